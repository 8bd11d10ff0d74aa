// A buyer's live order (issue 36): made by their comments, told to them by the page's private
// reply with its link, and taken as their shop account's by that link's code, once. The code is
// 128 random bits; wrong ones count against the caller's address, and past the limit every try
// waits, the right one's too. Taking one makes the commenter that member on the page: their
// later orders there are the member's from their first comment. Once its post has finished, its member checks it out as any cart
// (server/features/orders/live-checkout.ts) by its checkoutId. Unpaid a day after its post
// finished and not in a checkout, the order expires and gives its stock back (expireLiveOrders,
// in the server's sweep).
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { noteProductsChanged } from '../../db/product-changes.ts';
import { Conflict, notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { LIVE_ORDER_PAY_MS } from '../shared/live-order-rules.ts';
import { baht, localize, page, pagingOf } from '../shared/present.ts';
import type { RateLimits } from '../shared/rate-limits.ts';

type LiveOrder = components['schemas']['LiveOrder'];

interface OrderRow {
  id: number;
  livePostId: number;
  postName: string;
  buyerName: string;
  status: LiveOrder['status'];
  userId: number | null;
  claimCode: string | null;
  checkoutId: string;
  payment: LiveOrder['payment'];
  createdAt: Date | string;
  finishedAt: Date | string | null;
  lines: {
    id: number;
    keyword: string;
    nameTh: string;
    nameEn: string;
    urlKey: string;
    imageUrl: string;
    quantity: number;
    priceSatang: number;
  }[];
}

/** The live orders `where` says (`o`), as at `now` (a payment past its time shows expired). */
const ordersWhere = (db: Db, now: Date, where: SQL, tail: SQL = sql``) =>
  rowsOf<OrderRow>(
    db,
    sql`select o.id, o.live_post_id as "livePostId", lp.name as "postName",
        o.buyer_name as "buyerName", o.status, o.user_id as "userId",
        o.claim_code as "claimCode", o.checkout_id as "checkoutId",
        (select json_build_object('cartId', p.cart_id, 'referenceCode', p.reference_code,
            'status', case when p.status = 'waiting-payment' and p.expires_at <= ${now}
              then 'expired' else p.status end)
          from payments p where p.id = o.payment_id) as payment,
        o.created_at as "createdAt", lp.finished_at as "finishedAt",
        coalesce((select json_agg(json_build_object('id', l.id, 'keyword', pp.keyword,
            'nameTh', p.name_th, 'nameEn', p.name_en, 'urlKey', p.url_key,
            'imageUrl', coalesce(i.url, ''), 'quantity', l.quantity,
            'priceSatang', pp.price_satang) order by l.id)
          from live_order_lines l
          join live_post_products pp on pp.id = l.live_post_product_id
          join products p on p.id = pp.product_id
          left join product_images i on i.product_id = p.id and i.sort = 0
          where l.live_order_id = o.id), '[]') as lines
      from live_orders o join live_posts lp on lp.id = o.live_post_id
      where ${where} ${tail}`,
  );

const iso = (at: Date | string) => new Date(at).toISOString();

function present(row: OrderRow, userId: number | null, culture: Culture, now: Date): LiveOrder {
  const lines = row.lines.map((line) => ({
    id: line.id,
    keyword: line.keyword,
    name: localize(culture, line.nameTh, line.nameEn),
    urlKey: line.urlKey,
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    price: baht(line.priceSatang),
    total: baht(line.priceSatang * line.quantity),
  }));
  const totalSatang = row.lines.reduce((sum, line) => sum + line.priceSatang * line.quantity, 0);
  const claim: LiveOrder['claim'] =
    row.userId === null ? 'none' : row.userId === userId ? 'yours' : 'others';
  const payBy =
    row.finishedAt === null
      ? null
      : new Date(new Date(row.finishedAt).getTime() + LIVE_ORDER_PAY_MS);
  // Reads never write: an open order past its time shows expired before the sweep marks it.
  const status = row.status === 'open' && payBy !== null && payBy <= now ? 'expired' : row.status;
  const payable = claim === 'yours' && status === 'open' && payBy !== null;
  return {
    id: row.id,
    livePostId: row.livePostId,
    postName: row.postName,
    buyerName: row.buyerName,
    status,
    claim,
    lines,
    total: baht(totalSatang),
    createdAt: iso(row.createdAt),
    payBy: payBy ? payBy.toISOString() : null,
    checkoutId: payable ? row.checkoutId : null,
    payment: claim === 'yours' && row.status === 'checked-out' ? row.payment : null,
  };
}

interface ByCode {
  db: Db;
  now: Date;
  id: number;
  code: string | undefined;
  userId: number | null;
  address: string;
  limits: RateLimits;
}

/** The order by its link's code (a miss counted), or its own member's without one. */
async function orderByCode({ db, now, id, code, userId, address, limits }: ByCode) {
  const [row] = await ordersWhere(db, now, sql`o.id = ${id}`);
  if (row && userId !== null && row.userId === userId && code === undefined) return row;
  await limits.consume('liveOrderMissesPerAddress', address);
  if (!row?.claimCode || code !== row.claimCode) throw notFound('liveOrder');
  await limits.release('liveOrderMissesPerAddress', address);
  return row;
}

export const liveOrderHandlers = {
  getLiveOrder: async ({ db, path, query, userId, culture, client, services }) => {
    const now = services.now();
    const row = await orderByCode({
      db,
      now,
      id: path.id,
      code: query.code,
      userId: userId ?? null,
      address: client.address,
      limits: services.limits,
    });
    return present(row, userId ?? null, culture, now);
  },

  claimLiveOrder: async ({ db, path, body, userId, culture, client, services }) => {
    const member = userId ?? 0;
    const now = services.now();
    await orderByCode({
      db,
      now,
      id: path.id,
      code: body.code,
      userId: member,
      address: client.address,
      limits: services.limits,
    });
    // Once: a conditional update, so two members racing cannot both take it.
    await db.execute(
      sql`update live_orders set user_id = ${member}, claimed_at = ${now}
        where id = ${path.id} and user_id is null`,
    );
    const [after] = await ordersWhere(db, now, sql`o.id = ${path.id}`);
    if (!after) throw notFound('liveOrder');
    const shown = present(after, member, culture, now);
    if (after.userId !== member) throw new Conflict(msg('live.orderTaken'), shown);
    // The commenter is this member on the page from now on (the first member to take one).
    await db.execute(
      sql`insert into live_buyers (page_id, buyer_social_id, user_id, linked_at)
        select lp.page_id, o.buyer_social_id, o.user_id, ${now}
        from live_orders o join live_posts lp on lp.id = o.live_post_id
        where o.id = ${path.id} and o.user_id = ${member}
        on conflict do nothing`,
    );
    return shown;
  },

  listMyLiveOrders: async ({ db, query, userId, culture, services }) => {
    const { limit, offset } = pagingOf(query);
    const now = services.now();
    const where = sql`o.user_id = ${userId ?? 0}`;
    const rows = await ordersWhere(
      db,
      now,
      where,
      sql`order by o.id desc limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::integer as count from live_orders o where ${where}`,
    );
    return page(
      rows.map((row) => present(row, userId ?? null, culture, now)),
      total?.count ?? 0,
    );
  },
} satisfies Partial<Handlers<{ now: () => Date; limits: RateLimits }>>;

/**
 * Expires the live orders left unpaid a day after their post finished, and gives their stock
 * back: each once, however many sweeps run at once (the status moves by a conditional update
 * in the transaction that returns the stock).
 */
export async function expireLiveOrders(db: Db, now: Date): Promise<number> {
  const due = new Date(now.getTime() - LIVE_ORDER_PAY_MS);
  return db.transaction(async (tx) => {
    const expired = await rowsOf<{ id: number }>(
      tx,
      sql`update live_orders o set status = 'expired', expired_at = ${now}
        from live_posts lp
        where lp.id = o.live_post_id and o.status = 'open' and lp.status = 'finished'
          and lp.finished_at < ${due}
        returning o.id`,
    );
    if (!expired.length) return 0;
    const ids = expired.map((row) => row.id);
    const returned = await rowsOf<{ id: number }>(
      tx,
      sql`update products p set stock = p.stock + back.units
        from (select pp.product_id, sum(l.quantity)::integer as units
          from live_order_lines l join live_post_products pp on pp.id = l.live_post_product_id
          where l.live_order_id = any(${sql.param(ids)}::integer[])
          group by pp.product_id) back
        where p.id = back.product_id returning p.id`,
    );
    noteProductsChanged(returned.map((row) => row.id));
    return ids.length;
  });
}
