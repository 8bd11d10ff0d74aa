import * as z from 'zod/mini';
import { id as promotionId, routeParams } from '../../../routing/route-params.ts';

/*
 * Path params of the catalogue routes that the shared module does not cover (zod/mini:
 * these ship in the first-load bundle). A failure is the 404 page.
 */

/** The contract's ShortLink. */
const shortLink = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/));
/** /mobile/action/{action}: any word; every action opens the home page. */
const action = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

export const promotionParams = routeParams(z.object({ promotionId }));
/** /promotion/share/{urlKey?}: a promotion's urlKey is its id. */
export const optionalPromotionParams = routeParams(z.object({ urlKey: z.optional(promotionId) }));
export const shortLinkParams = routeParams(z.object({ shortLink }));
export const optionalShortLinkParams = routeParams(z.object({ urlKey: z.optional(shortLink) }));
export const actionParams = routeParams(z.object({ action }));
