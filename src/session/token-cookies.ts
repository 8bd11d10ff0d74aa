import Cookies from 'js-cookie';

/** The login token (set by the login flows of later issues) and its expiry marker. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_EXPIRY_COOKIE = 'token_expiry';

export function readToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function clearTokenCookies(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(TOKEN_EXPIRY_COOKIE, { path: '/' });
}
