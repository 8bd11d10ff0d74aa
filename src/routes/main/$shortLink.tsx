import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import { shortLinkParams } from '../../features/catalogue/routing/params.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';

/** Short share link of the home page: looked up and followed; an unknown one goes home too. */
export const Route = createFileRoute('/main/$shortLink')({
  params: shortLinkParams,
  loader: async ({ context, params }) =>
    (await catalogueLoaders()).followShortLink(context.queryClient, params.shortLink, {
      unknownGoesHome: true,
    }),
  pendingComponent: PagePending,
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [],
});
