// The rules of a shopper's return request (issue 38; spec sections 4, 5 and 9): which lines of a
// delivered order can be sent back (not the free gifts), how many of each (1 to what was
// bought), whether what was chosen is enough to go on (a line, a reason, the details, and where
// the refund goes: a bank account's name and 10 to 12 digits, or the card when the order was
// paid by card), the body `POST /Order/{orderId}/return` is sent, and an estimate of the
// refund. The server decides (server/features/orders/return-request.ts, return-rules.ts); this
// says the same earlier (tests/machines/return-request-rules.test.ts checks that the two agree).
import type { components } from '../../openapi/storefront.d.ts';
import { statusOf } from '../shared/api-failure';

type Schemas = components['schemas'];
export type Order = Schemas['Order'];
export type OrderLine = Schemas['OrderLine'];
export type ReturnInput = Schemas['ReturnInput'];
export type ReturnReason = Schemas['ReturnReason'];
export type ReturnReasonChoice = Schemas['ReturnReasonChoice'];
export type ReturnPhoto = Schemas['ReturnPhoto'];
export type ReturnRequest = Schemas['ReturnRequest'];
export type ReturnStatus = Schemas['ReturnStatus'];
/** Where the refund goes, as the shopper fills it in: a bank account, or back to the card. */
export type RefundChoice = ReturnInput['refundTo'];
export type BankRefund = Extract<RefundChoice, { kind: 'bank' }>;

/** The days after delivery a return may be asked for (the spec's return guarantee). */
export const RETURN_WINDOW_DAYS = 7;
/** The photos a request may carry (the spec's 'Too many files' past it). */
export const MAX_RETURN_PHOTOS = 5;
/** The details' length, trimmed, in characters. */
export const DETAILS_MAX = 1000;
/** A bank's and an account holder's name, at most. */
export const ACCOUNT_TEXT_MAX = 100;

/** The contract's OrderStatusId a return depends on: 4 shipped (maybe delivered), 5 complete. */
const ORDER_STATUS = { shipped: 4, complete: 5 } as const;

/** A line chosen to go back, and how many of its units. */
export interface ChosenLine {
  lineId: number;
  quantity: number;
}

/** What the shopper has chosen so far. */
export interface ReturnChoice {
  lines: ChosenLine[];
  reason: ReturnReason | null;
  details: string;
  refundTo: RefundChoice;
  photos: ReturnPhoto[];
}

/** What is missing or wrong in a choice, field by field, for the form to point at. */
export type ReturnProblem =
  | 'lines'
  | 'reason'
  | 'details'
  | 'photos'
  | 'refundTo'
  | 'bankName'
  | 'accountName'
  | 'accountNumber';

/** Why an order without a request cannot be returned now. */
export type Unavailable = 'not-delivered' | 'received' | 'window-over';

/** The lines that can go back: every one but the free gifts. */
export const returnableLines = (order: Pick<Order, 'products'>): OrderLine[] =>
  order.products.filter((line) => line.isFreeProduct !== 1);

/** A quantity asked for, for a line of `bought` units: 0 (not sent back) or 1 to `bought`. */
export function clampReturnQuantity(quantity: number, bought: number): number {
  if (!Number.isFinite(quantity) || quantity < 1 || bought < 1) return 0;
  return Math.min(Math.floor(quantity), bought);
}

/**
 * The lines chosen once `lineId` is set to `quantity` units (0 takes it out): only a returnable
 * line of the order, clamped to what was bought, each line once, in the order's own order.
 */
export function withLine(
  order: Pick<Order, 'products'>,
  chosen: readonly ChosenLine[],
  lineId: number,
  quantity: number,
): ChosenLine[] {
  const lines = returnableLines(order);
  const line = lines.find((each) => each.lineId === lineId);
  if (!line) return [...chosen];
  const units = clampReturnQuantity(quantity, line.quantity);
  const others = chosen.filter((each) => each.lineId !== lineId);
  const next = units === 0 ? others : [...others, { lineId, quantity: units }];
  const position = new Map(lines.map((each, index) => [each.lineId, index]));
  return next.sort((a, b) => (position.get(a.lineId) ?? 0) - (position.get(b.lineId) ?? 0));
}

/** The refund may go back to the card only when the order was paid by card. */
export const canRefundToCard = (order: Pick<Order, 'paymentKind'>): boolean =>
  order.paymentKind === 'card';

/** Where the refund goes until the shopper changes it: the card when paid by card, else a bank. */
export const defaultRefundTo = (order: Pick<Order, 'paymentKind'>): RefundChoice =>
  canRefundToCard(order)
    ? { kind: 'card' }
    : { kind: 'bank', bankName: '', accountName: '', accountNumber: '' };

/** An account number as typed, without the spaces and dashes shoppers group digits with. */
export const accountDigitsOf = (typed: string): string => typed.replace(/[\s-]/g, '');

/** Characters as the contract counts them (code points, not UTF-16 units). */
const lengthOf = (text: string) => [...text].length;

/** Words the server takes: something besides spaces, no NUL, at most `max` once trimmed. */
const isText = (text: string, max: number) => {
  const trimmed = text.trim();
  return trimmed !== '' && lengthOf(trimmed) <= max && !trimmed.includes('\u0000');
};

const isChosenLine = (order: Pick<Order, 'products'>, chosen: ChosenLine) => {
  const line = returnableLines(order).find((each) => each.lineId === chosen.lineId);
  return (
    line !== undefined &&
    Number.isInteger(chosen.quantity) &&
    chosen.quantity >= 1 &&
    chosen.quantity <= line.quantity
  );
};

/** What keeps the choice from going on, in the form's order; empty when it may be sent. */
export function problemsOf(
  choice: ReturnChoice,
  order: Pick<Order, 'products' | 'paymentKind'>,
): ReturnProblem[] {
  const problems: ReturnProblem[] = [];
  const lineIds = new Set(choice.lines.map((line) => line.lineId));
  const linesOk =
    choice.lines.length > 0 &&
    lineIds.size === choice.lines.length &&
    choice.lines.every((line) => isChosenLine(order, line));
  if (!linesOk) problems.push('lines');
  if (choice.reason === null) problems.push('reason');
  if (!isText(choice.details, DETAILS_MAX)) problems.push('details');
  if (choice.photos.length > MAX_RETURN_PHOTOS) problems.push('photos');
  const { refundTo } = choice;
  if (refundTo.kind === 'card') {
    if (!canRefundToCard(order)) problems.push('refundTo');
  } else {
    if (!isText(refundTo.bankName, ACCOUNT_TEXT_MAX)) problems.push('bankName');
    if (!isText(refundTo.accountName, ACCOUNT_TEXT_MAX)) problems.push('accountName');
    if (!/^\d{10,12}$/.test(accountDigitsOf(refundTo.accountNumber)))
      problems.push('accountNumber');
  }
  return problems;
}

/**
 * What `POST /Order/{orderId}/return` is sent for a choice: the words trimmed, the account's
 * digits alone. Only for a choice with a reason (one `problemsOf` finds nothing wrong with).
 */
export function returnInputOf(choice: ReturnChoice): ReturnInput {
  if (choice.reason === null) throw new Error('return request: no reason chosen');
  const { refundTo } = choice;
  return {
    lines: choice.lines.map(({ lineId, quantity }) => ({ lineId, quantity })),
    reason: choice.reason,
    details: choice.details.trim(),
    photoNames: choice.photos.map((photo) => photo.name),
    refundTo:
      refundTo.kind === 'card'
        ? { kind: 'card' }
        : {
            kind: 'bank',
            bankName: refundTo.bankName.trim(),
            accountName: refundTo.accountName.trim(),
            accountNumber: accountDigitsOf(refundTo.accountNumber),
          },
  };
}

const satangOf = (baht: number) => BigInt(Math.round(baht * 100));

/** `part` / `whole` of `amount`, rounded down (0 of nothing). */
const shareOf = (amount: bigint, part: bigint, whole: bigint): bigint =>
  whole > 0n && amount > 0n && part > 0n ? (amount * part) / whole : 0n;

/**
 * An estimate, in satang, of what `quantity` units of line `lineId` refund: their share of the
 * line as paid (its total per unit × units), less their share of the order's coupon, rounded
 * down, as the server works it out. The server's `refund` is what counts.
 */
export function lineRefundEstimateSatang(
  order: Pick<Order, 'products' | 'couponDiscount'>,
  lineId: number,
  quantity: number,
): number {
  const line = returnableLines(order).find((each) => each.lineId === lineId);
  if (!line) return 0;
  const units = BigInt(clampReturnQuantity(quantity, line.quantity));
  const goods = order.products.reduce((sum, each) => sum + satangOf(each.total), 0n);
  const paidGoods = goods - satangOf(order.couponDiscount);
  const unitsPaid = shareOf(satangOf(line.total), units, BigInt(line.quantity));
  return Number(shareOf(paidGoods, unitsPaid, goods));
}

/** The estimate of the whole choice's refund, in satang (the sum of its lines'). */
export const refundEstimateSatang = (
  order: Pick<Order, 'products' | 'couponDiscount'>,
  lines: readonly ChosenLine[],
): number =>
  lines.reduce((sum, line) => sum + lineRefundEstimateSatang(order, line.lineId, line.quantity), 0);

/**
 * Why an order without a request cannot be returned, or null when it can: the server's
 * `canReturn` decides, this only names its reason (delivered, not yet received, 7 days).
 */
export function unavailableReasonOf(
  order: Pick<Order, 'canReturn' | 'returnRequest' | 'statusId' | 'deliveredAt'>,
): Unavailable | null {
  if (order.canReturn || order.returnRequest !== null) return null;
  if (order.statusId === ORDER_STATUS.complete) return 'received';
  if (order.statusId !== ORDER_STATUS.shipped || order.deliveredAt === null) return 'not-delivered';
  return 'window-over';
}

/** A refusal of a return request that names its fields (a 400): the form is fixed, not resent. */
export const isFieldRefusal = (error: unknown): boolean => statusOf(error) === 400;

/**
 * The order's request when a 409 answered one (the order has one already: the wiring puts the
 * envelope's `detail` under `returnRequest`); null for any other failure.
 */
export function existingRequestOf(error: unknown): ReturnRequest | null {
  if (statusOf(error) !== 409) return null;
  const request = (error as { returnRequest?: unknown }).returnRequest;
  return typeof request === 'object' && request !== null ? (request as ReturnRequest) : null;
}
