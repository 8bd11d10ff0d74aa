import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../machines/layout/layout-rules.ts';

/** The spec's mobile breakpoint as a media query (CSS files repeat 767.98px). */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

// A media query, not window.innerWidth: React reads the snapshot on every commit, and
// innerWidth made the browser lay out the whole page there (~50 ms of a phone's first load).
let mobileQuery: MediaQueryList | undefined;
const query = () => {
  mobileQuery ??= window.matchMedia(MOBILE_MEDIA);
  return mobileQuery;
};

function subscribe(onChange: () => void) {
  query().addEventListener('change', onChange);
  return () => query().removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => query().matches);
}
