// The checkouts affiliates place for their customers: one by its link's code (what the
// customer's and the affiliate's pages show beside the payment), and the affiliate's list.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type CustomerOrder = components['schemas']['CustomerOrder'];
export type CustomerLink = components['schemas']['CustomerLinksPage']['dataList'][number];

export const CUSTOMER_LINKS_PAGE_SIZE = 10;

export const customerOrderQuery = (customerCode: string) =>
  queryOptions({
    queryKey: ['customer-order', customerCode, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/customer/{customerCode}', { params: { path: { customerCode } }, signal }),
      ),
  });

export const customerLinksQuery = (pageNo: number) =>
  queryOptions({
    queryKey: ['customer-links', pageNo, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/affiliate/customer-orders', {
          params: { query: { pageNo, perPage: CUSTOMER_LINKS_PAGE_SIZE } },
          signal,
        }),
      ),
  });
