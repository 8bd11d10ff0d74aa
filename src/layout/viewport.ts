import { useSyncExternalStore } from 'react';
import { isMobileWidth, MOBILE_MAX_WIDTH } from '../../machines/layout/layout-rules.ts';

/** The spec's mobile breakpoint as a media query (CSS files repeat 767.98px). */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => isMobileWidth(window.innerWidth));
}
