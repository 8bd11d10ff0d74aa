// The session's cookies as scripts see them. The token itself is HttpOnly: scripts never
// read it. Only the session machine's wiring (session.ts) reads the expiry marker.
import Cookies from 'js-cookie';
import { ATTRIBUTION_COOKIES } from '../attribution/attribution-cookies.ts';

/** When the session expires (ISO), set by the server beside the HttpOnly token. */
const EXPIRY_MARKER_COOKIE = 'token_expiry';

/** Set after registration for 30 minutes: the next signed-in visit goes to my-profile once. */
export const REGISTER_SUCCESS_COOKIE = 'show_ad_register_success';

/** What logout clears besides the server's token (spec section 4, Token). */
const CLEARED_AT_LOGOUT = [EXPIRY_MARKER_COOKIE, 'cartId', ...Object.values(ATTRIBUTION_COOKIES)];

export function readExpiryMarker(): string | undefined {
  return Cookies.get(EXPIRY_MARKER_COOKIE) || undefined;
}

/** A session the server refused: only its marker goes (the server clears the token). */
export const clearExpiryMarker = (): void => Cookies.remove(EXPIRY_MARKER_COOKIE, { path: '/' });

export function clearSessionCookies(): void {
  for (const name of CLEARED_AT_LOGOUT) Cookies.remove(name, { path: '/' });
}
