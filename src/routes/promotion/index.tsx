import { createFileRoute } from '@tanstack/react-router';
import { promotionsQuery } from '../../api/queries/catalogue-marketing.ts';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { PromotionListPage } from '../../features/catalogue/promotion/PromotionListPage.tsx';
import { parsePageSearch } from '../../features/catalogue/search/product-search.ts';

export const Route = createFileRoute('/promotion/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(promotionsQuery(deps.pageNo)),
  pendingComponent: PagePending,
  component: PromotionListRoute,
});

function PromotionListRoute() {
  return <PromotionListPage pageNo={Route.useSearch().pageNo ?? 1} />;
}
