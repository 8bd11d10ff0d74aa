// Seller stores.
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { findStore, listStores } from './stores.ts';

export const storeHandlers = {
  listStores: ({ db, culture, query }) => {
    const { pageNo = 1, perPage = 10, search } = query;
    return listStores(db, culture, { search, pageNo, perPage });
  },

  getStore: async ({ db, culture, path }) => {
    const store = await findStore(db, culture, eq(stores.urlKey, path.urlKey));
    if (!store) throw notFound('store');
    return store;
  },
} satisfies Partial<Handlers>;
