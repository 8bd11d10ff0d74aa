import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../../openapi/storefront.d.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';
import { REFERENCE_STALE } from './categories.ts';

type Schemas = components['schemas'];
export type ProductSummary = Schemas['ProductSummary'];
export type ProductDetail = Schemas['ProductDetail'];
export type ProductSort = Schemas['ProductSort'];
export type Category = Schemas['Category'];
export type PaymentChannel = Schemas['PaymentChannel'];
export type ShippingMethod = Schemas['ShippingMethod'];
/** The query of GET /product/list, as the contract types it. */
export type ProductListQuery = NonNullable<operations['listProducts']['parameters']['query']>;

/** Spec section 9: lists show 10 per page (best sellers: best-sellers.ts). */
export const PRODUCT_PAGE_SIZE = 10;

export const productListQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: ['catalogue', 'products', query],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/product/list', { params: { query }, signal })),
  });

export const productQuery = (urlKey: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', urlKey],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/product/{urlKey}', { params: { path: { urlKey } }, signal })),
  });

/** The contract promises sortOrder; sorting again keeps the filter stable whatever arrives. */
const bySortOrder = <T extends { sortOrder: number }>(items: T[]) =>
  [...items].sort((a, b) => a.sortOrder - b.sortOrder);

export const paymentChannelsQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'payment-channels'],
    queryFn: async ({ signal }) =>
      bySortOrder(unwrap(await api.GET('/paymentChannel/List', { signal })).dataList),
    staleTime: REFERENCE_STALE,
  });

export const shippingMethodsQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'shipping-methods'],
    queryFn: async ({ signal }) =>
      bySortOrder(unwrap(await api.GET('/shipping/List', { signal })).dataList),
    staleTime: REFERENCE_STALE,
  });
