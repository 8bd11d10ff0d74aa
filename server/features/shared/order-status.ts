// An order's statuses (the contract's OrderStatusId) with the spec's labels, and the moves
// between them. A checkout's orders share the payment's fate: placed, they wait for payment
// (cash on delivery: ready to ship at once); a slip sent waits for confirmation; paid, they
// are ready to ship; staff ship them, then mark them delivered (still shipped, now reviewable and
// returnable); the shopper (or staff) confirms receipt: complete.
// Unpaid past their time they expire. Shared: the affiliate side shows the orders it earns from.
import { sql } from 'drizzle-orm';
import type { Culture } from '../../http/culture.ts';

export const STATUS = {
  waitingPayment: 1,
  waitingConfirmation: 2,
  readyToShip: 3,
  shipped: 4,
  complete: 5,
  expired: 6,
} as const;

export type StatusId = (typeof STATUS)[keyof typeof STATUS];

/**
 * An order's status at `now` (orders `o` with their payment `p`): one still waiting for a
 * payment past its time is expired, whether or not the sweep (orders/expiry.ts) has marked it
 * yet, so a read never writes and never shows a stale status.
 */
export const statusAt = (now: Date) =>
  sql`(case when o.status_id = ${STATUS.waitingPayment} and p.expires_at <= ${now}
    then ${STATUS.expired} else o.status_id end)`;

const LABELS: Record<StatusId | 0, Record<Culture, string>> = {
  0: { th: 'ทั้งหมด', en: 'All' },
  1: { th: 'รอชำระเงิน', en: 'Waiting for payment' },
  2: { th: 'รอตรวจสอบการชำระเงิน', en: 'Waiting for confirmation' },
  3: { th: 'รอจัดส่ง', en: 'Ready to ship' },
  4: { th: 'จัดส่งแล้ว', en: 'Shipped' },
  5: { th: 'สำเร็จ', en: 'Complete' },
  6: { th: 'คำสั่งซื้อหมดอายุ', en: 'Order expired' },
};

export const statusLabel = (id: StatusId | 0, culture: Culture): string => LABELS[id][culture];

/** A payment's status as its orders' label names it (paid and cash on delivery: ready to ship). */
const PAYMENT_STATUS: Record<string, StatusId> = {
  'waiting-payment': STATUS.waitingPayment,
  'waiting-confirmation': STATUS.waitingConfirmation,
  paid: STATUS.readyToShip,
  'cash-on-delivery': STATUS.readyToShip,
  expired: STATUS.expired,
};

export const paymentStatusLabel = (status: string) => (culture: Culture) =>
  statusLabel(PAYMENT_STATUS[status] ?? STATUS.waitingPayment, culture);

/** The statuses in the order the shopper's tabs show them, `all` (0) first. */
export const TAB_ORDER = [0, 1, 2, 3, 4, 5, 6] as const;

/** What staff or the shopper may do to an order, and the status each needs and leaves. */
export const MOVES = {
  'confirm-payment': {
    from: [STATUS.waitingPayment, STATUS.waitingConfirmation],
    to: STATUS.readyToShip,
  },
  ship: { from: [STATUS.readyToShip], to: STATUS.shipped },
  /** The carrier delivered it: it stays shipped until the buyer confirms receipt. */
  deliver: { from: [STATUS.shipped], to: STATUS.shipped },
  complete: { from: [STATUS.shipped], to: STATUS.complete },
} as const satisfies Record<string, { from: readonly StatusId[]; to: StatusId }>;

export type Move = keyof typeof MOVES;

const MOVE_NAMES: Record<Move, Record<Culture, string>> = {
  'confirm-payment': { th: 'ยืนยันการชำระเงิน', en: 'confirmed as paid' },
  ship: { th: 'จัดส่ง', en: 'shipped' },
  deliver: { th: 'ส่งถึงผู้ซื้อ', en: 'delivered' },
  complete: { th: 'ยืนยันการรับสินค้า', en: 'confirmed as received' },
};

export const moveName = (move: Move) => (culture: Culture) => MOVE_NAMES[move][culture];

export const mayMove = (move: Move, from: number): boolean =>
  (MOVES[move].from as readonly number[]).includes(from);
