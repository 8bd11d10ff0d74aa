import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import { parsePageSearch } from '../../features/catalogue/search/product-search.ts';
import { StoreListPage } from '../../features/catalogue/store/StoreListPage.tsx';

/** Spec section 2: /seller-store is the store list too, as /seller-store/{urlKey} is a store. */
export const Route = createFileRoute('/seller-store/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo ?? 1 }),
  loader: async ({ context, deps }) =>
    (await catalogueLoaders()).loadStores(context.queryClient, deps.pageNo),
  pendingComponent: PagePending,
  component: SellerStoreListRoute,
});

function SellerStoreListRoute() {
  return <StoreListPage pageNo={Route.useSearch().pageNo ?? 1} />;
}
