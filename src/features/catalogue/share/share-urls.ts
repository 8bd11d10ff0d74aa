import type { QueryClient } from '@tanstack/react-query';
import { productShareQuery, promotionShareQuery } from '../../../api/queries/catalogue-share.ts';

/** Short links open on this site: /pd/{code} for products, /p/{code} for promotions. */
const siteUrl = (path: string) => new URL(path, window.location.origin).href;

export const productShareUrl = async (queryClient: QueryClient, urlKey: string) =>
  siteUrl(`/pd/${(await queryClient.fetchQuery(productShareQuery(urlKey))).shortLink}`);

export const promotionShareUrl = async (queryClient: QueryClient, promotionId: number) =>
  siteUrl(`/p/${(await queryClient.fetchQuery(promotionShareQuery(promotionId))).shortLink}`);

/** Stores have no short link in the contract: their page's own address is shared. */
export const storeShareUrl = (urlKey: string) =>
  Promise.resolve(siteUrl(`/store/${encodeURIComponent(urlKey)}`));
