// The affiliate's figures and lists (issue 35): their cashback by state, the ledger, their
// links, the orders they earn from and the buyers, masked by the server. Labels come in the
// Culture's language, so the language is part of each key.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

type Schemas = components['schemas'];
export type AffiliateFinance = Schemas['AffiliateFinance'];
export type LedgerEntry = Schemas['AffiliateLedgerEntry'];
export type LedgerEntryKind = Schemas['LedgerEntryKind'];
export type AffiliateShare = Schemas['AffiliateShare'];
export type AffiliateSale = Schemas['AffiliateSale'];
export type AffiliateCustomer = Schemas['AffiliateCustomer'];
export type AffiliateFollower = Schemas['AffiliateFollower'];
export type CashbackState = Schemas['AffiliateCashbackState'];
export type Withdrawal = Schemas['AffiliateWithdrawal'];
export type WithdrawalStatus = Schemas['WithdrawalStatus'];

/** Rows a page of each list shows. */
export const AFFILIATE_PAGE_SIZE = 10;

/** Every affiliate query's first key: what a new withdrawal makes the page read again. */
export const AFFILIATE_KEY = 'affiliate';

const key = (...parts: unknown[]) => [AFFILIATE_KEY, ...parts, readLanguage()];
const page = (pageNo: number) => ({ query: { pageNo, perPage: AFFILIATE_PAGE_SIZE } });

export const affiliateFinanceQuery = () =>
  queryOptions({
    queryKey: key('finance'),
    queryFn: async ({ signal }) => unwrap(await api.GET('/Affiliate/web/getfin/share', { signal })),
  });

export const affiliateLedgerQuery = (pageNo: number) =>
  queryOptions({
    queryKey: key('ledger', pageNo),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/affiliate/ledger', { params: page(pageNo), signal })),
  });

export const affiliateSharesQuery = (pageNo: number) =>
  queryOptions({
    queryKey: key('shares', pageNo),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/affiliate/shares', { params: page(pageNo), signal })),
  });

export const affiliateSalesQuery = (pageNo: number) =>
  queryOptions({
    queryKey: key('sales', pageNo),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/affiliate/sales', { params: page(pageNo), signal })),
  });

export const affiliateCustomersQuery = (pageNo: number) =>
  queryOptions({
    queryKey: key('customers', pageNo),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/affiliate/customers', { params: page(pageNo), signal })),
  });

export const affiliateWithdrawalsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: key('withdrawals', pageNo),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/affiliate/withdrawals', { params: page(pageNo), signal })),
  });

export const affiliateFollowersQuery = (pageNo: number) =>
  queryOptions({
    queryKey: key('followers', pageNo),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/affiliate/followers', { params: page(pageNo), signal })),
  });
