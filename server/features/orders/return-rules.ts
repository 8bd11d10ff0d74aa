// The rules of a return (issue 38; spec sections 4, 5 and 9): who may ask, what each status and
// reason is called, and what the lines sent back refund. A buyer asks while the order is
// delivered and not yet confirmed as received, within RETURN_WINDOW_DAYS of delivery; staff
// accept it (the goods come back), then complete it when they arrive (the refund is made), or
// refuse it. Money is integer satang, worked out with BigInt so no product of three amounts
// loses a satang, and always rounded down: a refund never exceeds what was paid for its units.
import type { ReturnReason, ReturnStatus } from '../../db/schema-returns.ts';
import type { Culture } from '../../http/culture.ts';
import { RETURN_WINDOW_DAYS } from '../shared/ledger-rules.ts';
import { STATUS } from '../shared/order-status.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const STATUS_LABELS: Record<ReturnStatus, Record<Culture, string>> = {
  waiting: { th: 'รอการตรวจสอบ', en: 'Waiting for review' },
  'in-progress': { th: 'กำลังดำเนินการ', en: 'In progress' },
  completed: { th: 'คืนเงินเรียบร้อย', en: 'Completed with refund' },
  refused: { th: 'ไม่อนุมัติ', en: 'Refused' },
};

export const returnStatusLabel = (status: ReturnStatus) => (culture: Culture) =>
  STATUS_LABELS[status][culture];

export const REASON_LABELS: Record<ReturnReason, Record<Culture, string>> = {
  damaged: { th: 'สินค้าชำรุดหรือเสียหาย', en: 'Damaged' },
  'wrong-item': { th: 'ได้รับสินค้าไม่ตรงกับที่สั่ง', en: 'Wrong item' },
  'not-as-described': { th: 'สินค้าไม่ตรงตามรายละเอียด', en: 'Not as described' },
  'missing-parts': { th: 'สินค้าไม่ครบ', en: 'Missing parts' },
  expired: { th: 'สินค้าหมดอายุ', en: 'Expired' },
  'changed-mind': { th: 'เปลี่ยนใจ', en: 'Changed my mind' },
};

/** A return still open: confirming receipt waits until it is decided. */
export const OPEN_STATUSES: readonly ReturnStatus[] = ['waiting', 'in-progress'];

/** What staff may do to a return, the status each needs and the one it leaves. */
export const RETURN_MOVES = {
  accept: { from: ['waiting'], to: 'in-progress' },
  refuse: { from: ['waiting', 'in-progress'], to: 'refused' },
  receive: { from: ['in-progress'], to: 'completed' },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus }>;

export type ReturnMove = keyof typeof RETURN_MOVES;

export type ReturnRefusal = 'not-delivered' | 'received' | 'window-over';

/** Why an order may not be returned at `now`, or null when it may (its request aside). */
export function returnRefusalOf(
  order: { statusId: number; deliveredAt: Date | null },
  now: Date,
): ReturnRefusal | null {
  if (order.statusId === STATUS.complete) return 'received';
  if (order.statusId !== STATUS.shipped || !order.deliveredAt) return 'not-delivered';
  return order.deliveredAt > deliveredSince(now) ? null : 'window-over';
}

/** The earliest delivery (exclusive) still within its return window at `now`. */
export const deliveredSince = (now: Date): Date =>
  new Date(now.getTime() - RETURN_WINDOW_DAYS * DAY_MS);

/** A line of the order as bought. */
export interface BoughtLine {
  quantity: number;
  priceSatang: number;
  discountSatang: number;
  cashbackSatang: number;
}

/** The order's goods as paid: its lines less their discounts, and its share of the coupon. */
export interface PaidOrder {
  lines: readonly BoughtLine[];
  couponDiscountSatang: number;
}

const lineNet = (line: BoughtLine) =>
  BigInt(line.priceSatang * line.quantity - line.discountSatang);

/** `part` / `whole` of `amount`, rounded down (0 of nothing). */
const shareOf = (amount: bigint, part: bigint, whole: bigint): bigint =>
  whole > 0n && amount > 0n ? (amount * part) / whole : 0n;

/**
 * What `quantity` units of `line` refund: their part of the line as paid (its price less its
 * discount), less their part of the order's coupon (shared by the lines as their goods are).
 */
export function unitsRefundSatang(order: PaidOrder, line: BoughtLine, quantity: number): number {
  const goods = order.lines.reduce((sum, each) => sum + lineNet(each), 0n);
  const paidGoods = goods - BigInt(order.couponDiscountSatang);
  const units = shareOf(lineNet(line), BigInt(quantity), BigInt(line.quantity));
  return Number(shareOf(paidGoods, units, goods));
}

/** The cashback `quantity` units of `line` earned its order's affiliate, rounded down. */
export const unitsCashbackSatang = (line: BoughtLine, quantity: number): number =>
  Number(shareOf(BigInt(line.cashbackSatang), BigInt(quantity), BigInt(line.quantity)));
