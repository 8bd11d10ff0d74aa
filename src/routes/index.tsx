import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/catalogue/home/HomePage.tsx';
import { loadHome } from '../features/catalogue/home/load.ts';
import { PagePending } from '../features/catalogue/PagePending.tsx';
import { parsePageSearch } from '../features/catalogue/search/product-search.ts';

export const Route = createFileRoute('/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo ?? 1 }),
  loader: ({ context, deps, cause }) => loadHome(context.queryClient, deps.pageNo, cause),
  pendingComponent: PagePending,
  component: HomeRoute,
  // The loader arrives in the page's own chunk: one fetch, and none of the other
  // catalogue routes' loaders on the home page.
  codeSplitGroupings: [['loader', 'component']],
});

function HomeRoute() {
  return <HomePage pageNo={Route.useSearch().pageNo ?? 1} />;
}
