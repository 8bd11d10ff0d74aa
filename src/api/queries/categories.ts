import { queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

/** Lists that change only when staff edit them (categories, payment and shipping options). */
export const REFERENCE_STALE = 10 * 60_000;

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/category/List', { signal })).dataList,
    staleTime: REFERENCE_STALE,
  });
