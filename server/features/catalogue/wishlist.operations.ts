// The wishlist (spec sections 1, 4, 7 and 8): a signed-in shopper's products kept for later,
// each once, at most MAX_WISHLIST of them. The spec's three calls save, remove and list the ids
// (the app reads the ids again after each toggle); the profile's menu pages the cards, the
// latest added first, with their stock. The router answers 401 before these run without a
// session.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { page, wholeList } from '../shared/present.ts';
import { productCardsOf } from './product-list.ts';

/** The most products one wishlist holds (the contract's bound on the ids' list). */
export const MAX_WISHLIST = 200;

/**
 * Puts `productId` on `userId`'s wishlist. Under the shopper's row lock, so two saves at once
 * cannot both find room for the last place.
 */
async function save(db: Db, userId: number, productId: number, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
    const [found] = await rowsOf<{ product: boolean; kept: boolean; count: number }>(
      tx,
      sql`select exists (select 1 from products where id = ${productId}) as product,
          exists (select 1 from wishlist_items where user_id = ${userId}
            and product_id = ${productId}) as kept,
          (select count(*) from wishlist_items where user_id = ${userId})::integer as count`,
    );
    if (!found?.product) throw notFound('product');
    if (found.kept) return;
    if (found.count >= MAX_WISHLIST)
      throw fieldError('path.id', msg('wishlist.full', { max: MAX_WISHLIST }));
    await tx.execute(
      sql`insert into wishlist_items (user_id, product_id, added_at)
        values (${userId}, ${productId}, ${now})`,
    );
  });
}

/** The wishlist's product ids, the latest added first. */
const idsOf = async (db: Db, userId: number) =>
  (
    await rowsOf<{ productId: number }>(
      db,
      sql`select product_id as "productId" from wishlist_items where user_id = ${userId}
        order by added_at desc, product_id desc`,
    )
  ).map((row) => row.productId);

export const wishlistHandlers = {
  saveWishListProduct: async ({ db, userId, path }) => {
    await save(db, userId ?? 0, path.id, new Date());
    return null;
  },

  removeWishListProduct: async ({ db, userId, path }) => {
    await db.execute(
      sql`delete from wishlist_items where user_id = ${userId ?? 0} and product_id = ${path.id}`,
    );
    return null;
  },

  listWishListProductIds: async ({ db, userId }) => wholeList(await idsOf(db, userId ?? 0)),

  listWishList: async ({ db, userId, culture, query }) => {
    const { pageNo = 1, perPage = 10 } = query;
    const ids = await idsOf(db, userId ?? 0);
    const shown = ids.slice((pageNo - 1) * perPage, pageNo * perPage);
    return page(await productCardsOf(db, culture, shown), ids.length);
  },
} satisfies Partial<Handlers>;
