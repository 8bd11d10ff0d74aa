import { notFound } from '@tanstack/react-router';
import type { SocialProvider } from '../../machines/social/social-state.ts';

/*
 * Path-param checks of the routes. They ship in the first-load bundle, so they are plain
 * functions rather than schemas: a schema library there cost ~7 kB gz on every first visit.
 * They live here, not in the route files, because top-level code of a route file stays in
 * the first-load bundle. A failure becomes a 404 page (see UnknownPath). Optional params
 * ({-$name}) are undefined when the segment is absent.
 */

const INVALID = Symbol('invalid');

/** One param's check: its value, or INVALID. */
export type ParamCheck<T> = (raw: unknown) => T | typeof INVALID;
/** A check that also accepts an absent param (undefined); the mark exists for the types only. */
declare const optionalMark: unique symbol;
type OptionalCheck<T> = ParamCheck<T | undefined> & { readonly [optionalMark]: true };

/** Text matching `pattern` as it is. */
export const matching =
  (pattern: RegExp): ParamCheck<string> =>
  (raw) =>
    typeof raw === 'string' && pattern.test(raw) ? raw : INVALID;

/** routeParams makes a param checked this way optional. */
export const optional = <T>(check: ParamCheck<T>) =>
  ((raw: unknown) => (raw === undefined ? undefined : check(raw))) as OptionalCheck<T>;

/** Same shape as the contract's UrlKey: letters (Thai too), marks, digits, . _ - */
const urlKey = matching(/^[\p{L}\p{M}\p{N}._-]{1,200}$/u);
/** Reference codes, cart ids, tokens and similar opaque keys. */
const code = matching(/^[A-Za-z0-9._-]{1,200}$/);
/** A menu, tab, step or status name such as my-profile or success. */
const slug = matching(/^[A-Za-z0-9_-]{1,64}$/);
/** A database id in the path: digits only, a positive 32-bit integer. */
export const id: ParamCheck<number> = (raw) => {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return INVALID;
  const value = Number(raw);
  return value >= 1 && value <= 2_147_483_647 ? value : INVALID;
};

/** The `data` of the notFound() thrown for params that fail their checks. */
export const INVALID_PARAMS = 'invalid-params';

type Checks = Record<string, ParamCheck<unknown>>;
type Checked<C> = C extends ParamCheck<infer T> ? Exclude<T, typeof INVALID> : never;
type OptionalKeys<S> = {
  [K in keyof S]: S[K] extends { readonly [optionalMark]: true } ? K : never;
}[keyof S];
export type ParamsOf<S extends Checks> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: Checked<S[K]>;
} & { [K in OptionalKeys<S>]?: Checked<S[K]> };

/**
 * Builds the `params` option of a route from one check per param. A failure throws
 * notFound(), not an error: the router then renders a not-found view (the route's own, or
 * the root's UnknownPath) instead of crashing the match, which React would log as an error.
 * Only the checked params come back; an absent optional one stays absent.
 */
export function routeParams<S extends Checks>(checks: S) {
  return {
    parse: (raw: Record<string, string>): ParamsOf<S> => {
      const params: Record<string, unknown> = {};
      for (const [key, check] of Object.entries(checks)) {
        const value = check(raw[key]);
        if (value === INVALID) throw notFound({ data: INVALID_PARAMS });
        if (key in raw) params[key] = value;
      }
      return params as ParamsOf<S>;
    },
  };
}

export const urlKeyParams = routeParams({ urlKey });
export const optionalUrlKeyParams = routeParams({ urlKey: optional(urlKey) });
// With urlKey optional, /academy/topic/{one segment} matches this route too (the segment
// taken as the id), so the id stays an opaque code: the token guard then answers (/401),
// not a 404 for a topic urlKey that is not a number.
export const academyTopicItemParams = routeParams({ urlKey: optional(urlKey), id: code });

export const newsParams = routeParams({ newsId: id });

export const liveListParams = routeParams({ postTypeId: id });
export const liveTransactionParams = routeParams({ transactionId: optional(code) });
export const livePostParams = routeParams({ postTypeId: optional(id), id: optional(id) });

export const optionalReferenceParams = routeParams({ referenceCode: optional(code) });
export const referenceParams = routeParams({ referenceCode: code });
export const referenceStepParams = routeParams({ referenceCode: code, step: slug });
export const optionalCartParams = routeParams({ cartId: optional(code) });
export const paymentResultParams = routeParams({
  status: optional(slug),
  referenceCode: optional(code),
  cartId: code,
});
export const customerPaymentResultParams = routeParams({
  status: slug,
  referenceCode: code,
  cartId: code,
});
export const checkoutRepaymentParams = routeParams({ step: slug, cartid: code });

// The providers spelled out, not SOCIAL_PROVIDERS: importing that module costs the first
// load 0.4 kB gz (measured).
export const socialProviderParams = routeParams({
  provider: matching(/^(line|facebook|google|apple)$/) as ParamCheck<SocialProvider>,
});

export const resetPasswordParams = routeParams({ token: optional(code) });

export const manageStoreParams = routeParams({ menu: optional(slug) });
export const manageStoreItemParams = routeParams({ menu: slug, id: code });

/** What connecting a social page ended with (the server's callback says it in `connect`). */
export const CONNECT_OUTCOMES = ['connected', 'cancelled', 'taken', 'failed'] as const;
export type ConnectOutcome = (typeof CONNECT_OUTCOMES)[number];

export const profileMenuParams = routeParams({ menu: slug });
export const profileTabParams = routeParams({ menu: slug, tab: slug });
export const profileReviewParams = routeParams({ menu: slug, orderId: code, productId: code });
