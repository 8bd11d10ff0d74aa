import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import { parsePageSearch } from '../../features/catalogue/search/product-search.ts';
import { StoreListPage } from '../../features/catalogue/store/StoreListPage.tsx';

export const Route = createFileRoute('/store/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo ?? 1 }),
  loader: async ({ context, deps }) =>
    (await catalogueLoaders()).loadStores(context.queryClient, deps.pageNo),
  pendingComponent: PagePending,
  component: StoreListRoute,
});

function StoreListRoute() {
  return <StoreListPage pageNo={Route.useSearch().pageNo ?? 1} />;
}
