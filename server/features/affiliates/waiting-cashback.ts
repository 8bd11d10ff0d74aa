// An affiliate's cashback still waiting, as their pages show it: each entry's reason (the
// checkout's reference code) and the date it is expected to be confirmed: the end of its
// order's return window once the order is complete, else the estimate made when it was paid.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { expectedConfirmationAt } from '../shared/cashback-rules.ts';
import { WAITING_CASHBACK } from '../shared/ledger.ts';

export interface WaitingCashback {
  orderId: number;
  amountSatang: number;
  reason: string;
  waitingSince: Date;
  expectedAt: Date;
}

export async function waitingCashbackOf(db: Db, userId: number): Promise<WaitingCashback[]> {
  const rows = await rowsOf<{
    sourceId: string;
    amountSatang: number;
    reason: string;
    createdAt: Date | string;
    expectedAt: Date | string | null;
    receivedAt: Date | string | null;
  }>(
    db,
    sql`select w.source_id as "sourceId", w.amount_satang as "amountSatang", w.reason,
        w.created_at as "createdAt", w.expected_at as "expectedAt", o.received_at as "receivedAt"
      from ${WAITING_CASHBACK} left join orders o on o.id::text = w.source_id
      where w.user_id = ${userId}
      order by w.seq`,
  );
  return rows.map((row) => {
    const waitingSince = new Date(row.createdAt);
    return {
      orderId: Number(row.sourceId),
      amountSatang: row.amountSatang,
      reason: row.reason,
      waitingSince,
      expectedAt: row.receivedAt
        ? expectedConfirmationAt(waitingSince, new Date(row.receivedAt))
        : new Date(row.expectedAt ?? expectedConfirmationAt(waitingSince)),
    };
  });
}
