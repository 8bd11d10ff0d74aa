// A checkout worked out from the shopper's cart (or a live order of theirs: live-checkout.ts), as
// /order/calculate answers it and as placing an order takes it: only the chosen lines, priced by
// the cart's own rules from the server's prices (cart-pricing.ts), with each seller's carriers,
// the coupon, the payment channels and what stops the order from being placed. Nothing the
// client sends is a price.
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/api-error.ts';
import { msg, type Text } from '../../http/messages.ts';
import type { CartCatalogue } from '../cart/cart-catalogue-types.ts';
import { lineKey, lineOffer } from '../cart/cart-lines.ts';
import { type PricedLine, type PricedOrder, priceCart } from '../cart/cart-pricing.ts';
import { type LoadedCart, readCart } from '../cart/cart-store.ts';
import type { NewLine } from '../cart/stored-lines.ts';
import { baht } from '../shared/present.ts';
import {
  type Carrier,
  type ChannelTerms,
  type CouponLimits,
  type CouponTerms,
  carriersFor,
  channelAvailable,
  chosenCarrier,
  couponDiscount,
  couponUseRefusal,
  MAX_ORDER_SATANG,
  type ProductTerms,
  shareOut,
} from './checkout-rules.ts';
import { couponUses } from './coupon-uses.ts';
import { type LiveCheckout, liveCheckoutOf } from './live-checkout.ts';

type Schemas = components['schemas'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
type Problem = Schemas['CheckoutProblem'];

interface CarrierRow extends Carrier {
  code: string;
  nameTh: string;
  nameEn: string;
  days: string;
}

interface ChannelRow extends ChannelTerms {
  code: string;
  nameTh: string;
  nameEn: string;
  sortOrder: number;
}

export type OfferedChannel = ChannelRow & { available: boolean };

/** A seller's part of the checkout, in satang. */
export interface PlannedOrder {
  priced: PricedOrder;
  /** The chosen lines, paid ones first, then their gifts. */
  lines: PricedLine[];
  carriers: CarrierRow[];
  carrier: CarrierRow | undefined;
  weightGrams: number;
  subtotalSatang: number;
  discountSatang: number;
  couponSatang: number;
  shippingSatang: number;
  totalSatang: number;
}

/**
 * What is checked out: a cart's ticked lines, or a live order's lines, which hold their stock
 * already. `id` is what the checkout goes by, and its payment then (`payments.cart_id`).
 */
export type CheckoutSource = { id: string; lines: NewLine[]; catalogue: CartCatalogue } & (
  | { kind: 'cart'; cart: LoadedCart }
  | { kind: 'live'; live: LiveCheckout }
);

export const cartSource = (cart: LoadedCart): CheckoutSource => ({
  kind: 'cart',
  id: cart.cart.id,
  lines: cart.lines,
  catalogue: cart.catalogue,
  cart,
});

/** Everything placing the checkout needs, beside what the shopper is shown. */
export interface CheckoutPlan {
  source: CheckoutSource;
  orders: PlannedOrder[];
  /** The stored lines the shopper did not choose: they stay in the cart. */
  unchosen: NewLine[];
  /** Every channel, with whether it may pay for this checkout. */
  channels: OfferedChannel[];
  /** The one asked for (paymentTypeId), if any. */
  channel: OfferedChannel | undefined;
  promotionCode: string;
  /** The coupon of `promotionCode`, when there is one (it applies: else planning refused). */
  coupon: AppliedCoupon | undefined;
  grandTotalSatang: number;
  problems: {
    code: Problem['code'];
    text: Text;
    sellerId: number | null;
    productId: number | null;
  }[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The products' weights and the carriers and channels each takes, by id. */
async function termsOf(db: Db, productIds: number[]): Promise<Map<number, ProductTerms>> {
  const rows = await rowsOf<ProductTerms & { id: number }>(
    db,
    sql`select p.id, p.weight_grams as "weightGrams",
        array(select shipping_method_id from product_shipping_methods s where s.product_id = p.id)
          as "shippingIds",
        array(select payment_channel_id from product_payment_channels c where c.product_id = p.id)
          as "paymentChannelIds"
      from products p where p.id = any(${sql.param(productIds)}::integer[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const carriersOf = (db: Db) =>
  rowsOf<CarrierRow>(
    db,
    sql`select id, code, name_th as "nameTh", name_en as "nameEn", fee_satang as "feeSatang",
        days, sort_order as "sortOrder", max_weight_grams as "maxWeightGrams",
        cash_on_delivery as "cashOnDelivery"
      from shipping_methods order by sort_order, id`,
  );

const channelsOf = (db: Db) =>
  rowsOf<ChannelRow>(
    db,
    sql`select id, code, name_th as "nameTh", name_en as "nameEn", kind, sort_order as "sortOrder"
      from payment_channels order by sort_order, id`,
  );

/** The shop's carriers and payment channels, which change with the seed alone. */
export interface CheckoutLists {
  carriers: CarrierRow[];
  channels: ChannelRow[];
}

const LISTS_TTL_MS = 60_000;
const listsByDb = new WeakMap<Db, { until: number; lists: Promise<CheckoutLists> }>();

/**
 * The lists, read at most once a minute for each database: two statements fewer for every
 * checkout worked out and placed. A new seed is made before the server starts, so a minute
 * is only how long an edit made in the database by hand takes to show.
 */
export function checkoutLists(db: Db): Promise<CheckoutLists> {
  const cached = listsByDb.get(db);
  if (cached && cached.until > Date.now()) return cached.lists;
  const lists = Promise.all([carriersOf(db), channelsOf(db)]).then(([carriers, channels]) => ({
    carriers,
    channels,
  }));
  listsByDb.set(db, { until: Date.now() + LISTS_TTL_MS, lists });
  lists.catch(() => listsByDb.delete(db));
  return lists;
}

/** The coupon a checkout applies: its discount, and what placing needs to take a use of it. */
export interface AppliedCoupon extends CouponLimits {
  id: number;
  discountSatang: number;
}

const USE_REFUSALS = {
  'used-up': msg('checkout.codeUsedUp'),
  'already-used': msg('checkout.codeAlreadyUsed'),
};

/**
 * The coupon `code` applied to `goodsSatang` for `userId`; a code that does not apply (unknown,
 * not running, below its minimum, used up, used by this customer already) is a 400 on its
 * field. Its uses are read without a lock: placing takes one under the coupon's lock.
 */
async function applyCoupon(
  db: Db,
  code: string,
  goodsSatang: number,
  now: Date,
  userId: number,
): Promise<AppliedCoupon | undefined> {
  if (!code) return undefined;
  const [coupon] = await rowsOf<CouponTerms & CouponLimits & { id: number }>(
    db,
    sql`select id, discount_satang as "discountSatang", discount_percent as "discountPercent",
        max_discount_satang as "maxDiscountSatang", min_spend_satang as "minSpendSatang",
        starts_at as "startsAt", ends_at as "endsAt", max_uses as "maxUses",
        max_uses_per_customer as "maxUsesPerCustomer"
      from coupons where code = ${code.toUpperCase()}`,
  );
  const field = 'body.promotionCode';
  if (!coupon) throw fieldError(field, msg('checkout.invalidCode'));
  const verdict = couponDiscount(
    { ...coupon, startsAt: new Date(coupon.startsAt), endsAt: new Date(coupon.endsAt) },
    goodsSatang,
    now,
  );
  if (!verdict.ok) {
    if (verdict.reason === 'below-minimum') {
      throw fieldError(
        field,
        msg('checkout.codeBelowMinimum', { minimum: baht(coupon.minSpendSatang) }),
      );
    }
    throw fieldError(field, msg('checkout.invalidCode'));
  }
  const refusal = couponUseRefusal(coupon, await couponUses(db, coupon.id, userId));
  if (refusal) throw fieldError(field, USE_REFUSALS[refusal]);
  const { id, maxUses, maxUsesPerCustomer } = coupon;
  return { id, maxUses, maxUsesPerCustomer, discountSatang: verdict.discountSatang };
}

/** Placing's own check of a use, under the coupon's lock: its refusal, as a 409's words. */
export const couponUseRefusalText = (refusal: keyof typeof USE_REFUSALS) =>
  msg('checkout.codeRefused', { reason: USE_REFUSALS[refusal] });

/**
 * The shopper's cart of `cartId`, or their live order whose checkout goes by it; anyone else's
 * (a guest's cart included: signing in claims it) is a 404.
 */
export async function shoppersSource(
  db: Db,
  cartId: string,
  userId: number,
  now: Date,
): Promise<CheckoutSource> {
  const cart = await readCart(db, cartId);
  if (cart) {
    if (cart.cart.userId !== userId) throw notFound('cart');
    return cartSource(cart);
  }
  const live = await liveCheckoutOf(db, cartId, userId, now);
  if (!live) throw notFound('cart');
  return { kind: 'live', id: cartId, ...live };
}

/** The stored lines the shopper ticked whose stock no longer covers them. */
function shortLines(cart: Pick<CheckoutSource, 'lines' | 'catalogue'>): NewLine[] {
  return cart.lines.filter((line) => {
    const product = cart.catalogue.products.get(line.productId);
    return (
      line.isCheckBox && (!product || lineOffer(product, line.optionIds).available < line.quantity)
    );
  });
}

export interface ShopperState {
  userId: number;
  /** A company account still waiting for staff approval may look but not buy. */
  approved: boolean;
}

/**
 * The checkout of `request` for the shopper, read from `db` (a transaction when placing) with
 * the shop's `lists` (checkoutLists).
 */
export async function planCheckout(
  db: Db,
  shopper: ShopperState,
  request: CheckoutRequest,
  now: Date,
  { carriers, channels }: CheckoutLists,
  loaded?: CheckoutSource,
): Promise<CheckoutPlan> {
  const source = loaded ?? (await shoppersSource(db, request.cartId, shopper.userId, now));
  const priced = priceCart(source.lines, source.catalogue);
  const chosenOrders = priced.orders
    .map((order) => ({ priced: order, lines: order.lines.filter((line) => line.isCheckBox) }))
    .filter((order) => order.lines.length > 0);
  const productIds = [...new Set(chosenOrders.flatMap((o) => o.lines.map((l) => l.product.id)))];
  const terms = await termsOf(db, productIds);
  const problems: CheckoutPlan['problems'] = [];
  if (!shopper.approved) {
    problems.push({
      code: 'company-not-approved',
      text: msg('checkout.companyPending'),
      sellerId: null,
      productId: null,
    });
  }
  for (const line of shortLines(source)) {
    problems.push({
      code: 'out-of-stock',
      text: msg('checkout.outOfStock'),
      sellerId: line.sellerId,
      productId: line.productId,
    });
  }
  if (!chosenOrders.length) {
    problems.push({
      code: 'nothing-chosen',
      text: msg('checkout.nothingChosen'),
      sellerId: null,
      productId: null,
    });
  }

  const asked = new Map((request.orders ?? []).map((o) => [o.sellerId, o.shippingId]));
  const orders = chosenOrders.map(({ priced: order, lines }) => {
    const lineTerms = lines
      .map((line) => terms.get(line.product.id))
      .filter((t) => t !== undefined);
    const weightGrams = sum(
      lines.map((line) => (terms.get(line.product.id)?.weightGrams ?? 0) * line.quantity),
    );
    const verdict = carriersFor(lineTerms, weightGrams, carriers);
    if (!verdict.ok) {
      const text =
        verdict.reason === 'shipping-not-found'
          ? msg('checkout.shippingNotFound')
          : msg('checkout.shippingServiceNotFound');
      problems.push({ code: verdict.reason, text, sellerId: order.sellerId, productId: null });
    }
    const options = verdict.ok ? verdict.carriers : [];
    const carrier = chosenCarrier(options, asked.get(order.sellerId));
    const subtotalSatang = sum(lines.map((line) => line.priceSatang * line.quantity));
    const discountSatang = sum(lines.map((line) => line.discountSatang));
    return {
      priced: order,
      lines,
      carriers: options,
      carrier,
      weightGrams,
      subtotalSatang,
      discountSatang,
    };
  });

  const goods = orders.map((order) => order.subtotalSatang - order.discountSatang);
  const promotionCode = (request.promotionCode ?? '').toUpperCase();
  const coupon = await applyCoupon(db, promotionCode, sum(goods), now, shopper.userId);
  const shares = shareOut(coupon?.discountSatang ?? 0, goods);
  const planned: PlannedOrder[] = orders.map((order, index) => {
    const couponShare = shares[index] ?? 0;
    const shippingSatang = order.carrier?.feeSatang ?? 0;
    return {
      ...order,
      couponSatang: couponShare,
      shippingSatang,
      totalSatang: order.subtotalSatang - order.discountSatang - couponShare + shippingSatang,
    };
  });

  const allTerms = productIds.map((id) => terms.get(id)).filter((t) => t !== undefined);
  const chosenCarriers = planned.map((order) => order.carrier).filter((c) => c !== undefined);
  const offered = channels.map((c) => ({
    ...c,
    available: channelAvailable(c, allTerms, chosenCarriers),
  }));
  const channel = offered.find((c) => c.id === request.paymentTypeId);
  if (request.paymentTypeId !== undefined && !channel) {
    throw fieldError('body.paymentTypeId', msg('checkout.unknownChannel'));
  }
  if (channel && !channel.available) {
    problems.push({
      code: 'payment-unavailable',
      text: msg('checkout.paymentUnavailable'),
      sellerId: null,
      productId: null,
    });
  }
  const chosen = new Set(
    chosenOrders.flatMap(({ priced: order, lines }) =>
      lines
        .filter((line) => !line.isFree)
        .map(
          (line) =>
            `${order.sellerId}/${lineKey({ productId: line.product.id, optionIds: line.chosen.map((c) => c.option.id) })}`,
        ),
    ),
  );
  const grandTotalSatang = sum(planned.map((order) => order.totalSatang));
  if (grandTotalSatang > MAX_ORDER_SATANG) {
    throw fieldError(
      'body.cartId',
      msg('checkout.tooLarge', { total: baht(grandTotalSatang), max: baht(MAX_ORDER_SATANG) }),
    );
  }
  return {
    source,
    orders: planned,
    coupon,
    unchosen: source.lines.filter((line) => !chosen.has(`${line.sellerId}/${lineKey(line)}`)),
    channels: offered,
    channel,
    promotionCode,
    grandTotalSatang,
    problems,
  };
}
