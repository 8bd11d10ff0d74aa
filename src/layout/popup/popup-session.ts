// Whether the banner popup may still show: once per browser session.

const POPUP_SEEN_KEY = 'popup_banner_seen';

export function popupSeenThisSession(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markPopupSeen(): void {
  try {
    sessionStorage.setItem(POPUP_SEEN_KEY, '1');
  } catch {
    // Private modes may refuse storage: the popup then shows once per page load.
  }
}

/** The popup's chunk; one import shared by React.lazy and the early warm-up. */
export const importPopupBanner = () => import('./PopupBanner.tsx');
