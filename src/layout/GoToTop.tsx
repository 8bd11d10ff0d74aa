import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { shouldShowGoToTop } from '../../machines/layout/layout-rules.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';
import { prefersReducedMotion } from '../ui/viewport.ts';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';

// Read in a scroll listener and kept: React reads the snapshot on every commit, and scrollY
// there made the browser lay out the page each time. The listener stays once added, so the
// value is fresh when the button mounts again (it is hidden on some pages).
let scrolledFar = false;
const listeners = new Set<() => void>();

function onScroll() {
  const now = shouldShowGoToTop(window.scrollY);
  if (now === scrolledFar) return;
  scrolledFar = now;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  // Adding the same listener again is a no-op for the browser.
  window.addEventListener('scroll', onScroll, { passive: true });
  listeners.add(onChange);
  // A page scrolled before it was React's (the server's first screen) says so now.
  onScroll();
  return () => listeners.delete(onChange);
}

/** Appears after 400px of scrolling; scrolls smoothly back up and puts focus at the content start. */
export function GoToTop() {
  const { t } = useLingui();
  // The server's first screen is at the top.
  const visible = useSyncExternalStore(
    subscribe,
    () => scrolledFar,
    () => false,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      className="go-to-top icon-button"
      aria-label={t`กลับขึ้นด้านบน`}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
