// Who brought the browser here, for the pages that say so (the product page's "recommended
// by"): the landing tells when it has set the cookies. Apart from the cookies' names, which
// the first load's cart reads, so that only the landing and those pages carry it.
import Cookies from 'js-cookie';
import { ATTRIBUTION_COOKIES } from './attribution-cookies.ts';

/** Told on `window` when a landing has set the cookies: a page may show who recommended it. */
export const LANDED_EVENT = 'storefront:affiliate-landed';

/** For useSyncExternalStore: the landing's news. */
export function subscribeLanding(listener: () => void): () => void {
  window.addEventListener(LANDED_EVENT, listener);
  return () => window.removeEventListener(LANDED_EVENT, listener);
}

/** The affiliate whose share brought the browser here, while their click counts. */
export const landedAffiliateCode = (): string | undefined =>
  Cookies.get(ATTRIBUTION_COOKIES.affiliateCode);
