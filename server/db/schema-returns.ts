// Returns and refunds (issue 38): a buyer's request to send back lines of a delivered order,
// once per order, decided by staff (server/features/orders/return-rules.ts has the rules and
// the refund's arithmetic). What it refunds is worked out in satang when it is asked for and
// kept, so staff's later moves never recompute money. The refund goes to a bank account the
// buyer names, or back to the card through the provider when the order was paid by card.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema-accounts.ts';
import { orderLines, orders } from './schema-orders.ts';
import type { ReviewPhoto } from './schema-reviews.ts';

export const RETURN_STATUSES = ['waiting', 'in-progress', 'completed', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REASONS = [
  'damaged',
  'wrong-item',
  'not-as-described',
  'missing-parts',
  'expired',
  'changed-mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    /** One request per order: a second is refused (its unique index settles a race). */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    details: text('details').notNull(),
    /** Shopper photos of purpose 'return', kept privately for staff. */
    photos: jsonb('photos').$type<ReviewPhoto[]>().notNull().default([]),
    refundTo: text('refund_to', { enum: ['bank', 'card'] }).notNull(),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    /** What is paid back: the sum of its lines' refunds. */
    refundSatang: bigint('refund_satang', { mode: 'number' }).notNull(),
    /** The order's affiliate cashback the returned units earned, reversed once it is refunded. */
    cashbackSatang: bigint('cashback_satang', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    /** When staff completed (goods received) or refused it. */
    decidedAt: at('decided_at'),
    refusalReason: text('refusal_reason'),
    /** A bank refund: staff's reference for the transfer they made. */
    transferReference: text('transfer_reference'),
    /** A card refund: the provider's refund id (tried again by the sweep until it has one). */
    cardRefundId: text('card_refund_id'),
    /** When the money went back; null while a card refund waits for the provider. */
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('return_requests_user_idx').on(t.userId, t.id),
    index('return_requests_status_idx').on(t.status, t.id),
    check('return_requests_refund_not_negative', sql`${t.refundSatang} >= 0`),
    check(
      'return_requests_bank_account',
      sql`${t.refundTo} = 'card' or (${t.bankName} is not null and ${t.accountName} is not null
        and ${t.accountNumber} is not null)`,
    ),
  ],
);

/** A line sent back: how many of its units, and what they refund. */
export const returnLines = pgTable(
  'return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    refundSatang: bigint('refund_satang', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
