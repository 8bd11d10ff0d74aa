import { createFileRoute } from '@tanstack/react-router';
import { LiveDetailPage } from '../../../../features/catalogue/live/LiveDetailPage.tsx';
import { PagePending } from '../../../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../../../features/catalogue/routing/lazy-loaders.ts';
import { livePostParams } from '../../../../routing/route-params.ts';
import { NotFoundPage } from '../../../../ui/NotFoundPage.tsx';

export const Route = createFileRoute('/live/detail/{-$postTypeId}/{-$id}')({
  params: livePostParams,
  loader: async ({ context, params }) =>
    (await catalogueLoaders()).loadLivePost(context.queryClient, params.id),
  pendingComponent: PagePending,
  // The pending and 404 pages are every page's: only the page itself is a chunk of its own.
  codeSplitGroupings: [['component']],
  notFoundComponent: NotFoundPage,
  component: function LiveDetailRoute() {
    return <LiveDetailPage id={Route.useParams().id ?? 0} />;
  },
});
