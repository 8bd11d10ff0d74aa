// The cashback an attributed order earns its affiliate, in the ledger (shared/ledger.ts): it
// waits from the moment the order is paid (cash on delivery: placed, as it is ready to ship at
// once), in the paying transaction itself, and is confirmed by confirmDueCashback once the
// order is complete and its return window has passed. Every entry is one of its kind per
// order, so a payment told twice or a job run twice appends nothing more. An order expires
// only unpaid, so an expired order never had cashback waiting, and earns none. A return is
// decided before its order can be complete, so while its cashback still waits: the units it
// refunded take their cashback back (one reversal per return) in the transaction that confirms
// the order's, so the balance never holds what was returned.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { completedBy, expectedConfirmationAt } from '../shared/cashback-rules.ts';
import { appendEntry, closeSource, type LedgerEntry, WAITING_CASHBACK } from '../shared/ledger.ts';
import { STATUS } from '../shared/order-status.ts';

/**
 * Inside the transaction that made the payment `paymentId` paid at `paidAt` (or placed it for
 * cash on delivery): each of its attributed orders that earns anything starts waiting, its
 * reason the checkout's reference code. Called last in that transaction: it holds the
 * affiliate's chain until the commit, so nothing after it may wait on a lock not yet held.
 */
export async function cashbackWaits(tx: Db, paymentId: number, paidAt: Date): Promise<void> {
  const earned = await rowsOf<{
    orderId: number;
    affiliateUserId: number;
    referenceCode: string;
    cashbackSatang: number;
  }>(
    tx,
    sql`select o.id as "orderId", o.affiliate_user_id as "affiliateUserId",
        p.reference_code as "referenceCode", sum(l.cashback_satang)::bigint as "cashbackSatang"
      from orders o join payments p on p.id = o.payment_id
        join order_lines l on l.order_id = o.id
      where o.payment_id = ${paymentId} and o.affiliate_user_id is not null
      group by o.id, p.reference_code
      having sum(l.cashback_satang) > 0
      order by o.id`,
  );
  // Refused only as already recorded: this payment was told before.
  for (const order of earned)
    await appendEntry(tx, {
      userId: order.affiliateUserId,
      kind: 'cashback.waiting',
      sourceId: String(order.orderId),
      amountSatang: order.cashbackSatang,
      reason: order.referenceCode,
      expectedAt: expectedConfirmationAt(paidAt),
      now: paidAt,
    });
}

/**
 * Confirms every waiting cashback whose order was complete RETURN_WINDOW_DAYS or more before
 * `asOf` (staff may decide as at a later time: `npm run staff -- confirm-cashback --as-of`),
 * the entries dated `now`. Answers what it confirmed; run again, it confirms nothing more.
 */
export async function confirmDueCashback(
  db: Db,
  asOf: Date,
  now: Date = asOf,
): Promise<{ confirmed: number; amountSatang: number }> {
  const due = await rowsOf<{ sourceId: string }>(
    db,
    sql`select w.source_id as "sourceId"
      from ${WAITING_CASHBACK} join orders o on o.id::text = w.source_id
      where o.status_id = ${STATUS.complete} and o.received_at <= ${completedBy(asOf)}
      order by w.id`,
  );
  let confirmed = 0;
  let amountSatang = 0;
  for (const { sourceId } of due) {
    const appended = await db.transaction(async (tx) => {
      const closed = await closeSource(tx, { kind: 'cashback.confirmed', sourceId, now });
      if ('entry' in closed) await reverseReturnedCashback(tx, closed.entry, now);
      return closed;
    });
    // Refused only when a run racing this one confirmed it first.
    if ('entry' in appended) {
      confirmed++;
      amountSatang += appended.entry.amountSatang;
    }
  }
  return { confirmed, amountSatang };
}

/** The cashback the completed returns of the order `confirmed` names took back, appended. */
async function reverseReturnedCashback(tx: Db, confirmed: LedgerEntry, now: Date): Promise<void> {
  const returned = await rowsOf<{ id: number; cashbackSatang: number; referenceCode: string }>(
    tx,
    sql`select r.id, r.cashback_satang as "cashbackSatang", p.reference_code as "referenceCode"
      from return_requests r join orders o on o.id = r.order_id
        join payments p on p.id = o.payment_id
      where r.order_id = ${Number(confirmed.sourceId)} and r.status = 'completed'
        and r.cashback_satang > 0`,
  );
  for (const row of returned)
    await appendEntry(tx, {
      userId: confirmed.userId,
      kind: 'cashback.reversed',
      sourceId: String(row.id),
      amountSatang: row.cashbackSatang,
      reason: row.referenceCode,
      now,
    });
}
