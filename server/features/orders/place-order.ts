// Placing a checkout, in one transaction:
//
// 1. The cart's row is locked first, so two placements of one cart (a double click, a retry,
//    two tabs) go one after the other; the second then finds the first's payment under its
//    Idempotency-Key and answers it, placing nothing (another body under that key is a 400).
// 2. The checkout is worked out again from the server's prices; problems, or a grand total that
//    is not the one the shopper was shown, place nothing (409 with the checkout as it is).
// 3. Stock is taken with `stock >= quantity` checked by the update itself, after locking the
//    rows in id order (two placements never wait on each other in a circle): of two shoppers
//    racing for the last unit, the second's update finds too little and nothing is placed.
// 4. The payment, one order per seller and their lines are written, with the affiliate the
//    cart's click attributes them to and each line's cashback (order-attribution.ts); the
//    coupon's use is taken under its row's lock (of placements racing for its last use, one
//    gets it, the rest are a 409); the cart is deleted and the lines not chosen go on in a new
//    cart, with its affiliate's codes. Cash on delivery is accepted at once: its cashback
//    starts waiting last (cashback.ts).
//
// A live order's checkout (live-checkout.ts) is placed the same way, its row locked instead of a
// cart's, except that its stock is held already and its lines earn the live post's seller.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ShipTo } from '../../db/schema-orders.ts';
import { Conflict, fieldError } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import { msg } from '../../http/messages.ts';
import { deleteCart, insertCart, type LoadedCart, lockCart } from '../cart/cart-store.ts';
import { affiliateOf } from '../shared/members.ts';
import { STATUS } from '../shared/order-status.ts';
import { satang } from '../shared/present.ts';
import { cashbackWaits } from './cashback.ts';
import {
  type CheckoutLists,
  type CheckoutPlan,
  checkoutLists,
  couponUseRefusalText,
  planCheckout,
  type ShopperState,
  shoppersSource,
} from './checkout.ts';
import { checkoutOf } from './checkout-view.ts';
import { takeCouponUse } from './coupon-uses.ts';
import { liveOrderCheckedOut, lockLiveCheckout } from './live-checkout.ts';
import { attributionAt, earnings, liveEarnings } from './order-attribution.ts';
import { type PaymentRow, paymentById, paymentOf } from './payment-view.ts';
import { moveStock, tally } from './stock.ts';

type Schemas = components['schemas'];
type PlaceOrderRequest = Schemas['PlaceOrderRequest'];

export interface PlaceContext {
  shopper: ShopperState;
  idempotencyKey: string;
  now: Date;
  expiryMinutes: number;
  promptPayId: string;
  culture: Culture;
  /** Told the new payment's id once the placement has committed (never for a replay). */
  placed?: (paymentId: number) => void;
}

/** The request in a fixed shape, hashed: the same key with another body is refused. */
function requestHash(body: PlaceOrderRequest): string {
  const canonical = {
    cartId: body.cartId,
    promotionCode: (body.promotionCode ?? '').toUpperCase(),
    addressId: body.addressId,
    taxInvoiceAddressId: body.taxInvoiceAddressId ?? null,
    paymentTypeId: body.paymentTypeId,
    orders: [...(body.orders ?? [])].sort((a, b) => a.sellerId - b.sellerId),
    expectedTotal: satang(body.expectedTotal),
    // Only when asked, so the hashes of every other request stay as they were.
    ...(body.forCustomer && { forCustomer: true }),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 letters and digits (none that read alike), about 60 bits: not guessable, easy to read out. */
const newReferenceCode = () =>
  Array.from({ length: 12 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('');

/**
 * An order an affiliate places for a customer goes to the customer: one shipped to the
 * affiliate's own phone would be their own purchase earning them cashback (a 400).
 */
async function mustShipToACustomer(tx: Db, affiliateUserId: number, shipTo: ShipTo) {
  const [own] = await rowsOf<{ telephone: string }>(
    tx,
    sql`select telephone from users where id = ${affiliateUserId}`,
  );
  if (own?.telephone === shipTo.telephone)
    throw fieldError('body.addressId', msg('checkout.forCustomerOwnAddress'));
}

/** 128 random bits: the link a customer pays by is its own key, so it must not be guessable. */
const newCustomerCode = () => randomBytes(16).toString('base64url');

interface AddressRow {
  firstname: string;
  lastname: string;
  telephone: string;
  address: string;
  road: string;
  subdistrictNameTh: string;
  districtNameTh: string;
  provinceNameTh: string;
  zipCode: string;
  taxId: string | null;
}

async function shoppersAddress(tx: Db, userId: number, id: number, field: string) {
  const [row] = await rowsOf<AddressRow>(
    tx,
    sql`select firstname, lastname, telephone, address, road,
        subdistrict_name_th as "subdistrictNameTh", district_name_th as "districtNameTh",
        province_name_th as "provinceNameTh", zip_code as "zipCode", tax_id as "taxId"
      from user_addresses where id = ${id} and user_id = ${userId}`,
  );
  if (!row) throw fieldError(field, msg('checkout.notYourAddress'));
  return row;
}

/** The address as the parcel's label has it, Thai names (the carriers' language). */
const shipToOf = (row: AddressRow): ShipTo => ({
  name: `${row.firstname} ${row.lastname}`.trim(),
  telephone: row.telephone,
  address: [
    row.address,
    row.road,
    row.subdistrictNameTh,
    row.districtNameTh,
    row.provinceNameTh,
    row.zipCode,
  ]
    .filter(Boolean)
    .join(' '),
});

/** Stock taken for every chosen line (gifts too), product and options; false if any is short. */
async function takeStock(tx: Db, plan: CheckoutPlan): Promise<boolean> {
  const lines = plan.orders.flatMap((order) => order.lines);
  const products = tally(lines.map((line) => [line.product.id, -line.quantity]));
  const options = tally(
    lines.flatMap((line) =>
      line.chosen.map(({ option }): [number, number] => [option.id, -line.quantity]),
    ),
  );
  // A short product rolls the transaction back, so the options' stock is never left taken.
  return (
    (await moveStock(tx, 'products', products)) &&
    (await moveStock(tx, 'product_attribute_options', options))
  );
}

/** The cart placed is gone; the lines not chosen go on in a new one, with its affiliate's codes. */
async function cartAfter(tx: Db, userId: number, cart: LoadedCart, plan: CheckoutPlan) {
  await deleteCart(tx, cart.cart.id);
  const { affiliateCode, codeShare, referer } = cart.cart;
  return plan.unchosen.length
    ? await insertCart(tx, userId, { affiliateCode, codeShare, referer }, plan.unchosen)
    : undefined;
}

async function replay(tx: Db, context: PlaceContext, hash: string) {
  const { shopper, idempotencyKey: key, now, culture } = context;
  const userId = shopper.userId;
  const [existing] = await rowsOf<PaymentRow & { requestHash: string }>(
    tx,
    sql`select id, request_hash as "requestHash" from payments
      where user_id = ${userId} and idempotency_key = ${key}`,
  );
  if (!existing) return undefined;
  if (existing.requestHash !== hash) {
    throw fieldError('header.idempotency-key', msg('checkout.keyReused'));
  }
  const payment = await paymentById(tx, now, existing.id);
  return {
    payment: paymentOf(payment, culture, context.promptPayId),
    newCartId: payment.newCartId,
  };
}

export async function placeOrder(
  db: Db,
  body: PlaceOrderRequest,
  context: PlaceContext,
): Promise<Schemas['PlacedOrder']> {
  const hash = requestHash(body);
  const lists = await checkoutLists(db);
  try {
    return await placeOnce(db, body, context, hash, lists);
  } catch (error) {
    // The same key placing another cart at the same moment: the first to commit has it.
    if (!isUniqueViolation(error)) throw error;
    const replayed = await replay(db, context, hash);
    if (!replayed) throw error;
    return replayed;
  }
}

async function placeOnce(
  db: Db,
  body: PlaceOrderRequest,
  context: PlaceContext,
  hash: string,
  lists: CheckoutLists,
): Promise<Schemas['PlacedOrder']> {
  const { shopper, idempotencyKey, now, culture } = context;
  let placedId: number | undefined;
  const answer = await db.transaction(async (tx) => {
    if (!(await lockCart(tx, body.cartId))) await lockLiveCheckout(tx, body.cartId);
    const replayed = await replay(tx, context, hash);
    if (replayed) return replayed;
    const source = await shoppersSource(tx, body.cartId, shopper.userId, now);
    // Only a verified affiliate places an order for a customer (a 403 otherwise), from a cart.
    if (body.forCustomer && source.kind === 'live')
      throw fieldError('body.forCustomer', msg('live.checkoutForCustomer'));
    const forCustomer = body.forCustomer ? await affiliateOf(tx, shopper.userId) : null;
    const plan = await planCheckout(tx, shopper, body, now, lists, source);
    const shipTo = shipToOf(
      await shoppersAddress(tx, shopper.userId, body.addressId, 'body.addressId'),
    );
    const invoice =
      body.taxInvoiceAddressId === undefined
        ? null
        : await shoppersAddress(
            tx,
            shopper.userId,
            body.taxInvoiceAddressId,
            'body.taxInvoiceAddressId',
          );
    if (invoice && !invoice.taxId)
      throw fieldError('body.taxInvoiceAddressId', msg('checkout.noTaxId'));
    if (forCustomer) await mustShipToACustomer(tx, forCustomer.id, shipTo);
    const [problem] = plan.problems;
    if (problem) throw new Conflict(problem.text, checkoutOf(plan, body.addressId, culture));
    if (!plan.channel) throw fieldError('body.paymentTypeId', msg('checkout.unknownChannel'));
    // Cash on delivery is paid to the carrier: there is no link for the customer to pay by.
    if (forCustomer && plan.channel.kind === 'cod')
      throw fieldError('body.forCustomer', msg('checkout.forCustomerCod'));
    if (plan.grandTotalSatang !== satang(body.expectedTotal)) {
      const total = plan.grandTotalSatang / 100;
      throw new Conflict(
        msg('checkout.totalChanged', { total }),
        checkoutOf(plan, body.addressId, culture),
      );
    }
    // A live order's stock was taken by the comments that made it.
    if (source.kind === 'cart' && !(await takeStock(tx, plan))) {
      throw new Conflict(msg('checkout.outOfStock'), checkoutOf(plan, body.addressId, culture));
    }

    const attribution =
      source.kind === 'live'
        ? liveEarnings(source.live, plan, shopper.userId)
        : forCustomer
          ? await earnings(tx, plan, forCustomer.id, null)
          : await attributionAt(tx, source.cart.cart, plan, shopper.userId, now);
    const newCart =
      source.kind === 'cart' ? await cartAfter(tx, shopper.userId, source.cart, plan) : undefined;
    const cod = plan.channel.kind === 'cod';
    const referenceCode = newReferenceCode();
    const customerCode = forCustomer ? newCustomerCode() : null;
    const expiresAt = cod ? null : new Date(now.getTime() + context.expiryMinutes * 60_000);
    const [payment] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into payments (reference_code, cart_id, new_cart_id, user_id, idempotency_key,
          request_hash, payment_channel_id, status, amount_satang, promotion_code, ship_to,
          tax_invoice, created_at, expires_at, culture, customer_code)
        values (${referenceCode}, ${source.id}, ${newCart?.id ?? null}, ${shopper.userId},
          ${idempotencyKey}, ${hash}, ${plan.channel.id},
          ${cod ? 'cash-on-delivery' : 'waiting-payment'}, ${plan.grandTotalSatang},
          ${plan.promotionCode}, ${JSON.stringify(shipTo)}::jsonb,
          ${invoice ? JSON.stringify({ ...shipToOf(invoice), taxId: invoice.taxId }) : null}::jsonb,
          ${now}, ${expiresAt}, ${culture}, ${customerCode})
        returning id`,
    );
    if (!payment) throw new Error('the payment was not inserted');
    if (plan.coupon) {
      const refusal = await takeCouponUse(tx, plan.coupon, shopper.userId, payment.id, now);
      if (refusal)
        throw new Conflict(
          couponUseRefusalText(refusal),
          checkoutOf(plan, body.addressId, culture),
        );
    }
    const orderIds: number[] = [];
    for (const [o, order] of plan.orders.entries()) {
      const lines = order.lines.map((line, l) => ({
        productId: line.product.id,
        optionIds: line.chosen.map(({ option }) => option.id),
        quantity: line.quantity,
        priceSatang: line.priceSatang,
        discountSatang: line.discountSatang,
        cashbackSatang: attribution?.cashbackSatang[o]?.[l] ?? 0,
        isFree: line.isFree,
        nameTh: line.product.nameTh,
        nameEn: line.product.nameEn,
        attributes: line.chosen.map(({ attribute, option }) => ({
          id: attribute.id,
          nameTh: attribute.nameTh,
          nameEn: attribute.nameEn,
          optionId: option.id,
          labelTh: option.labelTh,
          labelEn: option.labelEn,
        })),
      }));
      // The order and its lines (an order has one at least) in one statement.
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`with o as (
            insert into orders (payment_id, user_id, seller_id, status_id, shipping_method_id,
              subtotal_satang, discount_satang, coupon_discount_satang, shipping_satang,
              total_satang, created_at, affiliate_user_id, affiliate_click_id)
            values (${payment.id}, ${shopper.userId}, ${order.priced.sellerId},
              ${cod ? STATUS.readyToShip : STATUS.waitingPayment}, ${order.carrier?.id ?? null},
              ${order.subtotalSatang}, ${order.discountSatang}, ${order.couponSatang},
              ${order.shippingSatang}, ${order.totalSatang}, ${now},
              ${attribution?.affiliateUserId ?? null}, ${attribution?.clickId ?? null})
            returning id
          )
          insert into order_lines (order_id, product_id, option_ids, quantity, price_satang,
            discount_satang, cashback_satang, is_free, name_th, name_en, attributes)
          select o.id, l."productId", l."optionIds", l.quantity, l."priceSatang",
            l."discountSatang", l."cashbackSatang", l."isFree", l."nameTh", l."nameEn",
            l.attributes
          from o, json_to_recordset(${JSON.stringify(lines)}::json) as l("productId" integer,
            "optionIds" integer[], quantity integer, "priceSatang" bigint,
            "discountSatang" bigint, "cashbackSatang" bigint, "isFree" boolean, "nameTh" text,
            "nameEn" text, attributes jsonb)
          returning order_id as id`,
      );
      if (!row) throw new Error('the order was not inserted');
      orderIds.push(row.id);
    }
    if (source.kind === 'live') await liveOrderCheckedOut(tx, source.live, payment.id);
    if (cod && attribution) await cashbackWaits(tx, payment.id, now);
    // What was just written, without reading it back.
    const placed: PaymentRow = {
      id: payment.id,
      referenceCode,
      cartId: source.id,
      newCartId: newCart?.id ?? null,
      userId: shopper.userId,
      status: cod ? 'cash-on-delivery' : 'waiting-payment',
      amountSatang: plan.grandTotalSatang,
      createdAt: now,
      expiresAt,
      channel: plan.channel,
      orderIds,
      slipRejectReason: null,
      customerCode,
      recipient: shipTo.name,
    };
    placedId = payment.id;
    return {
      payment: paymentOf(placed, culture, context.promptPayId),
      newCartId: newCart?.id ?? null,
    };
  });
  if (placedId !== undefined) context.placed?.(placedId);
  return answer;
}
