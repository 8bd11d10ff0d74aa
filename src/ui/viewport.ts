import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../machines/layout/layout-rules.ts';
import { serverGuessedMobile } from '../first-screen/first-screen-facts.ts';

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

/**
 * Whether the screen is a phone's. The server cannot see the screen: its first screen is drawn
 * for what the browser says it is (first-screen-facts.ts), and hydrated as that; a wrong guess
 * is corrected by the render after hydration.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => query().matches, serverGuessedMobile);
}

/** The shopper's wish for less motion, read when it is needed (a scroll, a slideshow's start). */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const unchanging = () => () => {};

/** The same wish for a render, read once: the server's first screen assumes none. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(unchanging, prefersReducedMotion, () => false);
}
