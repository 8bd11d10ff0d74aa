// Coupons, placed checkouts and their orders. A checkout placed from a cart is a payment (one
// per checkout, whatever the method) and one order per seller of its chosen lines; what the
// lines cost is copied onto them when placed, so a later price change never alters an order.
// Amounts worked out from quantities (totals, line prices and discounts) are 64-bit satang;
// the server also refuses a checkout above MAX_ORDER_SATANG (orders/checkout-rules.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { paymentChannels, products, shippingMethods, stores } from './schema.ts';
import { users } from './schema-accounts.ts';
import { affiliateClicks } from './schema-affiliates.ts';

/** A coupon: a discount on the goods of a checkout that reaches its minimum spend. */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Upper case; shoppers' codes are compared in upper case. */
  code: text('code').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  /** One of the two: baht off, or a percent off capped by maxDiscountSatang. */
  discountSatang: integer('discount_satang'),
  discountPercent: integer('discount_percent'),
  maxDiscountSatang: integer('max_discount_satang'),
  minSpendSatang: integer('min_spend_satang').notNull().default(0),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  /** Uses in all (1: a single-use code); null for no limit. */
  maxUses: integer('max_uses'),
  /** Uses by one customer; null for no limit. */
  maxUsesPerCustomer: integer('max_uses_per_customer'),
});

/**
 * A coupon used by a placed checkout: taken when it is placed, given back (`releasedAt`) when
 * it expires or is cancelled. A coupon's uses are its rows not given back.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    releasedAt: at('released_at'),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId, t.userId)],
);

/** A chosen option of an order line, with its attribute, named in both languages. */
export interface OrderLineAttribute {
  id: number;
  nameTh: string;
  nameEn: string;
  optionId: number;
  labelTh: string;
  labelEn: string;
}

/** What a shopper sees for the address an order goes to, copied when it is placed. */
export interface ShipTo {
  name: string;
  telephone: string;
  address: string;
}

/**
 * A placed checkout: what is paid, once, for all its orders. `cartId` is the id its cart had
 * (the SPA's repayment and payment pages name it); the cart itself goes on under a new id.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    referenceCode: text('reference_code').notNull().unique(),
    cartId: uuid('cart_id').notNull().unique(),
    /** The cart the lines not chosen went on in (null when none were left): a replay's answer. */
    newCartId: uuid('new_cart_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's Idempotency-Key and a hash of what it asked, so a retry places nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    paymentChannelId: integer('payment_channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    status: text('status', {
      enum: ['waiting-payment', 'waiting-confirmation', 'paid', 'cash-on-delivery', 'expired'],
    }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    promotionCode: text('promotion_code').notNull(),
    shipTo: jsonb('ship_to').$type<ShipTo>().notNull(),
    /** The billing address with a tax id the invoice is made out to, when one was asked for. */
    taxInvoice: jsonb('tax_invoice').$type<ShipTo & { taxId: string }>(),
    createdAt: at('created_at').notNull(),
    /** Null once paid, and for cash on delivery. */
    expiresAt: at('expires_at'),
    /** The last transfer slip sent (kept privately, for staff) and what the shopper read off it. */
    slipPath: text('slip_path'),
    slipAmountSatang: bigint('slip_amount_satang', { mode: 'number' }),
    slipTransferredAt: at('slip_transferred_at'),
    /** Why staff refused the last slip; cleared by the next one. */
    slipRejectReason: text('slip_reject_reason'),
    /** The Culture of the request that placed it: the language of the buyer's e-mails. */
    culture: text('culture', { enum: ['th', 'en'] })
      .notNull()
      .default('th'),
    /**
     * For a checkout an affiliate placed for a customer of theirs (issue 35): the random,
     * unguessable code of the link the customer pays by (/customer/{code}); null otherwise.
     */
    customerCode: text('customer_code').unique(),
  },
  (t) => [
    uniqueIndex('payments_user_key_idx').on(t.userId, t.idempotencyKey),
    index('payments_waiting_idx').on(t.status, t.expiresAt),
  ],
);

/** A seller's part of a placed checkout, and where it is on its way to the shopper. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Copied from the payment, so the shopper's lists need no join to find theirs. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => stores.id),
    /** 1 waiting for payment ... 6 expired (the contract's OrderStatusId). */
    statusId: integer('status_id').notNull(),
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id),
    subtotalSatang: bigint('subtotal_satang', { mode: 'number' }).notNull(),
    discountSatang: bigint('discount_satang', { mode: 'number' }).notNull(),
    couponDiscountSatang: bigint('coupon_discount_satang', { mode: 'number' }).notNull(),
    shippingSatang: bigint('shipping_satang', { mode: 'number' }).notNull(),
    totalSatang: bigint('total_satang', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    receivedAt: at('received_at'),
    /**
     * When the goods reached the buyer (the carrier's word, staff's `deliver`; confirming
     * receipt sets it too if it was not). From then the buyer may review its lines, and may
     * ask for a return for RETURN_WINDOW_DAYS unless they confirm receipt first.
     */
    deliveredAt: at('delivered_at'),
    /**
     * The affiliate whose link's click the order was placed through (shared/attribution.ts),
     * and that click; null when none earns it. A deleted affiliate leaves the buyer's order.
     */
    affiliateUserId: integer('affiliate_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    affiliateClickId: text('affiliate_click_id').references(() => affiliateClicks.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.statusId, t.id),
    index('orders_payment_idx').on(t.paymentId),
    index('orders_affiliate_idx')
      .on(t.affiliateUserId, t.id)
      .where(sql`${t.affiliateUserId} is not null`),
  ],
);

/** A line of an order as it was bought: its price, discount and names are the day's. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    optionIds: integer('option_ids').array().notNull(),
    quantity: integer('quantity').notNull(),
    priceSatang: bigint('price_satang', { mode: 'number' }).notNull(),
    discountSatang: bigint('discount_satang', { mode: 'number' }).notNull(),
    /** What the line earns its order's affiliate, fixed when placed; 0 when none earns it. */
    cashbackSatang: bigint('cashback_satang', { mode: 'number' }).notNull().default(0),
    isFree: boolean('is_free').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    /** The chosen options' names, in both languages, as the cart showed them. */
    attributes: jsonb('attributes').$type<OrderLineAttribute[]>().notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * A card provider's checkout session opened for a payment (card/card-payments.ts): what it
 * charges, and where our side of it is. `open` until the provider says it is paid (then `paid`,
 * or `refund-due` when the payment could no longer take it: expired, or paid by another
 * session; `refunded` once given back) or expired.
 */
export const cardSessions = pgTable(
  'card_sessions',
  {
    /** The provider's session id. */
    id: text('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    /** The provider's payment page while the session is open. */
    url: text('url'),
    /**
     * The SPA's result page the provider sends the payer back to (`/payment/result`, or for a
     * customer's link `/customer/payment/result` or `/affiliate/payment/result`): an open
     * session is offered again only to a payer coming back to the same one.
     */
    backPath: text('back_path').notNull().default('/payment/result'),
    status: text('status', {
      enum: ['open', 'paid', 'refund-due', 'refunded', 'expired'],
    }).notNull(),
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('card_sessions_payment_idx').on(t.paymentId, t.status),
    index('card_sessions_refund_due_idx').on(t.status),
  ],
);

/** A provider's webhook event, kept once it is applied: a redelivery is answered and ignored. */
export const cardEvents = pgTable('card_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  sessionId: text('session_id'),
  receivedAt: at('received_at').notNull(),
});
