// A live order checked out (issue 36): its lines, made by the buyer's comments under a live post,
// at the post's prices and under no promotion. Their stock has been held since the comments
// took it, so placing takes none; the payment holds it from then on, and an expired payment gives
// the order back open (expiry.ts). Its checkout goes by the order's checkoutId, for the member
// who took the order, once its post has finished and until its time to pay ends. The cashback
// left at the post's price (displayCashback) is what the post's seller earns on each unit.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { fieldError } from '../../http/api-error.ts';
import { msg } from '../../http/messages.ts';
import { catalogueOf } from '../cart/cart-catalogue.ts';
import type { CartCatalogue, CatalogueProduct } from '../cart/cart-catalogue-types.ts';
import type { NewLine } from '../cart/stored-lines.ts';
import { LIVE_ORDER_PAY_MS } from '../shared/live-order-rules.ts';

export interface LiveCheckout {
  liveOrderId: number;
  /** The live post's seller, who earns its cashback while still an affiliate. */
  sellerUserId: number;
  sellerIsAffiliate: boolean;
  /** What one unit of each product earns the seller at the post's price. */
  unitCashbackSatang: Map<number, number>;
}

interface LiveOrderRow {
  id: number;
  userId: number | null;
  status: 'open' | 'checked-out' | 'expired';
  sellerUserId: number;
  sellerIsAffiliate: boolean;
  finishedAt: Date | string | null;
  lines: { productId: number; quantity: number; priceSatang: number; cashbackSatang: number }[];
}

/** Holds the live order of `checkoutId`'s row until the transaction ends (placing it once). */
export async function lockLiveCheckout(tx: Db, checkoutId: string): Promise<void> {
  await tx.execute(sql`select id from live_orders where checkout_id = ${checkoutId} for update`);
}

/**
 * The checkout of the live order `checkoutId` for `userId` at `now`: undefined unless it is that
 * member's; a 400 on the cart id when it cannot be paid (its post still live, already checked
 * out, or its time to pay over).
 */
export async function liveCheckoutOf(db: Db, checkoutId: string, userId: number, now: Date) {
  const [row] = await rowsOf<LiveOrderRow>(
    db,
    sql`select o.id, o.user_id as "userId", o.status, lp.user_id as "sellerUserId",
        s.affiliate_code is not null as "sellerIsAffiliate", lp.finished_at as "finishedAt",
        coalesce((select json_agg(json_build_object('productId', pp.product_id,
            'quantity', l.quantity, 'priceSatang', pp.price_satang,
            'cashbackSatang', pp.cashback_satang) order by l.id)
          from live_order_lines l join live_post_products pp on pp.id = l.live_post_product_id
          where l.live_order_id = o.id), '[]') as lines
      from live_orders o join live_posts lp on lp.id = o.live_post_id
        join users s on s.id = lp.user_id
      where o.checkout_id = ${checkoutId}`,
  );
  if (!row || row.userId !== userId) return undefined;
  const field = 'body.cartId';
  if (row.finishedAt === null) throw fieldError(field, msg('live.checkoutWhileLive'));
  const payBy = new Date(row.finishedAt).getTime() + LIVE_ORDER_PAY_MS;
  if (row.status === 'expired' || payBy <= now.getTime())
    throw fieldError(field, msg('live.checkoutExpired'));
  if (row.status === 'checked-out') throw fieldError(field, msg('live.checkedOut'));

  // A line per ordering comment; the checkout has a line per product.
  const held = new Map<number, (typeof row.lines)[number]>();
  for (const line of row.lines) {
    const kept = held.get(line.productId);
    held.set(line.productId, kept ? { ...kept, quantity: kept.quantity + line.quantity } : line);
  }
  const { catalogue } = await catalogueOf(db, held.keys(), []);
  const products = new Map<number, CatalogueProduct>();
  const lines: NewLine[] = [];
  for (const [productId, line] of held) {
    const product = catalogue.products.get(productId);
    if (!product) continue;
    // The post's price, and exactly the stock the comments took: it is this order's.
    products.set(productId, { ...product, priceSatang: line.priceSatang, stock: line.quantity });
    lines.push({
      productId,
      optionIds: [],
      sellerId: product.storeId,
      quantity: line.quantity,
      isCheckBox: true,
      position: lines.length,
    });
  }
  const liveCatalogue: CartCatalogue = {
    products,
    promotions: new Map(),
    stores: catalogue.stores,
  };
  const live: LiveCheckout = {
    liveOrderId: row.id,
    sellerUserId: row.sellerUserId,
    sellerIsAffiliate: row.sellerIsAffiliate,
    unitCashbackSatang: new Map([...held].map(([id, line]) => [id, line.cashbackSatang])),
  };
  return { lines, catalogue: liveCatalogue, live };
}

/** Placed: the payment holds the order's stock now. */
export async function liveOrderCheckedOut(tx: Db, live: LiveCheckout, paymentId: number) {
  await tx.execute(
    sql`update live_orders set status = 'checked-out', payment_id = ${paymentId}
      where id = ${live.liveOrderId} and status = 'open'`,
  );
}
