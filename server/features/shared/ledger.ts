// The ledger of money earned, in the database (server/db/schema-affiliates.ts): entries appended
// by the rules of ./ledger-rules.ts, one transaction each. Two appends racing for one owner's
// chain cannot both land (its unique index takes one); the other reads the chain again and is
// decided on what is there then, so two withdrawals racing for one balance never overdraw it,
// and a job run twice appends nothing the second time. Shared, as two features use it: orders
// append the cashback they earn, the affiliate side reads balances and withdraws.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isIntegrityViolation, isUniqueViolation } from '../../db/errors.ts';
import { ledgerEntries } from '../../db/schema-affiliates.ts';
import {
  balanceChangeOf,
  type EntryDraft,
  type LedgerTotals,
  type Refusal,
  refusalOf,
  SOURCE_OF,
  totalsOf,
} from './ledger-rules.ts';

export type Currency = 'cashback' | 'points';
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export interface Append extends EntryDraft {
  userId: number;
  currency?: Currency;
  reason?: string;
  /** A waiting cashback: when it is expected to be confirmed. */
  expectedAt?: Date;
  now: Date;
}

export type Appended = { entry: LedgerEntry } | { refused: Refusal };

/**
 * Appends tried again after losing a race for the chain before giving up (a bug, not load):
 * more than the 10 withdrawals one affiliate may ask for at once, each round landing one.
 */
const RACES = 16;

/** Appends `draft` to its owner's chain, or says why it may not follow what is there. */
export async function appendEntry(db: Db, draft: Append): Promise<Appended> {
  const currency = draft.currency ?? 'cashback';
  const sourceType = SOURCE_OF[draft.kind];
  for (let race = 0; race < RACES; race++) {
    try {
      return await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ seq: ledgerEntries.seq, balance: ledgerEntries.balanceAfterSatang })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.userId, draft.userId), eq(ledgerEntries.currency, currency)))
          .orderBy(desc(ledgerEntries.seq))
          .limit(1);
        const sourceKinds = await tx
          .select({ kind: ledgerEntries.kind })
          .from(ledgerEntries)
          .where(
            and(
              eq(ledgerEntries.currency, currency),
              eq(ledgerEntries.sourceType, sourceType),
              eq(ledgerEntries.sourceId, draft.sourceId),
            ),
          );
        const balance = last?.balance ?? 0;
        const refused = refusalOf(
          draft,
          sourceKinds.map((row) => row.kind),
          balance,
        );
        if (refused) return { refused };
        const change = balanceChangeOf(draft);
        const [entry] = await tx
          .insert(ledgerEntries)
          .values({
            userId: draft.userId,
            currency,
            seq: (last?.seq ?? 0) + 1,
            kind: draft.kind,
            sourceType,
            sourceId: draft.sourceId,
            amountSatang: draft.amountSatang,
            balanceChangeSatang: change,
            balanceAfterSatang: balance + change,
            reason: draft.reason ?? '',
            expectedAt: draft.expectedAt ?? null,
            createdAt: draft.now,
          })
          .returning();
        if (!entry) throw new Error('ledger: the insert returned no row');
        return { entry };
      });
    } catch (error) {
      // Another append took the chain's next place, or the source's kind, first: read again.
      // Committed before this insert's trigger looked, it is refused by the trigger (its
      // entry then the chain's last); committed after, by the chain's unique index.
      if (!isUniqueViolation(error) && !isIntegrityViolation(error)) throw error;
    }
  }
  throw new Error(`ledger: ${RACES} appends to user ${draft.userId}'s chain lost their race`);
}

/** The entry a source's later kinds take their amount from: its waiting cashback, its request. */
export async function entryOfSource(
  db: Db,
  draft: Pick<Append, 'kind' | 'sourceId' | 'currency'>,
): Promise<LedgerEntry | undefined> {
  const [entry] = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.currency, draft.currency ?? 'cashback'),
        eq(ledgerEntries.sourceType, SOURCE_OF[draft.kind]),
        eq(ledgerEntries.sourceId, draft.sourceId),
        eq(ledgerEntries.kind, draft.kind),
      ),
    );
  return entry;
}

/**
 * Closes a source opened by a waiting cashback or a withdrawal's request (`kind` is how: the
 * cashback confirmed or cancelled, the withdrawal refused or transferred), for the amount it
 * was opened with.
 */
export async function closeSource(
  db: Db,
  close: {
    kind:
      | 'cashback.confirmed'
      | 'cashback.cancelled'
      | 'withdrawal.refused'
      | 'withdrawal.transferred';
    sourceId: string;
    currency?: Currency;
    reason?: string;
    now: Date;
  },
): Promise<Appended> {
  const opening = close.kind.startsWith('cashback.') ? 'cashback.waiting' : 'withdrawal.requested';
  const opened = await entryOfSource(db, { ...close, kind: opening });
  if (!opened) return { refused: 'out-of-order' };
  return appendEntry(db, {
    ...close,
    userId: opened.userId,
    amountSatang: opened.amountSatang,
  });
}

/**
 * The cashback still waiting (neither confirmed nor cancelled), as the table `w` of their
 * entries for a hand-written statement to join: `from ${WAITING_CASHBACK} join orders ...`.
 */
export const WAITING_CASHBACK = sql`(select * from ledger_entries w
  where w.currency = 'cashback' and w.source_type = 'order' and w.kind = 'cashback.waiting'
    and not exists (select 1 from ledger_entries c
      where c.currency = 'cashback' and c.source_type = 'order' and c.source_id = w.source_id
        and c.kind in ('cashback.confirmed', 'cashback.cancelled'))) w`;

/** An owner's entries in a currency, oldest first. */
export function entriesOf(db: Db, userId: number, currency: Currency = 'cashback') {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)))
    .orderBy(asc(ledgerEntries.seq));
}

/** An owner's totals, worked out from every entry (they reconcile with the chain's balance). */
export async function totalsFor(
  db: Db,
  userId: number,
  currency: Currency = 'cashback',
): Promise<LedgerTotals> {
  const entries = await entriesOf(db, userId, currency);
  const totals = totalsOf(entries.map((e) => ({ ...e, credit: e.balanceChangeSatang > 0 })));
  const chained = entries.at(-1)?.balanceAfterSatang ?? 0;
  if (totals.balanceSatang !== chained)
    throw new Error(
      `ledger: user ${userId}'s entries sum to ${totals.balanceSatang}, its chain says ${chained}`,
    );
  return totals;
}
