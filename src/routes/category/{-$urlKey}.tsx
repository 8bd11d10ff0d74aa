import { createFileRoute } from '@tanstack/react-router';
import {
  CategoryIndexPage,
  CategoryPage,
} from '../../features/catalogue/category/CategoryPage.tsx';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import {
  parseProductSearch,
  productSearchToUrl,
} from '../../features/catalogue/search/product-search.ts';
import { optionalUrlKeyParams } from '../../routing/route-params.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';

export const Route = createFileRoute('/category/{-$urlKey}')({
  params: optionalUrlKeyParams,
  validateSearch: parseProductSearch,
  search: { middlewares: [productSearchToUrl] },
  loaderDeps: ({ search }) => ({ search: parseProductSearch(search) }),
  loader: async ({ context, params, deps, cause }) =>
    (await catalogueLoaders()).loadCategory(context.queryClient, params.urlKey, deps.search, cause),
  pendingComponent: PagePending,
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['component']],
  component: CategoryRoute,
});

function CategoryRoute() {
  const { urlKey } = Route.useParams();
  const search = Route.useSearch();
  return urlKey === undefined ? (
    <CategoryIndexPage />
  ) : (
    <CategoryPage urlKey={urlKey} search={search} />
  );
}
