// Search-box helpers: suggestions while typing and the shopper's recent searches.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recentSearches } from '../../db/schema.ts';
import type { Handlers } from '../../http/handler.ts';
import { wholeList } from '../shared/present.ts';
import { normalise } from './grams.ts';
import { listProductPage } from './product-list.ts';

/** The search box shows at most this many (spec section 9). */
const RECENT_SEARCHES = 5;

async function latestSearches(db: Db, userId: number) {
  const rows = await db
    .select({ search: recentSearches.search, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt))
    .limit(RECENT_SEARCHES);
  return rows;
}

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
    // The router answers 401 before this runs when there is no valid session.
    const rows = await latestSearches(db, userId ?? 0);
    return wholeList(rows.map(({ search }) => ({ search })));
  },

  // Records a search the shopper ran (the SPA calls it; GET /product/list writes nothing)
  // and answers the history as it now is.
  saveRecentSearch: async ({ db, userId, body }) => {
    const user = userId ?? 0;
    const search = normalise(body.search);
    if (search) {
      await db
        .insert(recentSearches)
        .values({ userId: user, search })
        .onConflictDoUpdate({
          target: [recentSearches.userId, recentSearches.search],
          set: { searchedAt: sql`now()` },
        });
    }
    const rows = await latestSearches(db, user);
    // Only the latest few are ever shown: older ones go rather than pile up.
    const oldest = rows[RECENT_SEARCHES - 1];
    if (oldest) {
      await db
        .delete(recentSearches)
        .where(
          and(eq(recentSearches.userId, user), lt(recentSearches.searchedAt, oldest.searchedAt)),
        );
    }
    return wholeList(rows.map(({ search }) => ({ search })));
  },
} satisfies Partial<Handlers>;
