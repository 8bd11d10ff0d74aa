import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { shouldShowGoToTop } from '../../machines/layout/layout-rules.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Appears after 400px of scrolling; scrolls smoothly back up and puts focus at the content start. */
export function GoToTop() {
  const { t } = useLingui();
  const visible = useSyncExternalStore(subscribe, () => shouldShowGoToTop(window.scrollY));
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
