import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { shouldShowGoToTop } from '../../machines/layout/layout-rules.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';
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
  return () => listeners.delete(onChange);
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Appears after 400px of scrolling; scrolls smoothly back up and puts focus at the content start. */
export function GoToTop() {
  const { t } = useLingui();
  const visible = useSyncExternalStore(subscribe, () => scrolledFar);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="go-to-top icon-button"
      aria-label={t`กลับขึ้นด้านบน`}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
