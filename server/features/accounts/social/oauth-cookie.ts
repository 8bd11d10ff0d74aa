// The sign-in cookie `oauth_{provider}`: what the callback must find to accept a code. It
// holds the state we sent to the provider, the PKCE code verifier and the OIDC nonce, is
// HttpOnly, scoped to /auth/{provider} (start and callback only), lives 10 minutes and is
// cleared by the callback whatever happens, so each sign-in is accepted once.
//
// Why it stops login CSRF: a callback counts only when it comes to the browser that started
// the sign-in, with the state the cookie holds. LINE's OAuth state is the spec's app state
// (register flag, phone, code, tier, reference), which anyone can guess, so there the code
// issued for the cookie's PKCE challenge and the id token's nonce do the binding. The other
// providers get a random state, unguessable, on top of PKCE (Google, the stand-in) or the
// nonce (Google, Apple, the stand-in); Facebook has only the state. A code an attacker got for
// their own account fails on another browser's cookie.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SocialProvider } from './providers.ts';

export const OAUTH_COOKIE_SECONDS = 600;
const MAX_PART_LENGTH = 256;

export interface OAuthCookie {
  provider: SocialProvider;
  /** The spec's app state, for the SPA. */
  state: string;
  /** The state sent to the provider: the app state for LINE, random for the others. */
  oauthState: string;
  codeVerifier: string;
  nonce: string;
}

const nameOf = (provider: SocialProvider) => `oauth_${provider}`;

/**
 * Lax keeps the cookie off other sites' requests but sends it on the top-level GET
 * redirects of LINE, Facebook and Google. Apple posts its callback from its own site
 * (form_post), which a Lax cookie never reaches: Apple's is SameSite=None, which browsers
 * accept only with Secure, so on plain http (localhost, the stand-in's same-site POST) it
 * stays Lax.
 */
function attributesOf(provider: SocialProvider, secure: boolean) {
  const sameSite = provider === 'apple' && secure ? 'None' : 'Lax';
  return { path: `/auth/${provider}`, httpOnly: true, secure, sameSite } as const;
}

export function setOAuthCookie(c: Context, cookie: OAuthCookie, secure: boolean): void {
  const { state, oauthState, codeVerifier, nonce, provider } = cookie;
  const value = Buffer.from(
    JSON.stringify({ provider, state, oauthState, codeVerifier, nonce }),
  ).toString('base64url');
  setCookie(c, nameOf(provider), value, {
    ...attributesOf(provider, secure),
    maxAge: OAUTH_COOKIE_SECONDS,
  });
}

/** Reads the provider's sign-in cookie and clears it (one use); null when absent or bad. */
export function takeOAuthCookie(
  c: Context,
  provider: SocialProvider,
  secure: boolean,
): OAuthCookie | null {
  let raw: string | undefined;
  try {
    raw = getCookie(c, nameOf(provider));
  } catch {
    raw = undefined; // a malformed Cookie header carries no sign-in
  }
  if (raw === undefined) return null;
  deleteCookie(c, nameOf(provider), attributesOf(provider, secure));
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const parts = [parsed.state, parsed.oauthState, parsed.codeVerifier, parsed.nonce];
    const usable = parts.every(
      (part) => typeof part === 'string' && part !== '' && part.length <= MAX_PART_LENGTH,
    );
    if (!usable || parsed.provider !== provider) return null;
    return parsed as unknown as OAuthCookie;
  } catch {
    return null;
  }
}
