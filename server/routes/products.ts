// Product list with search, filters, sorts and paging; best sellers; product detail.
import { sql } from 'drizzle-orm';
import { recentSearches } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import type { Handlers } from '../http/handler.ts';
import { findProductDetail } from '../queries/product-detail.ts';
import { listProductSummaries } from '../queries/product-list.ts';
import { normalise } from '../search/grams.ts';

export const productHandlers = {
  listProducts: async ({ db, culture, query, userId }) => {
    const { sortBy = 'recommended', pageNo = 1, perPage = 10, ...filters } = query;
    const search = normalise(filters.search ?? '');
    // A signed-in shopper's searches feed the search box history (GET /product/RecentSearch).
    if (userId !== null && search && pageNo === 1) {
      await db
        .insert(recentSearches)
        .values({ userId, search })
        .onConflictDoUpdate({
          target: [recentSearches.userId, recentSearches.search],
          set: { searchedAt: sql`now()` },
        });
    }
    return listProductSummaries(db, culture, { ...filters, sortBy, pageNo, perPage });
  },

  listBestSellers: ({ db, culture, path }) =>
    listProductSummaries(db, culture, { sortBy: 'bestSelling', ...path }),

  getProduct: async ({ db, culture, path }) => {
    const product = await findProductDetail(db, culture, path.urlKey);
    if (!product) throw notFound('product');
    return product;
  },
} satisfies Partial<Handlers>;
