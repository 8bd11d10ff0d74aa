// Search-box helpers: suggestions while typing and the shopper's recent searches.
import { desc, eq } from 'drizzle-orm';
import { recentSearches } from '../db/schema.ts';
import type { Handlers } from '../http/handler.ts';
import { wholeList } from '../present.ts';
import { listProductPage } from '../queries/product-list.ts';

/** The search box shows at most this many (spec section 9). */
const RECENT_SEARCHES = 5;

export const searchHandlers = {
  suggestProducts: async ({ db, culture, query }) => {
    const search = query.search.trim();
    if (!search) return wholeList([]);
    // Same gram index as the product list; best sellers first is what shoppers expect.
    const dataList = await listProductPage(db, culture, {
      search,
      sortBy: 'bestSelling',
      pageNo: 1,
      perPage: query.PerPage ?? 10,
    });
    return wholeList(dataList.map(({ name, urlKey }) => ({ name, urlKey })));
  },

  listRecentSearches: async ({ db, userId }) => {
    // The router answers 401 before this runs when there is no valid token.
    const rows = await db
      .select({ search: recentSearches.search })
      .from(recentSearches)
      .where(eq(recentSearches.userId, userId ?? 0))
      .orderBy(desc(recentSearches.searchedAt))
      .limit(RECENT_SEARCHES);
    return wholeList(rows);
  },
} satisfies Partial<Handlers>;
