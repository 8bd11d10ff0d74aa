// Live selling's public reads (issue 36): the live banners, the posts anyone sees (live first),
// and a post with its products, which its page keeps fresh from the post's event stream.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { ApiError } from '../api-error.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type LivePost = components['schemas']['LivePost'];

/** Posts a page of the live list shows. */
export const LIVE_FEED_PAGE_SIZE = 10;

export const liveBannersQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'banners', 'live'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/Banner/LiveList', { signal })).dataList,
    staleTime: 5 * 60_000,
  });

export const liveFeedQuery = (postTypeId: 1, pageNo: number) =>
  queryOptions({
    queryKey: ['live-feed', postTypeId, pageNo, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/live/feed/{postTypeId}', {
          params: { path: { postTypeId }, query: { pageNo, perPage: LIVE_FEED_PAGE_SIZE } },
          signal,
        }),
      ),
  });

/** The post anyone may see; a 404 for one there is not (the spec's `isSuccess: false`). */
export const publicLivePostQuery = (id: number) =>
  queryOptions({
    queryKey: ['live-post', id, readLanguage()],
    queryFn: async ({ signal }) => {
      const answer = unwrap(await api.GET('/livePost/{id}', { params: { path: { id } }, signal }));
      if (!answer.isSuccess || !answer.data || answer.data.statusId === 0)
        throw new ApiError(404, 'live post not found');
      return answer.data;
    },
  });

export type LiveOrder = components['schemas']['LiveOrder'];

/**
 * A live order by its link's code, or the member's own without one. `member` keys it by who
 * asks: whose it is (`claim`) depends on them.
 */
export const liveOrderQuery = (id: number, code: string | undefined, member: string | null) =>
  queryOptions({
    queryKey: ['live-order', id, code ?? '', member, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/live/orders/{id}', { params: { path: { id }, query: { code } }, signal }),
      ),
  });

export const myLiveOrdersQuery = (pageNo: number, member: string | null) =>
  queryOptions({
    queryKey: ['live-orders', pageNo, member, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/live/orders', {
          params: { query: { pageNo, perPage: LIVE_FEED_PAGE_SIZE } },
          signal,
        }),
      ),
    enabled: member !== null,
  });

/** Takes the order as the signed-in member's; a 409 (another's) is thrown as the others. */
export async function claimLiveOrder(id: number, code: string): Promise<LiveOrder> {
  return unwrap(
    await api.POST('/live/orders/{id}/claim', { params: { path: { id } }, body: { code } }),
  );
}
