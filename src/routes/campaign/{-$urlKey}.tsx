import { createFileRoute } from '@tanstack/react-router';
import { CampaignPage } from '../../features/catalogue/campaign/CampaignPage.tsx';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import {
  parseProductSearch,
  productSearchToUrl,
} from '../../features/catalogue/search/product-search.ts';
import { optionalUrlKeyParams } from '../../routing/route-params.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';

export const Route = createFileRoute('/campaign/{-$urlKey}')({
  params: optionalUrlKeyParams,
  validateSearch: parseProductSearch,
  search: { middlewares: [productSearchToUrl] },
  loaderDeps: ({ search }) => ({ search: parseProductSearch(search) }),
  loader: async ({ context, params, deps, cause }) =>
    (await catalogueLoaders()).loadCampaign(context.queryClient, params.urlKey, deps.search, cause),
  pendingComponent: PagePending,
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['component']],
  component: CampaignRoute,
});

function CampaignRoute() {
  return <CampaignPage urlKey={Route.useParams().urlKey} search={Route.useSearch()} />;
}
