import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';
import { PRODUCT_PAGE_SIZE } from './catalogue.ts';

export type StoreSummary = components['schemas']['StoreSummary'];
export type StoreDetail = components['schemas']['StoreDetail'];

export const storesQuery = (pageNo: number) =>
  queryOptions({
    queryKey: ['catalogue', 'stores', pageNo],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/store/list', {
          params: { query: { pageNo, perPage: PRODUCT_PAGE_SIZE } },
          signal,
        }),
      ),
  });

export const storeQuery = (urlKey: string) =>
  queryOptions({
    queryKey: ['catalogue', 'store', urlKey],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/store/{urlKey}', { params: { path: { urlKey } }, signal })),
  });
