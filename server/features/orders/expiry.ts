// Unpaid checkouts past their time expire: the payment and its orders are marked so, and the
// stock their lines took and the coupon use they took go back, in one transaction. A live
// order's checkout gives the live order back open instead, under a new checkout id, with the
// stock its comments took: it may be checked out again until its own time to pay ends. A slip sent in time waits for staff
// instead (waiting-confirmation never expires). The server sweeps every EXPIRY_SWEEP_MS; reads
// show a checkout past its time as expired before the sweep gets to it (statusAt), and never
// write.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { STATUS } from '../shared/order-status.ts';
import { releaseCouponUses } from './coupon-uses.ts';
import { giveBackStock } from './stock.ts';

export const EXPIRY_SWEEP_MS = 30_000;

/** Expires what is due at `now`; answers how many checkouts expired. */
export async function expireOverdue(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await rowsOf<{ id: number }>(
      tx,
      sql`update payments set status = 'expired'
        where status = 'waiting-payment' and expires_at <= ${now}
        returning id`,
    );
    if (!due.length) return 0;
    const ids = sql.param(due.map((row) => row.id));
    await tx.execute(
      sql`update orders set status_id = ${STATUS.expired} where payment_id = any(${ids}::integer[])`,
    );
    const reopened = await rowsOf<{ paymentId: number }>(
      tx,
      sql`update live_orders o set status = 'open', payment_id = null,
          checkout_id = gen_random_uuid()
        from (select id, payment_id from live_orders
          where payment_id = any(${ids}::integer[])) was
        where o.id = was.id returning was.payment_id as "paymentId"`,
    );
    const live = new Set(reopened.map((row) => row.paymentId));
    const stockIds = sql.param(due.map((row) => row.id).filter((id) => !live.has(id)));
    const lines = await rowsOf<{ productId: number; optionIds: number[]; quantity: number }>(
      tx,
      sql`select l.product_id as "productId", l.option_ids as "optionIds", l.quantity
        from order_lines l join orders o on o.id = l.order_id
        where o.payment_id = any(${stockIds}::integer[])`,
    );
    await giveBackStock(tx, lines);
    await releaseCouponUses(
      tx,
      due.map((row) => row.id),
      now,
    );
    return due.length;
  });
}
