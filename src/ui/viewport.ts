import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../machines/layout/layout-rules.ts';
import { serverGuessedMobile } from '../first-screen/first-screen-facts.ts';

/** The spec's mobile breakpoint as a media query (CSS files repeat 767.98px). */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// A media query, not window.innerWidth: React reads the snapshot on every commit, and
// innerWidth made the browser lay out the whole page there (~50 ms of a phone's first load).
const queries = new Map<string, MediaQueryList>();
const query = (media: string) => {
  let list = queries.get(media);
  if (!list) {
    list = window.matchMedia(media);
    queries.set(media, list);
  }
  return list;
};

const subscribeTo = (media: string) => (onChange: () => void) => {
  query(media).addEventListener('change', onChange);
  return () => query(media).removeEventListener('change', onChange);
};
const subscribeMobile = subscribeTo(MOBILE_MEDIA);
const subscribeReducedMotion = subscribeTo(REDUCED_MOTION);

/**
 * Whether the screen is a phone's. The server cannot see the screen: its first screen is drawn
 * for what the browser says it is (first-screen-facts.ts), and hydrated as that; a wrong guess
 * is corrected by the render after hydration.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => query(MOBILE_MEDIA).matches,
    serverGuessedMobile,
  );
}

/** The shopper's wish for less motion, read when it is needed (a scroll, a slideshow). */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** The same wish for a render: the server's first screen assumes none. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}
