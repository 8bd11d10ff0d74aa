// A placed checkout's payment and the shopper's orders. Labels come in the Culture's language,
// so the language is part of each key. The payment lives here, not in its feature: checkout
// reads it too.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type Payment = components['schemas']['Payment'];
export type Order = components['schemas']['Order'];
export type OrderStatusId = components['schemas']['OrderStatusId'];
export type OrderStatusCount = components['schemas']['OrderStatusCount'];

/** Orders a page of the list shows. */
export const ORDERS_PAGE_SIZE = 10;

/** Every cached order read (counts, lists, one order): what a change to an order refreshes. */
export const ORDERS_KEY = 'orders';

/** The shopper's orders counted by status: the tabs, without the spec's `all` (id 0). */
export const orderStatusCountsQuery = () =>
  queryOptions({
    queryKey: [ORDERS_KEY, 'counts', readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/Order/OrderStatusWithCount', { signal })).filter(
        (entry): entry is OrderStatusCount & { id: OrderStatusId } => entry.id !== 0,
      ),
  });

/** A page of the shopper's orders of one status, newest first, with their count. */
export const ordersQuery = (statusId: OrderStatusId, pageNo: number) =>
  queryOptions({
    queryKey: [ORDERS_KEY, 'list', statusId, pageNo, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/Order/List', {
          params: { query: { statusId, pageNo, perPage: ORDERS_PAGE_SIZE } },
          signal,
        }),
      ),
  });

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_KEY, 'order', orderId, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/Order/{orderId}', { params: { path: { orderId } }, signal })),
  });

export type UsableCoupon = components['schemas']['UsableCoupon'];

/** The coupons the shopper can use now (the profile's rewards and vouchers). */
export const myCouponsQuery = () =>
  queryOptions({
    queryKey: [ORDERS_KEY, 'coupons', readLanguage()],
    queryFn: async ({ signal }) => unwrap(await api.GET('/user/coupons', { signal })),
  });
