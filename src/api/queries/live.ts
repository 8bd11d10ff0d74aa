// Live selling's reads for the seller (issue 36): their posts with the spec's filters, the
// social pages they connected and a page's posts, the products a post may sell, and a post's
// comments with their verdicts. Product names come in the Culture's language, so the language
// is part of each key.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

type Schemas = components['schemas'];
export type LivePostSummary = Schemas['LivePost'];
export type LiveComment = Schemas['LiveComment'];
export type CommentVerdict = Schemas['CommentVerdict'];
export type LiveProduct = Schemas['LiveProduct'];

/** Posts, products and comments a page of the seller's lists shows. */
export const LIVE_PAGE_SIZE = 10;

/** Every live query's first key: what a post saved or moved makes the lists read again. */
export const LIVE_KEY = 'live';

const key = (...parts: unknown[]) => [LIVE_KEY, ...parts, readLanguage()];

export interface LivePostFilter {
  search?: string | undefined;
  status?: 0 | 1 | undefined;
  /** The spec's sortByOrderOrId: 0 newest first, 1 the posts that sold most first. */
  sort?: 0 | 1 | undefined;
  pageNo: number;
}

export const livePostsQuery = ({ search, status, sort, pageNo }: LivePostFilter) =>
  queryOptions({
    queryKey: key('posts', search ?? '', status ?? 'all', sort ?? 0, pageNo),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/live/posts', {
          params: {
            query: { search, status, sortByOrderOrId: sort, pageNo, perPage: LIVE_PAGE_SIZE },
          },
          signal,
        }),
      ),
  });

export const livePagesQuery = () =>
  queryOptions({
    queryKey: key('pages'),
    queryFn: async ({ signal }) => unwrap(await api.GET('/live/pages', { signal })),
  });

export const livePagePostsQuery = (pageId: string) =>
  queryOptions({
    queryKey: key('page-posts', pageId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/live/pages/{pageId}/posts', { params: { path: { pageId } }, signal })),
    enabled: pageId !== '',
  });

export const liveProductsQuery = (search: string, forPost: number | null) =>
  queryOptions({
    queryKey: key('products', search, forPost),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/live/products', {
          params: {
            query: {
              search: search || undefined,
              forPost: forPost ?? undefined,
              perPage: LIVE_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
  });

/**
 * A post's comments, newest first. `seen` is the count of comments the post's figures last
 * reflected: a new figure reads the comments again.
 */
export const livePostCommentsQuery = (id: number, pageNo: number, seen: number) =>
  queryOptions({
    queryKey: key('comments', id, pageNo, seen),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/live/posts/{id}/comments', {
          params: { path: { id }, query: { pageNo, perPage: LIVE_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
