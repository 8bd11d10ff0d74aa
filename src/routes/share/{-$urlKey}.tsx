import { createFileRoute, redirect } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import { optionalShortLinkParams } from '../../features/catalogue/routing/params.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';

/** /share/{code}: a short link of any kind, like /pd or /p; without one, the home page. */
export const Route = createFileRoute('/share/{-$urlKey}')({
  params: optionalShortLinkParams,
  beforeLoad: ({ params }) => {
    if (params.urlKey === undefined) throw redirect({ to: '/', replace: true });
  },
  loader: async ({ context, params }) => {
    if (params.urlKey !== undefined) {
      await (await catalogueLoaders()).followShortLink(context.queryClient, params.urlKey);
    }
  },
  pendingComponent: PagePending,
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [],
});
