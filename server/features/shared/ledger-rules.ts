// The rules of the ledger of money earned (issue 35): cashback now, points later. Every entry
// is appended, never edited; each names its source and is one of a kind per source, so a job
// run twice appends nothing the second time. An entry's effect on what can be withdrawn is
// fixed by its kind:
// - cashback waits (nothing yet) from a paid order's placement, is confirmed (+) once the order
//   is complete and its return window has passed, or is cancelled (nothing) if the order is
//   cancelled or expires first; a return after confirmation reverses it (−);
// - a withdrawal takes its amount (−) when it is requested (in flight counts against the
//   balance), gives it back (+) when refused, and is only marked when transferred.
// Balance = confirmed − reversed − withdrawn − in flight: never below zero.
import type { EntryKind, SourceType } from '../../db/schema-affiliates.ts';

/** Where each kind may come from. */
export const SOURCE_OF: Record<EntryKind, SourceType> = {
  'cashback.waiting': 'order',
  'cashback.confirmed': 'order',
  'cashback.cancelled': 'order',
  'cashback.reversed': 'return',
  'withdrawal.requested': 'withdrawal',
  'withdrawal.refused': 'withdrawal',
  'withdrawal.transferred': 'withdrawal',
  adjustment: 'adjustment',
};

/**
 * The spec's return guarantee (section 9): a return may be asked for this many days after
 * delivery, until receipt is confirmed; an order's cashback waits as long again after its
 * completion before it is confirmed.
 */
export const RETURN_WINDOW_DAYS = 7;

export interface EntryDraft {
  kind: EntryKind;
  /** The order, return, withdrawal or adjustment, as its id. */
  sourceId: string;
  /** Satang, never negative; an adjustment's sign is in `credit`. */
  amountSatang: number;
  /** Adjustments only: whether it adds (true) or takes away. */
  credit?: boolean;
}

/** What an entry does to the balance, in satang. */
export function balanceChangeOf(entry: EntryDraft): number {
  switch (entry.kind) {
    case 'cashback.confirmed':
    case 'withdrawal.refused':
      return entry.amountSatang;
    case 'cashback.reversed':
    case 'withdrawal.requested':
      return -entry.amountSatang;
    case 'adjustment':
      return entry.credit ? entry.amountSatang : -entry.amountSatang;
    default:
      return 0;
  }
}

/** The kinds a source must already have for an entry of `kind` to follow them. */
const NEEDS: Partial<Record<EntryKind, EntryKind>> = {
  'cashback.confirmed': 'cashback.waiting',
  'cashback.cancelled': 'cashback.waiting',
  'withdrawal.refused': 'withdrawal.requested',
  'withdrawal.transferred': 'withdrawal.requested',
};

/** Kinds that close a source: once one is there, the others of the pair cannot follow. */
const CLOSED_BY: Partial<Record<EntryKind, EntryKind[]>> = {
  'cashback.confirmed': ['cashback.cancelled'],
  'cashback.cancelled': ['cashback.confirmed'],
  'withdrawal.refused': ['withdrawal.transferred'],
  'withdrawal.transferred': ['withdrawal.refused'],
};

export type Refusal = 'already-recorded' | 'out-of-order' | 'closed' | 'insufficient-balance';

/**
 * Whether `entry` may follow what its source (and its owner's balance) already has: the kinds
 * its source holds, and the balance before it.
 */
export function refusalOf(
  entry: EntryDraft,
  sourceKinds: readonly EntryKind[],
  balanceSatang: number,
): Refusal | null {
  if (!Number.isSafeInteger(entry.amountSatang) || entry.amountSatang < 0)
    throw new RangeError(`a ledger amount is whole satang, not below zero: ${entry.amountSatang}`);
  if (sourceKinds.includes(entry.kind)) return 'already-recorded';
  const needed = NEEDS[entry.kind];
  if (needed && !sourceKinds.includes(needed)) return 'out-of-order';
  if (CLOSED_BY[entry.kind]?.some((kind) => sourceKinds.includes(kind))) return 'closed';
  if (balanceSatang + balanceChangeOf(entry) < 0) return 'insufficient-balance';
  return null;
}

export interface LedgerTotals {
  /** What can be withdrawn. */
  balanceSatang: number;
  /** Cashback waiting for its order's return window. */
  waitingSatang: number;
  confirmedSatang: number;
  reversedSatang: number;
  /** Withdrawals transferred, and those requested and not yet transferred or refused. */
  withdrawnSatang: number;
  inFlightSatang: number;
}

/** The totals of a chain of entries, oldest first (each figure reconciles with the entries). */
export function totalsOf(entries: readonly EntryDraft[]): LedgerTotals {
  const totals: LedgerTotals = {
    balanceSatang: 0,
    waitingSatang: 0,
    confirmedSatang: 0,
    reversedSatang: 0,
    withdrawnSatang: 0,
    inFlightSatang: 0,
  };
  for (const entry of entries) {
    totals.balanceSatang += balanceChangeOf(entry);
    const amount = entry.amountSatang;
    switch (entry.kind) {
      case 'cashback.waiting':
        totals.waitingSatang += amount;
        break;
      case 'cashback.confirmed':
        totals.waitingSatang -= amount;
        totals.confirmedSatang += amount;
        break;
      case 'cashback.cancelled':
        totals.waitingSatang -= amount;
        break;
      case 'cashback.reversed':
        totals.reversedSatang += amount;
        break;
      case 'withdrawal.requested':
        totals.inFlightSatang += amount;
        break;
      case 'withdrawal.refused':
        totals.inFlightSatang -= amount;
        break;
      case 'withdrawal.transferred':
        totals.inFlightSatang -= amount;
        totals.withdrawnSatang += amount;
        break;
      case 'adjustment':
        break;
    }
  }
  return totals;
}
