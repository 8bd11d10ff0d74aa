import { getCookie, removeCookie } from './cookies.ts';

/** The login token (set by the login flows of later issues) and its expiry marker. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_EXPIRY_COOKIE = 'token_expiry';
/** Set by registration; the next signed-in visit goes to my-profile once and removes it. */
export const REGISTER_SUCCESS_COOKIE = 'register_success';

export function readToken(): string | undefined {
  return getCookie(TOKEN_COOKIE) || undefined;
}

export function clearTokenCookies(): void {
  removeCookie(TOKEN_COOKIE, { path: '/' });
  removeCookie(TOKEN_EXPIRY_COOKIE, { path: '/' });
}
