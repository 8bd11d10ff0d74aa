import {
  matching,
  optional,
  id as promotionId,
  routeParams,
} from '../../../routing/route-params.ts';

/*
 * Path params of the catalogue routes that the shared module does not cover (plain checks:
 * these ship in the first-load bundle). A failure is the 404 page.
 */

/** The contract's ShortLink. */
const shortLink = matching(/^[A-Za-z0-9_-]{1,32}$/);
/** /mobile/action/{action}: any word; every action opens the home page. */
const action = matching(/^[A-Za-z0-9_-]{1,64}$/);

export const promotionParams = routeParams({ promotionId });
/** /promotion/share/{urlKey?}: a promotion's urlKey is its id. */
export const optionalPromotionParams = routeParams({ urlKey: optional(promotionId) });
export const shortLinkParams = routeParams({ shortLink });
export const optionalShortLinkParams = routeParams({ urlKey: optional(shortLink) });
export const actionParams = routeParams({ action });
