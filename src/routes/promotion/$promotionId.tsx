import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { PromotionPage } from '../../features/catalogue/promotion/PromotionPage.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import { promotionParams } from '../../features/catalogue/routing/params.ts';
import {
  parseProductSearch,
  productSearchToUrl,
} from '../../features/catalogue/search/product-search.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';

export const Route = createFileRoute('/promotion/$promotionId')({
  params: promotionParams,
  validateSearch: parseProductSearch,
  search: { middlewares: [productSearchToUrl] },
  loaderDeps: ({ search }) => ({ search: parseProductSearch(search) }),
  loader: async ({ context, params, deps, cause }) =>
    (await catalogueLoaders()).loadPromotion(
      context.queryClient,
      params.promotionId,
      deps.search,
      cause,
    ),
  pendingComponent: PagePending,
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['component']],
  component: PromotionRoute,
});

function PromotionRoute() {
  return <PromotionPage promotionId={Route.useParams().promotionId} search={Route.useSearch()} />;
}
