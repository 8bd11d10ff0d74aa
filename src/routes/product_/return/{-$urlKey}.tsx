import { createFileRoute } from '@tanstack/react-router';
import ReturnRequestPage from '../../../features/orders/returns/ReturnRequestPage.tsx';
import { loadOrdersCatalog } from '../../../i18n/feature-catalogs.ts';
import { RequireSignIn } from '../../../layout/account/RequireSignIn.tsx';
import { optionalUrlKeyParams } from '../../../routing/route-params.ts';
import { searchIdOf } from '../../../routing/search-id.ts';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';

/**
 * /product/return/{orderId}: asking to return lines of the shopper's delivered order, or
 * following the request asked for (its own chunk, with the orders' catalog).
 */
export const Route = createFileRoute('/product_/return/{-$urlKey}')({
  params: optionalUrlKeyParams,
  loader: loadOrdersCatalog,
  component: function ReturnRoute() {
    const orderId = searchIdOf(Route.useParams().urlKey);
    if (orderId === undefined) return <NotFoundPage />;
    return (
      <RequireSignIn>
        <ReturnRequestPage orderId={orderId} />
      </RequireSignIn>
    );
  },
});
