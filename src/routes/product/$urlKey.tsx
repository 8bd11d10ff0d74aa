import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { ProductPage } from '../../features/catalogue/product/ProductPage.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';
import { urlKeyParams } from '../../routing/route-params.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';

export const Route = createFileRoute('/product/$urlKey')({
  params: urlKeyParams,
  loader: async ({ context, params }) =>
    (await catalogueLoaders()).loadProduct(context.queryClient, params.urlKey),
  pendingComponent: PagePending,
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['component']],
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductPage urlKey={Route.useParams().urlKey} />;
}
