// Whether the banner popup may still show: once per browser session. A session cookie rather
// than sessionStorage, because the server reads it too: it preloads the popup's image only
// while the popup may show (server/http/boot.ts).
import Cookies from 'js-cookie';

const POPUP_SEEN_COOKIE = 'popup_banner_seen';

export const popupSeenThisSession = (): boolean => Cookies.get(POPUP_SEEN_COOKIE) === '1';

/** No expiry: the cookie ends with the browser session. */
export function markPopupSeen(): void {
  Cookies.set(POPUP_SEEN_COOKIE, '1');
}
