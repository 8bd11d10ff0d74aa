// The rules of an affiliate's withdrawal (issue 35, spec sections 6 and 9): only a verified
// affiliate withdraws (seller status, and the bank account staff verified with the
// application); at least MIN_WITHDRAWAL_SATANG and at most the balance; staff review it,
// approve it, then transfer it within TRANSFER_BUSINESS_DAYS Thai business days of the request,
// or refuse it with a reason at any point before the transfer.
import type { WithdrawalStatus } from '../../db/schema-affiliates.ts';

/** The least a withdrawal takes: a transfer's fee is not worth less (฿100). */
export const MIN_WITHDRAWAL_SATANG = 100_00;

/** Spec section 9: withdrawals are transferred in 1-3 business days. */
export const TRANSFER_BUSINESS_DAYS = 3;

export type AmountRefusal = 'not-whole-satang' | 'below-minimum' | 'above-balance';

/** Whether `baht` is a whole number of satang (at most 2 decimals, as typed). */
export function isWholeSatang(baht: number): boolean {
  const satang = Math.round(baht * 100);
  return Number.isSafeInteger(satang) && Math.abs(baht * 100 - satang) <= 1e-6;
}

/** Whether `baht` can be withdrawn from `balanceSatang`: null if so, else why not. */
export function amountRefusal(baht: number, balanceSatang: number): AmountRefusal | null {
  if (!isWholeSatang(baht)) return 'not-whole-satang';
  const satang = Math.round(baht * 100);
  if (satang < MIN_WITHDRAWAL_SATANG) return 'below-minimum';
  if (satang > balanceSatang) return 'above-balance';
  return null;
}

/** What staff do to a withdrawal. */
export const WITHDRAWAL_MOVES = ['review', 'approve', 'transfer', 'refuse'] as const;
export type WithdrawalMove = (typeof WITHDRAWAL_MOVES)[number];

/** The statuses each move is taken from (a conditional update's `where`). */
const MOVABLE_FROM: Record<WithdrawalMove, readonly WithdrawalStatus[]> = {
  review: ['requested'],
  approve: ['review'],
  transfer: ['approved'],
  refuse: ['requested', 'review', 'approved'],
};

export const movableFrom = (move: WithdrawalMove): readonly WithdrawalStatus[] =>
  MOVABLE_FROM[move];
