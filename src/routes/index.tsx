import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/catalogue/home/HomePage.tsx';
import { PagePending } from '../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../features/catalogue/routing/lazy-loaders.ts';
import { parsePageSearch } from '../features/catalogue/search/product-search.ts';

export const Route = createFileRoute('/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo ?? 1 }),
  loader: async ({ context, deps, cause }) =>
    (await catalogueLoaders()).loadHome(context.queryClient, deps.pageNo, cause),
  pendingComponent: PagePending,
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage pageNo={Route.useSearch().pageNo ?? 1} />;
}
