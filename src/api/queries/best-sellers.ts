import { queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

/** Spec section 9: best sellers show 15 per page. */
export const BEST_SELLER_PAGE_SIZE = 15;

export const bestSellersQuery = (pageNo: number) =>
  queryOptions({
    queryKey: ['catalogue', 'best-sellers', pageNo],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/product/BestSeller/page/{pageNo}/perpage/{perPage}', {
          params: { path: { pageNo, perPage: BEST_SELLER_PAGE_SIZE } },
          signal,
        }),
      ),
  });
