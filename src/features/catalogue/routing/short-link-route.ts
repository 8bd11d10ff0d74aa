import type { RouterContext } from '../../../routing/router-context.ts';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';
import { PagePending } from '../PagePending.tsx';
import { catalogueLoaders } from './lazy-loaders.ts';
import { shortLinkParams } from './params.ts';

/**
 * The options every short-link route (/pd /a /n /p /st /main) shares: look the link up and
 * redirect to its page; an unknown link is a 404, or the home page when asked.
 */
export function shortLinkRoute(options: { unknownGoesHome?: boolean } = {}) {
  return {
    params: shortLinkParams,
    loader: async ({
      context,
      params,
    }: {
      context: RouterContext;
      params: { shortLink: string };
    }) =>
      (await catalogueLoaders()).followShortLink(context.queryClient, params.shortLink, options),
    pendingComponent: PagePending,
    notFoundComponent: NotFoundPage,
  };
}
