// Stores (logo, banner, rating, product count) for the store list and page, the store
// filter of a category and the store card of a product page.
import { and, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { products, stores } from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';
import { containsPattern } from '../shared/like-pattern.ts';
import { bannerImageOf, imageOf, localize, stars } from '../shared/present.ts';

type Store = components['schemas']['StoreDetail'];

// Counted per store through products_store_idx, so the cost is the store's own products.
// Written out by hand: in a one-table select drizzle leaves column names unqualified, and an
// unqualified "id" inside the subquery binds to products.id, which counted 1 for every store.
const productCount =
  sql<number>`(select count(*) from products where products.store_id = stores.id)`.mapWith(Number);

export function storeOf(
  row: typeof stores.$inferSelect,
  productCount: number,
  culture: Culture,
): Store {
  return {
    id: row.id,
    urlKey: row.urlKey,
    name: localize(culture, row.nameTh, row.nameEn),
    logo: imageOf(row.logo, culture),
    rating: stars(row.ratingTenths),
    province: localize(culture, row.provinceTh, row.provinceEn),
    productCount,
    banner: bannerImageOf(row.banner, culture),
    description: localize(culture, row.descriptionTh, row.descriptionEn),
  };
}

/** `search` matches the Thai or English name; LIKE wildcards in it are taken literally. */
export async function listStores(
  db: Db,
  culture: Culture,
  options: { search?: string | undefined; categoryId?: number; pageNo: number; perPage: number },
) {
  const where: SQL[] = [];
  const search = options.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const byName = or(ilike(stores.nameTh, pattern), ilike(stores.nameEn, pattern));
    if (byName) where.push(byName);
  }
  if (options.categoryId !== undefined) {
    const sells = db
      .select({ one: sql`1` })
      .from(products)
      .where(and(eq(products.storeId, stores.id), eq(products.categoryId, options.categoryId)));
    where.push(exists(sells));
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({ store: stores, productCount })
      .from(stores)
      .where(and(...where))
      .orderBy(desc(stores.ratingTenths), desc(stores.id))
      .limit(options.perPage)
      .offset((options.pageNo - 1) * options.perPage),
    db
      .select({ count: count() })
      .from(stores)
      .where(and(...where)),
  ]);
  return {
    dataList: rows.map((row) => storeOf(row.store, row.productCount, culture)),
    count: total?.count ?? 0,
  };
}

/** The store that `where` selects, or undefined. */
export async function findStore(db: Db, culture: Culture, where: SQL): Promise<Store | undefined> {
  const [row] = await db.select({ store: stores, productCount }).from(stores).where(where);
  return row && storeOf(row.store, row.productCount, culture);
}
