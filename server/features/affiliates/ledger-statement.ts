// The affiliate's ledger as a statement, newest entry first: each entry as it was appended,
// what it did to the balance and the balance after it. An order's entries all read as its
// waiting cashback does (the checkout's reference code: a confirmation carries no reason of
// its own), and a waiting cashback still open says when it is expected (waiting-cashback.ts).
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import type { EntryKind } from '../../db/schema-affiliates.ts';
import type { LedgerEntry } from '../shared/ledger.ts';
import { baht, type Paging, page } from '../shared/present.ts';
import { waitingCashbackOf } from './waiting-cashback.ts';

type Entry = components['schemas']['AffiliateLedgerEntry'];

export async function ledgerStatement(db: Db, userId: number, { limit, offset }: Paging) {
  const rows = await rowsOf<{
    seq: number;
    kind: EntryKind;
    sourceId: string;
    amountSatang: number;
    balanceChangeSatang: number;
    balanceAfterSatang: number;
    reason: string;
    createdAt: Date | string;
  }>(
    db,
    sql`select e.seq, e.kind, e.source_id as "sourceId", e.amount_satang as "amountSatang",
        e.balance_change_satang as "balanceChangeSatang",
        e.balance_after_satang as "balanceAfterSatang", coalesce(w.reason, e.reason) as reason,
        e.created_at as "createdAt"
      from ledger_entries e
        left join ledger_entries w on e.source_type = 'order' and w.currency = e.currency
          and w.source_type = 'order' and w.source_id = e.source_id
          and w.kind = 'cashback.waiting'
      where e.user_id = ${userId} and e.currency = 'cashback'
      order by e.seq desc limit ${limit} offset ${offset}`,
  );
  const [total] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::integer as count from ledger_entries
      where user_id = ${userId} and currency = 'cashback'`,
  );
  const expected = rows.some((row) => row.kind === 'cashback.waiting')
    ? new Map((await waitingCashbackOf(db, userId)).map((w) => [w.orderId, w.expectedAt]))
    : new Map<number, Date>();
  const entries = rows.map((row) =>
    statementEntry(
      row,
      row.kind === 'cashback.waiting' ? expected.get(Number(row.sourceId)) : undefined,
    ),
  );
  return page(entries, total?.count ?? 0);
}

/** One entry as the statement reads it; `expectedAt` a waiting cashback's still open. */
export const statementEntry = (
  row: Pick<
    LedgerEntry,
    'seq' | 'kind' | 'amountSatang' | 'balanceChangeSatang' | 'balanceAfterSatang' | 'reason'
  > & { createdAt: Date | string },
  expectedAt?: Date,
): Entry => ({
  seq: row.seq,
  kind: row.kind,
  amount: baht(row.amountSatang),
  balanceChange: baht(row.balanceChangeSatang),
  balanceAfter: baht(row.balanceAfterSatang),
  reason: row.reason,
  createdAt: new Date(row.createdAt).toISOString(),
  expectedAt: expectedAt?.toISOString() ?? null,
});
