import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../features/catalogue/list/ProductListPage.tsx';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import {
  parseProductSearch,
  productSearchToUrl,
} from '../../features/catalogue/search/product-search.ts';

export const Route = createFileRoute('/product/')({
  validateSearch: parseProductSearch,
  search: { middlewares: [productSearchToUrl] },
  loaderDeps: ({ search }) => ({ search: parseProductSearch(search) }),
  loader: async ({ context, deps, cause }) =>
    (await catalogueLoaders()).loadProductBrowser(context.queryClient, deps.search, {}, cause),
  pendingComponent: PagePending,
  component: ProductListRoute,
});

function ProductListRoute() {
  return <ProductListPage search={Route.useSearch()} />;
}
