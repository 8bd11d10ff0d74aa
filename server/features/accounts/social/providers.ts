// The social sign-in providers behind one small interface: where to send the browser, and
// who came back with a code. A provider whose credentials are configured (server/config.ts)
// is the real one through arctic's class for it; any other is the offline stand-in that our
// own server plays (stand-in.ts), through arctic's generic OAuth2Client, so development,
// tests and demos walk the same redirects, state and PKCE as production.
import { createHmac, createPrivateKey } from 'node:crypto';
import { Apple, decodeIdToken, Facebook, Google, Line } from 'arctic';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../db/schema.ts';
import { normaliseEmail } from '../users.ts';

export type { SocialProvider };

/** Who signed in at the provider: its id for the user, and an e-mail when it gives one. */
export interface SocialIdentity {
  providerUserId: string;
  email: string | null;
}

export interface IdentityProvider {
  /** Whether this is the provider itself or our offline stand-in for it. */
  readonly kind: 'real' | 'stand-in';
  /** The provider's authorise page for this sign-in. */
  authorizationUrl(state: string, codeVerifier: string, nonce: string): URL;
  /** Exchanges the callback's code and reads the identity; throws on any doubt. */
  identityFromCode(code: string, codeVerifier: string, nonce: string): Promise<SocialIdentity>;
}

/** Client credentials of the real providers; a provider left out is played by the stand-in. */
export interface SocialOptions {
  line?: { clientId: string; clientSecret: string };
  facebook?: { clientId: string; clientSecret: string };
  google?: { clientId: string; clientSecret: string };
  /** `privateKey` is the Sign in with Apple key as a PKCS#8 PEM (the .p8 file's text). */
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string };
  /** The stand-in's key for its codes and id tokens; a random one per process by default. */
  standInSecret?: string;
}

/** What each provider is asked for (LINE's scope is the spec's). */
export const SCOPES: Record<SocialProvider, string[]> = {
  line: ['profile', 'openid', 'email'],
  facebook: ['email', 'public_profile'],
  google: ['openid', 'email', 'profile'],
  apple: ['name', 'email'],
};

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  line: 'LINE',
  facebook: 'Facebook',
  google: 'Google',
  apple: 'Apple',
};

/** Every provider calls back here; the provider's console must list exactly this address. */
export const redirectUriOf = (publicUrl: string, provider: SocialProvider) =>
  `${publicUrl}/auth/${provider}/callback`;

export const isSocialProvider = (name: string): name is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(name);

const MAX_ID_LENGTH = 255;
const MAX_EMAIL_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** An e-mail as we keep it, or null when it is missing, malformed or said to be unverified. */
export function emailOf(value: unknown, verified: unknown = true): string | null {
  if (verified === false || verified === 'false') return null;
  if (typeof value !== 'string') return null;
  const email = normaliseEmail(value);
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(email) ? email : null;
}

export interface IdTokenExpectation {
  issuers: string[];
  audience: string;
  nonce: string;
  now: Date;
}

/**
 * The identity an OpenID Connect id token names, after checking it was issued by this
 * provider for us, for this sign-in (the nonce we put in the authorise URL and the cookie:
 * a code or token from another sign-in, e.g. one an attacker started, does not fit) and is
 * still valid. Its signature is not checked: the token came straight from the provider's
 * token endpoint over TLS in exchange for our code and secret, which OpenID Connect Core
 * 3.1.3.7 accepts in place of the signature (arctic's decodeIdToken only decodes).
 */
export function identityFromIdToken(idToken: string, expected: IdTokenExpectation) {
  const claims = decodeIdToken(idToken) as Record<string, unknown>;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (typeof claims.iss !== 'string' || !expected.issuers.includes(claims.iss)) {
    throw new Error(`id token from another issuer: ${String(claims.iss)}`);
  }
  if (!audiences.includes(expected.audience)) throw new Error('id token for another client');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= expected.now.getTime()) {
    throw new Error('id token expired');
  }
  if (claims.nonce !== expected.nonce) throw new Error('id token of another sign-in (nonce)');
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '' || sub.length > MAX_ID_LENGTH) {
    throw new Error('id token without a usable subject');
  }
  return { providerUserId: sub, email: emailOf(claims.email, claims.email_verified) };
}

/** LINE, Google and Apple take the OIDC nonce as an extra parameter of the authorise URL. */
function withNonce(url: URL, nonce: string): URL {
  url.searchParams.set('nonce', nonce);
  return url;
}

interface RealContext {
  redirectUri: string;
  now: () => Date;
}

/** What arctic's Line and Google classes share: PKCE, and an OpenID id token. */
interface PkceOidcClient {
  createAuthorizationURL(state: string, codeVerifier: string, scopes: string[]): URL;
  validateAuthorizationCode(code: string, codeVerifier: string): Promise<{ idToken(): string }>;
}

/** LINE and Google: PKCE binds the code to the cookie's verifier, the nonce the id token. */
function pkceOidcProvider(
  client: PkceOidcClient,
  scopes: string[],
  expected: { issuers: string[]; audience: string },
  context: RealContext,
) {
  return {
    kind: 'real',
    authorizationUrl: (state, codeVerifier, nonce) =>
      withNonce(client.createAuthorizationURL(state, codeVerifier, scopes), nonce),
    async identityFromCode(code, codeVerifier, nonce) {
      const tokens = await client.validateAuthorizationCode(code, codeVerifier);
      return identityFromIdToken(tokens.idToken(), { ...expected, nonce, now: context.now() });
    },
  } satisfies IdentityProvider;
}

const lineProvider = (config: { clientId: string; clientSecret: string }, context: RealContext) =>
  pkceOidcProvider(
    new Line(config.clientId, config.clientSecret, context.redirectUri),
    SCOPES.line,
    { issuers: ['https://access.line.me'], audience: config.clientId },
    context,
  );

const googleProvider = (config: { clientId: string; clientSecret: string }, context: RealContext) =>
  pkceOidcProvider(
    new Google(config.clientId, config.clientSecret, context.redirectUri),
    SCOPES.google,
    { issuers: ['https://accounts.google.com', 'accounts.google.com'], audience: config.clientId },
    context,
  );

const GRAPH_ME = 'https://graph.facebook.com/me';

/**
 * Facebook Login is plain OAuth here (arctic's Facebook class has no PKCE and Facebook gives
 * no id token to this flow): the identity is what the Graph API says the access token
 * belongs to, asked with an appsecret_proof so a token stolen elsewhere cannot be used with
 * our app id. Login CSRF is stopped by the one-use cookie holding the state.
 */
function facebookProvider(
  config: { clientId: string; clientSecret: string },
  context: RealContext,
) {
  const facebook = new Facebook(config.clientId, config.clientSecret, context.redirectUri);
  return {
    kind: 'real',
    authorizationUrl: (state) => facebook.createAuthorizationURL(state, SCOPES.facebook),
    async identityFromCode(code) {
      const accessToken = (await facebook.validateAuthorizationCode(code)).accessToken();
      const url = new URL(GRAPH_ME);
      url.searchParams.set('fields', 'id,email');
      url.searchParams.set('access_token', accessToken);
      url.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', config.clientSecret).update(accessToken).digest('hex'),
      );
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
      const me = (await response.json()) as { id?: unknown; email?: unknown };
      if (typeof me.id !== 'string' || me.id === '' || me.id.length > MAX_ID_LENGTH) {
        throw new Error('Graph API gave no user id');
      }
      // Facebook gives only confirmed e-mails to apps.
      return { providerUserId: me.id, email: emailOf(me.email) };
    },
  } satisfies IdentityProvider;
}

/** The .p8 key's DER bytes, which arctic signs its client secret with; throws when unusable. */
export function pkcs8Bytes(pem: string): Uint8Array {
  const key = createPrivateKey(pem.replace(/\\n/g, '\n'));
  return new Uint8Array(key.export({ format: 'der', type: 'pkcs8' }));
}

/**
 * Sign in with Apple: the scopes need `response_mode=form_post`, so Apple's callback is a
 * cross-site POST (the sign-in cookie is SameSite=None for it on https). arctic's Apple class
 * takes no PKCE; the nonce in the id token binds the code to this browser's sign-in.
 */
function appleProvider(config: NonNullable<SocialOptions['apple']>, context: RealContext) {
  const apple = new Apple(
    config.clientId,
    config.teamId,
    config.keyId,
    pkcs8Bytes(config.privateKey),
    context.redirectUri,
  );
  return {
    kind: 'real',
    authorizationUrl(state, _codeVerifier, nonce) {
      const url = withNonce(apple.createAuthorizationURL(state, SCOPES.apple), nonce);
      url.searchParams.set('response_mode', 'form_post');
      return url;
    },
    async identityFromCode(code, _codeVerifier, nonce) {
      const tokens = await apple.validateAuthorizationCode(code);
      return identityFromIdToken(tokens.idToken(), {
        issuers: ['https://appleid.apple.com'],
        audience: config.clientId,
        nonce,
        now: context.now(),
      });
    },
  } satisfies IdentityProvider;
}

/** The real provider of each configured name; the others come from `standIn`. */
export function createIdentityProviders(
  options: SocialOptions,
  context: { publicUrl: string; now: () => Date },
  standIn: (provider: SocialProvider) => IdentityProvider,
): Record<SocialProvider, IdentityProvider> {
  const real = (provider: SocialProvider) => ({
    redirectUri: redirectUriOf(context.publicUrl, provider),
    now: context.now,
  });
  return {
    line: options.line ? lineProvider(options.line, real('line')) : standIn('line'),
    facebook: options.facebook
      ? facebookProvider(options.facebook, real('facebook'))
      : standIn('facebook'),
    google: options.google ? googleProvider(options.google, real('google')) : standIn('google'),
    apple: options.apple ? appleProvider(options.apple, real('apple')) : standIn('apple'),
  };
}
