import { createFileRoute } from '@tanstack/react-router';
import { storesQuery } from '../../api/queries/catalogue-stores.ts';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { parsePageSearch } from '../../features/catalogue/search/product-search.ts';
import { StoreListPage } from '../../features/catalogue/store/StoreListPage.tsx';

export const Route = createFileRoute('/store/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(storesQuery(deps.pageNo)),
  pendingComponent: PagePending,
  component: StoreListRoute,
});

function StoreListRoute() {
  return <StoreListPage pageNo={Route.useSearch().pageNo ?? 1} />;
}
