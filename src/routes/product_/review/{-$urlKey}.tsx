import { createFileRoute } from '@tanstack/react-router';
import WriteReviewPage from '../../../features/catalogue/reviews/WriteReviewPage.tsx';
import { loadCatalogueCatalog } from '../../../i18n/feature-catalogs.ts';
import { RequireSignIn } from '../../../layout/account/RequireSignIn.tsx';
import { optionalUrlKeyParams } from '../../../routing/route-params.ts';
import { searchIdOf } from '../../../routing/search-id.ts';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';

/** /product/review/{urlKey}?orderId=: the buyer reviews the product of their order (its own chunk). */
export const Route = createFileRoute('/product_/review/{-$urlKey}')({
  params: optionalUrlKeyParams,
  validateSearch: (search: Record<string, unknown>): { orderId?: number } => {
    const orderId = searchIdOf(search.orderId);
    return orderId === undefined ? {} : { orderId };
  },
  loader: loadCatalogueCatalog,
  component: function ReviewRoute() {
    const { urlKey } = Route.useParams();
    const { orderId } = Route.useSearch();
    if (urlKey === undefined || orderId === undefined) return <NotFoundPage />;
    return (
      <RequireSignIn>
        <WriteReviewPage urlKey={urlKey} orderId={orderId} />
      </RequireSignIn>
    );
  },
});
