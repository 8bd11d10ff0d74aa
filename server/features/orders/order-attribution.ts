// Who an order placed from a cart earns for, and what each of its lines earns (issue 35),
// decided inside the placing transaction: the click the cart names must still attribute (within
// the window, its affiliate still one), and buying through one's own link earns nothing; an
// order an affiliate places for a customer of theirs earns that affiliate, with no click; a live
// order earns its post's seller the cashback left at the post's price. A line's cashback is
// fixed at placement, so a later change to the product's moves nothing.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { CartRow } from '../cart/cart-store.ts';
import { attributedClick } from '../shared/attribution.ts';
import { lineCashbackSatang } from '../shared/cashback-rules.ts';
import type { CheckoutPlan } from './checkout.ts';
import type { LiveCheckout } from './live-checkout.ts';

export interface Attribution {
  affiliateUserId: number;
  /** The click that brought the buyer; null for an order the affiliate placed for a customer. */
  clickId: string | null;
  /** Each chosen line's cashback, by plan order, then line. */
  cashbackSatang: number[][];
}

/** The attribution of an order placed by `buyerId` from `cart` at `now`; null when none earns. */
export async function attributionAt(
  tx: Db,
  cart: CartRow,
  plan: CheckoutPlan,
  buyerId: number,
  now: Date,
): Promise<Attribution | null> {
  const named = { affiliateCode: cart.affiliateCode, clickId: cart.codeShare };
  const click = await attributedClick(tx, [named], now);
  if (!click || click.affiliateUserId === buyerId) return null;
  return earnings(tx, plan, click.affiliateUserId, click.id);
}

/** What each line of `plan` earns `affiliateUserId`, brought by the click `clickId`. */
export async function earnings(
  tx: Db,
  plan: CheckoutPlan,
  affiliateUserId: number,
  clickId: string | null,
): Promise<Attribution> {
  const productIds = [
    ...new Set(plan.orders.flatMap((order) => order.lines.map((line) => line.product.id))),
  ];
  const units = new Map(
    (
      await rowsOf<{ id: number; cashbackSatang: number }>(
        tx,
        sql`select id, cashback_satang as "cashbackSatang" from products
          where id = any(${sql.param(productIds)}::integer[])`,
      )
    ).map((row) => [row.id, row.cashbackSatang]),
  );
  return {
    affiliateUserId,
    clickId,
    cashbackSatang: plan.orders.map((order) =>
      order.lines.map((line) =>
        lineCashbackSatang({
          unitCashbackSatang: units.get(line.product.id) ?? 0,
          quantity: line.quantity,
          totalSatang: line.totalSatang,
          isFree: line.isFree,
        }),
      ),
    ),
  };
}

/**
 * What each line of a live checkout earns its post's seller; none when the seller bought from
 * their own post (as buying through one's own link earns nothing) or is an affiliate no more.
 */
export function liveEarnings(
  live: LiveCheckout,
  plan: CheckoutPlan,
  buyerId: number,
): Attribution | null {
  if (live.sellerUserId === buyerId || !live.sellerIsAffiliate) return null;
  return {
    affiliateUserId: live.sellerUserId,
    clickId: null,
    cashbackSatang: plan.orders.map((order) =>
      order.lines.map((line) =>
        lineCashbackSatang({
          unitCashbackSatang: live.unitCashbackSatang.get(line.product.id) ?? 0,
          quantity: line.quantity,
          totalSatang: line.totalSatang,
          isFree: line.isFree,
        }),
      ),
    ),
  };
}
