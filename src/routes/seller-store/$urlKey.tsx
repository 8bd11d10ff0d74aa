import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import {
  parseProductSearch,
  productSearchToUrl,
} from '../../features/catalogue/search/product-search.ts';
import { StorePage } from '../../features/catalogue/store/StorePage.tsx';
import { urlKeyParams } from '../../routing/route-params.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';

export const Route = createFileRoute('/seller-store/$urlKey')({
  params: urlKeyParams,
  validateSearch: parseProductSearch,
  search: { middlewares: [productSearchToUrl] },
  loaderDeps: ({ search }) => ({ search: parseProductSearch(search) }),
  loader: async ({ context, params, deps, cause }) =>
    (await catalogueLoaders()).loadStore(context.queryClient, params.urlKey, deps.search, cause),
  pendingComponent: PagePending,
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['component']],
  component: StoreRoute,
});

function StoreRoute() {
  return <StorePage urlKey={Route.useParams().urlKey} search={Route.useSearch()} />;
}
