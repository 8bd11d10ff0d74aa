import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';
import { PRODUCT_PAGE_SIZE } from './catalogue.ts';

type Schemas = components['schemas'];
export type Banner = Schemas['Banner'];
export type BannerImage = Schemas['BannerImage'];
export type Campaign = Schemas['Campaign'];
export type Promotion = Schemas['Promotion'];
export type PromotionRef = Schemas['PromotionRef'];
export type PromotionDetail = Schemas['PromotionDetail'];

export const promotionsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: ['catalogue', 'promotions', pageNo],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/promotion/list', {
          params: { query: { pageNo, perPage: PRODUCT_PAGE_SIZE } },
          signal,
        }),
      ),
  });

export const promotionQuery = (promotionId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'promotion', promotionId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/promotion/{promotionId}', { params: { path: { promotionId } }, signal }),
      ),
  });
