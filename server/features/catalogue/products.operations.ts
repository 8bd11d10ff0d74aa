// Product list with search, filters, sorts and paging; best sellers; product detail.
import { notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { findProductDetail } from './product-detail.ts';
import { listProductSummaries } from './product-list.ts';

export const productHandlers = {
  // A GET never writes (the router preloads links): the SPA records a search it ran with
  // POST /product/RecentSearch.
  listProducts: ({ db, culture, query }) => {
    const { sortBy = 'recommended', pageNo = 1, perPage = 10, ...filters } = query;
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
