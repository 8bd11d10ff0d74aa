// What an order earns its affiliate, and when (issue 35; ./ledger-rules.ts says what each entry
// does). A line earns its product's cashback per unit, fixed when the order is placed; the
// cashback waits from payment and is confirmed once the order is complete and the return
// window has passed, so a waiting cashback is expected by the end of shipping plus that window,
// and, once its order is complete, exactly at the window's end.
import { businessDaysAfter } from './business-days.ts';
import { RETURN_WINDOW_DAYS } from './ledger-rules.ts';

/** The business days a paid order takes to arrive, at most (spec section 9: 3 to 7). */
export const SHIPPING_BUSINESS_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a line earns: its product's cashback for each unit, never more than the line costs
 * after its discounts; a free gift earns nothing.
 */
export function lineCashbackSatang(line: {
  unitCashbackSatang: number;
  quantity: number;
  totalSatang: number;
  isFree: boolean;
}): number {
  if (line.isFree) return 0;
  return Math.max(0, Math.min(line.unitCashbackSatang * line.quantity, line.totalSatang));
}

/** When an order complete at `completedAt` is past its return window: its cashback confirms. */
const returnWindowEndsAt = (completedAt: Date): Date =>
  new Date(completedAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** The latest completion whose return window has ended at `asOf`. */
export const completedBy = (asOf: Date): Date =>
  new Date(asOf.getTime() - RETURN_WINDOW_DAYS * DAY_MS);

/**
 * When a waiting cashback is expected to be confirmed: its order complete, at the end of its
 * return window; else, paid at `paidAt`, delivered within the shipping days, then the window.
 */
export function expectedConfirmationAt(paidAt: Date, completedAt: Date | null = null): Date {
  return returnWindowEndsAt(completedAt ?? businessDaysAfter(paidAt, SHIPPING_BUSINESS_DAYS));
}
