// A coupon's uses: taken in the transaction that places a checkout, under a lock on the
// coupon's row, so placements racing for its last use go one at a time and only one gets it
// (the rest are refused with the checkout as it is); given back when the checkout expires.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { type CouponLimits, type CouponUses, couponUseRefusal } from './checkout-rules.ts';

/** The coupon's uses not given back, in all and by `userId`. */
export async function couponUses(db: Db, couponId: number, userId: number): Promise<CouponUses> {
  const [row] = await rowsOf<CouponUses>(
    db,
    sql`select count(*) as total, count(*) filter (where user_id = ${userId}) as "byShopper"
      from coupon_uses where coupon_id = ${couponId} and released_at is null`,
  );
  return { total: Number(row?.total ?? 0), byShopper: Number(row?.byShopper ?? 0) };
}

/** Takes one use for `paymentId`, or answers why not (and takes nothing). */
export async function takeCouponUse(
  tx: Db,
  coupon: CouponLimits & { id: number },
  userId: number,
  paymentId: number,
  now: Date,
) {
  await tx.execute(sql`select id from coupons where id = ${coupon.id} for update`);
  const refusal = couponUseRefusal(coupon, await couponUses(tx, coupon.id, userId));
  if (refusal) return refusal;
  await tx.execute(
    sql`insert into coupon_uses (coupon_id, user_id, payment_id, created_at)
      values (${coupon.id}, ${userId}, ${paymentId}, ${now})`,
  );
  return undefined;
}

/** Gives back the uses of checkouts that will not be paid (expired). */
export function releaseCouponUses(tx: Db, paymentIds: number[], now: Date) {
  return tx.execute(
    sql`update coupon_uses set released_at = ${now}
      where payment_id = any(${sql.param(paymentIds)}::integer[]) and released_at is null`,
  );
}
