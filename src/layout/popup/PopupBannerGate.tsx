import { lazy, Suspense, useCallback, useState } from 'react';

const PopupBanner = lazy(() => import('./PopupBanner.tsx'));

export const POPUP_SEEN_KEY = 'popup_banner_seen';

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Loads the popup (and its carousel) only when it may show: once per browser session. */
export function PopupBannerGate() {
  const [open, setOpen] = useState(() => !seenThisSession());
  const markShown = useCallback(() => {
    try {
      sessionStorage.setItem(POPUP_SEEN_KEY, '1');
    } catch {
      // Private modes may refuse storage: the popup then shows once per page load.
    }
  }, []);
  const close = useCallback(() => setOpen(false), []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PopupBanner onShown={markShown} onClose={close} />
    </Suspense>
  );
}
