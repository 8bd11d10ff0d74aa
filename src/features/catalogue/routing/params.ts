import * as z from 'zod';
import { RouteParamsError } from '../../../routing/route-params.ts';

/*
 * Path params of the catalogue routes that the shared module does not cover. A params
 * failure throws RouteParamsError, which the route error view shows as the 404 page.
 */

/** Promotion ids are database ids: digits only, a positive 32-bit integer. */
const promotionId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));
/** The contract's ShortLink. */
const shortLink = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
/** /mobile/action/{action}: any word; every action opens the home page. */
const action = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

function routeParams<S extends z.ZodObject>(schema: S) {
  return {
    parse: (raw: Record<string, string>): z.output<S> => {
      const result = schema.safeParse(raw);
      if (!result.success) throw new RouteParamsError(result.error.message);
      return result.data;
    },
  };
}

export const promotionParams = routeParams(z.object({ promotionId }));
export const optionalPromotionParams = routeParams(z.object({ urlKey: promotionId.optional() }));
export const shortLinkParams = routeParams(z.object({ shortLink }));
export const actionParams = routeParams(z.object({ action }));
export const optionalShortLinkParams = routeParams(z.object({ urlKey: shortLink.optional() }));
