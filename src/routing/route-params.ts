import { notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';

/*
 * Path-param schemas of the routes (zod/mini: these ship in the first-load bundle). They
 * live here, not in the route files, because top-level code of a route file stays in the
 * first-load bundle. A parse failure becomes a 404 page (see UnknownPath). Optional params
 * ({-$name}) are undefined when the segment is absent.
 */

/** Same shape as the contract's UrlKey: letters (Thai too), marks, digits, . _ - */
const urlKey = z.string().check(z.regex(/^[\p{L}\p{M}\p{N}._-]{1,200}$/u));
/** Reference codes, cart ids, tokens and similar opaque keys. */
const code = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,200}$/));
/** A menu, tab, step or status name such as my-profile or success. */
const slug = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
/** A database id in the path: digits only, a positive 32-bit integer. */
export const id = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,10}$/)), z.transform(Number)),
  z.int().check(z.minimum(1), z.maximum(2_147_483_647)),
);

/** The `data` of the notFound() thrown for params that fail their schema. */
export const INVALID_PARAMS = 'invalid-params';

/**
 * Builds the `params` option of a route from a zod/mini object schema. A failure throws
 * notFound(), not an error: the router then renders a not-found view (the route's own, or
 * the root's UnknownPath) instead of crashing the match, which React would log as an error.
 */
export function routeParams<S extends z.ZodMiniObject>(schema: S) {
  return {
    parse: (raw: Record<string, string>): z.output<S> => {
      const result = schema.safeParse(raw);
      if (!result.success) throw notFound({ data: INVALID_PARAMS });
      return result.data;
    },
  };
}

export const urlKeyParams = routeParams(z.object({ urlKey }));
export const optionalUrlKeyParams = routeParams(z.object({ urlKey: z.optional(urlKey) }));
// With urlKey optional, /academy/topic/{one segment} matches this route too (the segment
// taken as the id), so the id stays an opaque code: the token guard then answers (/401),
// not a 404 for a topic urlKey that is not a number.
export const academyTopicItemParams = routeParams(
  z.object({ urlKey: z.optional(urlKey), id: code }),
);

export const newsParams = routeParams(z.object({ newsId: id }));

export const liveListParams = routeParams(z.object({ postTypeId: id }));
export const liveTransactionParams = routeParams(z.object({ transactionId: z.optional(code) }));
export const livePostParams = routeParams(
  z.object({ postTypeId: z.optional(id), id: z.optional(id) }),
);

export const optionalReferenceParams = routeParams(z.object({ referenceCode: z.optional(code) }));
export const referenceParams = routeParams(z.object({ referenceCode: code }));
export const referenceStepParams = routeParams(z.object({ referenceCode: code, step: slug }));
export const optionalCartParams = routeParams(z.object({ cartId: z.optional(code) }));
export const paymentResultParams = routeParams(
  z.object({ status: z.optional(slug), referenceCode: z.optional(code), cartId: code }),
);
export const customerPaymentResultParams = routeParams(
  z.object({ status: slug, referenceCode: code, cartId: code }),
);
export const checkoutRepaymentParams = routeParams(z.object({ step: slug, cartid: code }));

export const resetPasswordParams = routeParams(z.object({ token: z.optional(code) }));

export const manageStoreParams = routeParams(z.object({ menu: z.optional(slug) }));
export const manageStoreItemParams = routeParams(z.object({ menu: slug, id: code }));

export const profileMenuParams = routeParams(z.object({ menu: slug }));
export const profileTabParams = routeParams(z.object({ menu: slug, tab: slug }));
export const profileReviewParams = routeParams(
  z.object({ menu: slug, orderId: code, productId: code }),
);
