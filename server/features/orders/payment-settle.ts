// A checkout paid: its payment marked paid, all its orders ready to ship and the cashback they
// earn waiting (cashback.ts), in one transaction, only from the statuses given and before its
// time is up, so a payment racing the expiry sweep, or paid twice, changes nothing the second
// time.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { STATUS } from '../shared/order-status.ts';
import { cashbackWaits } from './cashback.ts';

export type PaymentStatus = 'waiting-payment' | 'waiting-confirmation';

/** True when this call marked it paid. */
export function markPaid(db: Db, paymentId: number, now: Date, from: PaymentStatus[]) {
  return db.transaction((tx) => markPaidIn(tx, paymentId, now, from));
}

/** markPaid inside a transaction of the caller's (with what else it records of the payment). */
export async function markPaidIn(tx: Db, paymentId: number, now: Date, from: PaymentStatus[]) {
  const paid = await rowsOf(
    tx,
    sql`update payments set status = 'paid', expires_at = null
      where id = ${paymentId} and status = any(${sql.param(from)}::text[])
        and (expires_at is null or expires_at > ${now})
      returning id`,
  );
  if (!paid.length) return false;
  await tx.execute(
    sql`update orders set status_id = ${STATUS.readyToShip} where payment_id = ${paymentId}`,
  );
  await cashbackWaits(tx, paymentId, now);
  return true;
}
