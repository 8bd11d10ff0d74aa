// The offline stand-in provider: our own server plays LINE, Facebook, Google or Apple when
// that provider has no credentials, with the same shapes as a real one. The browser goes to
// GET /stand-in/{provider}/authorize (a consent page with the demo identity prefilled), the
// page posts back, and Allow redirects to our callback with a code; the callback exchanges
// the code at POST /stand-in/{provider}/token through arctic's OAuth2Client with PKCE S256
// and gets an id token, exactly as it would from a real provider.
//
// Codes are stateless: an HMAC under the stand-in's key over the identity typed, the nonce,
// the PKCE challenge, the redirect address and a 60 s expiry. A code is therefore usable
// more than once within its minute; that is harmless here, since only the holder of the
// PKCE verifier (our server, reading the browser's one-use sign-in cookie) can exchange it.
// The key is random per process unless one is given, so codes and id tokens die with the
// process, and two server processes each accept only their own (fine for a stand-in).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formOf } from '../../shared/stand-in-page.ts';
import { randomToken } from '../secrets.ts';
import {
  type IdentityProvider,
  identityFromIdToken,
  isSocialProvider,
  redirectUriOf,
  SCOPES,
  type SocialProvider,
} from './providers.ts';
import { consentPage, refusalPage } from './stand-in-page.ts';

const CODE_LIFETIME_SECONDS = 60;
const ID_TOKEN_LIFETIME_SECONDS = 600;
const MAX_FORM_BYTES = 16 * 1024;
/** What a tester may type as a user id. */
const USER_ID = /^[A-Za-z0-9._@-]{1,64}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_PARAMETER_LENGTH = 512;

/** The identity the consent page offers, linked to the demo person by the seed. */
export const demoIdentity = (provider: SocialProvider) => ({
  providerUserId: `stand-in-${provider}-somchai`,
  email: 'somchai@example.com',
});

export const standInClientId = (provider: SocialProvider) => `stand-in-${provider}`;

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

interface CodeClaims {
  provider: SocialProvider;
  sub: string;
  email: string | null;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  /** Unix seconds. */
  exp: number;
}

export interface StandInOptions {
  publicUrl: string;
  now: () => Date;
  /** The key of codes and id tokens; random per process when unset. */
  secret?: string | undefined;
}

export interface StandIn {
  /** Our side: the provider through arctic's OAuth2Client against the stand-in's endpoints. */
  provider(provider: SocialProvider): IdentityProvider;
  /** The stand-in's own pages and token endpoint, for the providers in `providers`. */
  mount(app: Hono, providers: SocialProvider[]): void;
}

export function createStandIn(options: StandInOptions): StandIn {
  const { publicUrl, now } = options;
  const key = options.secret
    ? createHash('sha256').update(options.secret).digest()
    : randomBytes(32);
  const mac = (purpose: string, text: string) =>
    base64url(createHmac('sha256', key).update(`${purpose}.${text}`).digest());
  const clientSecretOf = (provider: SocialProvider) => mac('client-secret', provider);
  const issuerOf = (provider: SocialProvider) => `${publicUrl}/stand-in/${provider}`;
  const seconds = () => Math.floor(now().getTime() / 1000);

  function mintCode(claims: CodeClaims): string {
    const payload = base64url(JSON.stringify(claims));
    return `${payload}.${mac('code', payload)}`;
  }

  function readCode(code: string): CodeClaims | null {
    const [payload = '', signature = '', extra] = code.split('.');
    if (extra !== undefined || !sameText(signature, mac('code', payload))) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CodeClaims;
    } catch {
      return null;
    }
  }

  /** HS256 of a compact JWS's header and payload (no JWT library is a dependency here). */
  const jwsSignature = (signed: string) =>
    base64url(createHmac('sha256', key).update(signed).digest());

  /** The id token of a code's identity, for this sign-in's nonce. */
  function idTokenOf(claims: CodeClaims): string {
    const iat = seconds();
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        iss: issuerOf(claims.provider),
        aud: standInClientId(claims.provider),
        sub: claims.sub,
        ...(claims.email === null ? {} : { email: claims.email, email_verified: true }),
        nonce: claims.nonce,
        iat,
        exp: iat + ID_TOKEN_LIFETIME_SECONDS,
      }),
    );
    return `${header}.${payload}.${jwsSignature(`${header}.${payload}`)}`;
  }

  function provider(name: SocialProvider): IdentityProvider {
    const client = new OAuth2Client(
      standInClientId(name),
      clientSecretOf(name),
      redirectUriOf(publicUrl, name),
    );
    return {
      kind: 'stand-in',
      authorizationUrl(state, codeVerifier, nonce) {
        const url = client.createAuthorizationURLWithPKCE(
          `${publicUrl}/stand-in/${name}/authorize`,
          state,
          CodeChallengeMethod.S256,
          codeVerifier,
          SCOPES[name],
        );
        url.searchParams.set('nonce', nonce);
        return url;
      },
      async identityFromCode(code, codeVerifier, nonce) {
        const tokens = await client.validateAuthorizationCode(
          `${publicUrl}/stand-in/${name}/token`,
          code,
          codeVerifier,
        );
        const idToken = tokens.idToken();
        // Ours to check, unlike a real provider's (whose keys we would have to fetch).
        const [header = '', payload = '', signature = ''] = idToken.split('.');
        if (!sameText(signature, jwsSignature(`${header}.${payload}`))) {
          throw new Error('stand-in id token with a wrong signature');
        }
        return identityFromIdToken(idToken, {
          issuers: [issuerOf(name)],
          audience: standInClientId(name),
          nonce,
          now: now(),
        });
      },
    };
  }

  function mount(app: Hono, providers: SocialProvider[]): void {
    const served = (c: Context): SocialProvider | null => {
      const name = c.req.param('provider') ?? '';
      return isSocialProvider(name) && providers.includes(name) ? name : null;
    };
    const formLimit = bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => c.text('Request body too large', 413),
    });

    app.get('/stand-in/:provider/authorize', (c) => {
      const name = served(c);
      if (!name) return c.text('Not found', 404);
      return authorize(c, name, new URLSearchParams(new URL(c.req.url).search));
    });

    app.post('/stand-in/:provider/authorize', formLimit, async (c) => {
      const name = served(c);
      if (!name) return c.text('Not found', 404);
      return authorize(c, name, await formOf(c));
    });

    app.post('/stand-in/:provider/token', formLimit, async (c) => {
      const name = served(c);
      if (!name) return c.json({ error: 'invalid_request', error_description: 'unknown' }, 404);
      return token(c, name, await formOf(c));
    });
    app.all('/stand-in/*', (c) => c.text('Not found', 404));
  }

  /** The consent page (GET), or the decision posted from it (POST). */
  function authorize(c: Context, name: SocialProvider, params: URLSearchParams) {
    c.header('Cache-Control', 'no-store');
    const get = (key: string) => params.get(key) ?? '';
    const redirectUri = get('redirect_uri');
    // Nothing is redirected anywhere but our own callback: no open redirect.
    if (get('client_id') !== standInClientId(name)) {
      return c.html(refusalPage(name, 'unknown client_id'), 400);
    }
    if (redirectUri !== redirectUriOf(publicUrl, name)) {
      return c.html(refusalPage(name, 'redirect_uri is not this shop’s callback'), 400);
    }
    const back = (result: Record<string, string>) => {
      const url = new URL(redirectUri);
      for (const [k, v] of Object.entries({ ...result, state: get('state') })) {
        url.searchParams.set(k, v);
      }
      return c.redirect(url.toString(), 302);
    };
    const request = {
      response_type: get('response_type'),
      client_id: get('client_id'),
      redirect_uri: redirectUri,
      state: get('state'),
      scope: get('scope'),
      code_challenge: get('code_challenge'),
      code_challenge_method: get('code_challenge_method'),
      nonce: get('nonce'),
    };
    const malformed =
      request.response_type !== 'code' ||
      request.code_challenge_method !== 'S256' ||
      !CODE_CHALLENGE.test(request.code_challenge) ||
      !request.state ||
      !request.nonce ||
      Object.values(request).some((value) => value.length > MAX_PARAMETER_LENGTH);
    if (malformed) return back({ error: 'invalid_request' });
    const demo = demoIdentity(name);
    if (c.req.method === 'GET') {
      return c.html(
        consentPage({
          provider: name,
          request,
          scope: request.scope,
          sub: demo.providerUserId,
          email: demo.email,
        }),
      );
    }
    if (get('decision') !== 'allow') return back({ error: 'access_denied' });
    const sub = get('sub').trim();
    const email = get('email').trim().toLowerCase();
    const problem = !USER_ID.test(sub)
      ? 'User id: 1 to 64 letters, digits or . _ @ - · รหัสผู้ใช้ไม่ถูกต้อง'
      : email !== '' && !EMAIL.test(email)
        ? 'E-mail is not an address · อีเมลไม่ถูกต้อง'
        : null;
    if (problem) {
      return c.html(
        consentPage({ provider: name, request, scope: request.scope, sub, email, error: problem }),
        400,
      );
    }
    const code = mintCode({
      provider: name,
      sub,
      email: email || null,
      nonce: request.nonce,
      codeChallenge: request.code_challenge,
      redirectUri,
      exp: seconds() + CODE_LIFETIME_SECONDS,
    });
    return back({ code });
  }

  /** The token endpoint, with OAuth's JSON errors (RFC 6749 5.2). */
  function token(c: Context, name: SocialProvider, params: URLSearchParams) {
    c.header('Cache-Control', 'no-store');
    const refuse = (error: string, description: string, status: 400 | 401 = 400) =>
      c.json({ error, error_description: description }, status);
    if (params.get('grant_type') !== 'authorization_code') {
      return refuse('unsupported_grant_type', 'only authorization_code');
    }
    // arctic's OAuth2Client sends the client's id and secret as HTTP Basic credentials.
    const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const [id = '', ...rest] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    if (id !== standInClientId(name) || !sameText(rest.join(':'), clientSecretOf(name))) {
      return refuse('invalid_client', 'unknown client or wrong secret', 401);
    }
    const claims = readCode(params.get('code') ?? '');
    if (!claims || claims.provider !== name) return refuse('invalid_grant', 'unknown code');
    if (claims.exp <= seconds()) return refuse('invalid_grant', 'the code has expired');
    if (params.get('redirect_uri') !== claims.redirectUri) {
      return refuse('invalid_grant', 'redirect_uri differs from the authorise request');
    }
    const verifier = params.get('code_verifier') ?? '';
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    if (!sameText(challenge, claims.codeChallenge)) {
      return refuse('invalid_grant', 'code_verifier does not match the code_challenge');
    }
    return c.json({
      access_token: randomToken(),
      token_type: 'Bearer',
      expires_in: ID_TOKEN_LIFETIME_SECONDS,
      id_token: idTokenOf(claims),
    });
  }

  return { provider, mount };
}
