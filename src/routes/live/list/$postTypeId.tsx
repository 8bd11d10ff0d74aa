import { createFileRoute } from '@tanstack/react-router';
import { LiveListPage } from '../../../features/catalogue/live/LiveListPage.tsx';
import { PagePending } from '../../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../../features/catalogue/routing/lazy-loaders.ts';
import { parsePageSearch } from '../../../features/catalogue/search/product-search.ts';
import { liveListParams } from '../../../routing/route-params.ts';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';

// 1, a Facebook page's live, is the only type there is: another is the 404 page.
export const Route = createFileRoute('/live/list/$postTypeId')({
  params: liveListParams,
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo ?? 1 }),
  loader: async ({ context, params, deps }) =>
    (await catalogueLoaders()).loadLiveList(context.queryClient, params.postTypeId, deps.pageNo),
  pendingComponent: PagePending,
  // The pending and 404 pages are every page's: only the page itself is a chunk of its own.
  codeSplitGroupings: [['component']],
  notFoundComponent: NotFoundPage,
  component: function LiveListRoute() {
    return <LiveListPage pageNo={Route.useSearch().pageNo ?? 1} />;
  },
});
