// Where the session token travels. The server sets it as an HttpOnly cookie, so no script
// (ours or an injected one) can read it; beside it a readable `token_expiry` cookie holds the
// session's expiry instant, the spec's expiry marker, which is all the SPA needs to know.
// Other clients may send the token as `Authorization: Bearer <token>` (they read it from
// Set-Cookie); the Bearer header wins when both come.
//
// CSRF: the cookie is SameSite=Lax, so other sites' POSTs, PUTs and background requests
// never carry it, and every API call must send the custom X-Api-Key header, which a
// cross-site page cannot add without a CORS preflight that this server never approves.
// Together they keep another site from writing with a shopper's session.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionCookies } from '../../http/handler.ts';

export const TOKEN_COOKIE = 'token';
export const EXPIRY_COOKIE = 'token_expiry';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Tokens are 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;
const BEARER = /^Bearer\s+(\S+)$/i;

/** The session token a request carries, Bearer first, then the cookie; null without one. */
export function tokenOf(c: Context): string | null {
  const bearer = c.req.header('authorization')?.match(BEARER)?.[1];
  let token = bearer;
  if (token === undefined) {
    try {
      token = getCookie(c, TOKEN_COOKIE);
    } catch {
      token = undefined; // a malformed Cookie header carries no session
    }
  }
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/**
 * `secure` adds the Secure attribute (the request came over https, directly or through a
 * proxy that says so). A remembered session's cookies last a year; others end with the
 * browser session.
 */
export function sessionCookies(c: Context, secure: boolean): SessionCookies {
  const base = { path: '/', sameSite: 'Lax', secure } as const;
  // An answer that sets a session must never be kept by a cache.
  const noStore = () => c.header('Cache-Control', 'private, no-store');
  return {
    issue(session) {
      noStore();
      const lifetime = session.rememberMe ? { maxAge: YEAR_SECONDS } : {};
      setCookie(c, TOKEN_COOKIE, session.token, { ...base, ...lifetime, httpOnly: true });
      setCookie(c, EXPIRY_COOKIE, session.expiresAt.toISOString(), { ...base, ...lifetime });
    },
    clear() {
      noStore();
      deleteCookie(c, TOKEN_COOKIE, { ...base, httpOnly: true });
      deleteCookie(c, EXPIRY_COOKIE, base);
    },
  };
}
