import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type ShareTargetDetail = components['schemas']['ShareTarget'];

/** A short link never changes once made. */
const SHARE_STALE = 60 * 60_000;

/** Share details of a product, with its short link (/pd/{shortLink}). */
export const productShareQuery = (urlKey: string) =>
  queryOptions({
    queryKey: ['catalogue', 'share', 'product', urlKey],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/product/{urlKey}/share', { params: { path: { urlKey } }, signal })),
    staleTime: SHARE_STALE,
  });

/** Share details of a promotion, with its short link (/p/{shortLink}). */
export const promotionShareQuery = (promotionId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'share', 'promotion', promotionId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/promotion/{urlKey}/share', {
          params: { path: { urlKey: String(promotionId) } },
          signal,
        }),
      ),
    staleTime: SHARE_STALE,
  });

/** What a short link points to. */
export const shareLinkQuery = (shortLink: string) =>
  queryOptions({
    queryKey: ['catalogue', 'share-link', shortLink],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/share/{shortLink}', { params: { path: { shortLink } }, signal })),
    staleTime: SHARE_STALE,
  });
