import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type StaticPageSlug = components['schemas']['StaticPageSlug'];

export const staticPageQuery = (slug: StaticPageSlug) =>
  queryOptions({
    queryKey: ['static-page', slug],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/StaticPage/{slug}', { params: { path: { slug } }, signal }))
        .staticPage,
    staleTime: 10 * 60_000,
  });
