import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import { shortLinkParams } from '../../features/catalogue/routing/params.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';

/** Short share link of an article: looked up, then redirected to its page. */
export const Route = createFileRoute('/a/$shortLink')({
  params: shortLinkParams,
  loader: async ({ context, params }) =>
    (await catalogueLoaders()).followShortLink(context.queryClient, params.shortLink),
  pendingComponent: PagePending,
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [],
});
