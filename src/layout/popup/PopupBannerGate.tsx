import { lazy, Suspense, useCallback, useState } from 'react';
import { importPopupBanner, markPopupSeen, popupSeenThisSession } from './popup-session.ts';

const PopupBanner = lazy(importPopupBanner);

/** Loads the popup (and its carousel) only when it may show: once per browser session. */
export function PopupBannerGate() {
  const [open, setOpen] = useState(() => !popupSeenThisSession());
  const close = useCallback(() => setOpen(false), []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PopupBanner onShown={markPopupSeen} onClose={close} />
    </Suspense>
  );
}
