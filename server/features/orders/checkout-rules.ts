// The checkout's rules, pure and in satang: which carriers can take a seller's parcel, which
// payment channels the chosen products allow, what a coupon takes off and how its discount is
// shared between the sellers' orders, and the totals.

export interface Carrier {
  id: number;
  feeSatang: number;
  sortOrder: number;
  /** Null: no limit. */
  maxWeightGrams: number | null;
  cashOnDelivery: boolean;
}

/** A product as the checkout needs it: what it weighs and what it ships and is paid by. */
export interface ProductTerms {
  weightGrams: number;
  shippingIds: readonly number[];
  paymentChannelIds: readonly number[];
}

export type ShippingVerdict<C extends Carrier> =
  | { ok: true; carriers: C[] }
  /** No carrier ships every product / none that ships them all takes the weight. */
  | { ok: false; reason: 'shipping-not-found' | 'shipping-service-not-found' };

/** Ids in every one of `lists`. */
function inEvery(lists: readonly (readonly number[])[]): Set<number> {
  const [first = [], ...rest] = lists;
  return new Set(first.filter((id) => rest.every((list) => list.includes(id))));
}

/**
 * The carriers of a seller's order: those every one of its products ships by whose limit
 * takes the parcel's weight, in the list's order (sortOrder, then id). The first is the default.
 */
export function carriersFor<C extends Carrier>(
  products: readonly ProductTerms[],
  weightGrams: number,
  carriers: readonly C[],
): ShippingVerdict<C> {
  const shared = inEvery(products.map((product) => product.shippingIds));
  const shipping = carriers.filter((carrier) => shared.has(carrier.id));
  if (!shipping.length) return { ok: false, reason: 'shipping-not-found' };
  const fitting = shipping
    .filter((carrier) => carrier.maxWeightGrams === null || weightGrams <= carrier.maxWeightGrams)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return fitting.length
    ? { ok: true, carriers: fitting }
    : { ok: false, reason: 'shipping-service-not-found' };
}

/** The chosen carrier: the one asked for when it can take the order, else the first. */
export const chosenCarrier = <C extends Carrier>(
  carriers: readonly C[],
  askedId: number | undefined,
): C | undefined => carriers.find((carrier) => carrier.id === askedId) ?? carriers[0];

export interface ChannelTerms {
  id: number;
  kind: 'card' | 'transfer' | 'promptpay' | 'cod';
}

/**
 * Whether `channel` may pay for the checkout: every product takes it, and cash on delivery
 * only when every chosen carrier collects it.
 */
export function channelAvailable(
  channel: ChannelTerms,
  products: readonly ProductTerms[],
  carriers: readonly Carrier[],
): boolean {
  if (!products.length) return false;
  if (!products.every((product) => product.paymentChannelIds.includes(channel.id))) return false;
  return channel.kind !== 'cod' || carriers.every((carrier) => carrier.cashOnDelivery);
}

export interface CouponTerms {
  discountSatang: number | null;
  discountPercent: number | null;
  maxDiscountSatang: number | null;
  minSpendSatang: number;
  startsAt: Date;
  endsAt: Date;
}

export interface CouponLimits {
  /** Uses in all (1: single-use); null for no limit. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
}

/** A coupon's uses not given back: in all, and by the shopper. */
export interface CouponUses {
  total: number;
  byShopper: number;
}

/** Why one more use of a coupon is refused; undefined when it may be used. */
export function couponUseRefusal(
  limits: CouponLimits,
  uses: CouponUses,
): 'used-up' | 'already-used' | undefined {
  if (limits.maxUses !== null && uses.total >= limits.maxUses) return 'used-up';
  if (limits.maxUsesPerCustomer !== null && uses.byShopper >= limits.maxUsesPerCustomer)
    return 'already-used';
  return undefined;
}

/**
 * The most one checkout may come to, in satang: ฿999,999.99, the most the card provider takes
 * in one THB charge (eight digits of its smallest unit). Every way of paying keeps the same
 * limit, so whether an order can be placed never depends on how it will be paid.
 */
export const MAX_ORDER_SATANG = 99_999_999;

export type CouponVerdict =
  | { ok: true; discountSatang: number }
  | { ok: false; reason: 'not-running' | 'below-minimum' };

/**
 * What `coupon` takes off `goodsSatang` (the goods after their promotions) at `now`: baht, or
 * a percent rounded half up and capped; never more than the goods.
 */
export function couponDiscount(coupon: CouponTerms, goodsSatang: number, now: Date): CouponVerdict {
  if (now < coupon.startsAt || now >= coupon.endsAt) return { ok: false, reason: 'not-running' };
  if (goodsSatang < coupon.minSpendSatang) return { ok: false, reason: 'below-minimum' };
  const raw =
    coupon.discountSatang ??
    Math.round((goodsSatang * Math.min(100, Math.max(0, coupon.discountPercent ?? 0))) / 100);
  const capped = coupon.maxDiscountSatang === null ? raw : Math.min(raw, coupon.maxDiscountSatang);
  return { ok: true, discountSatang: Math.max(0, Math.min(capped, goodsSatang)) };
}

/**
 * `total` shared in proportion to `weights` in whole satang: each share is rounded down and the
 * satang left over go to the largest remainders (the first on a tie), so the shares add up to
 * `total` exactly and none is above its weight when total ≤ the weights' sum.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
