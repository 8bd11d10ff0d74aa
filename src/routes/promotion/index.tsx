import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { PromotionListPage } from '../../features/catalogue/promotion/PromotionListPage.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import { parsePageSearch } from '../../features/catalogue/search/product-search.ts';

export const Route = createFileRoute('/promotion/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo ?? 1 }),
  loader: async ({ context, deps }) =>
    (await catalogueLoaders()).loadPromotions(context.queryClient, deps.pageNo),
  pendingComponent: PagePending,
  component: PromotionListRoute,
});

function PromotionListRoute() {
  return <PromotionListPage pageNo={Route.useSearch().pageNo ?? 1} />;
}
