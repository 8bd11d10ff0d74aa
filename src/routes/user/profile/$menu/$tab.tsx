import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { parsePageSearch } from '../../../../features/catalogue/search/product-search.ts';
import { loadOrdersCatalog } from '../../../../i18n/feature-catalogs.ts';
import { profileTabParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

// My orders is a chunk of its own, shared with /user/profile/my-order.
const MyOrders = lazy(() => import('../../../../features/orders/my-orders/MyOrdersRoute.tsx'));

export const Route = createFileRoute('/user/profile/$menu/$tab')({
  params: profileTabParams,
  validateSearch: parsePageSearch,
  loader: ({ params }) => (params.menu === 'my-order' ? loadOrdersCatalog() : undefined),
  component: function ProfileTab() {
    // My orders' tabs and orders are built; the other menus' tabs come later.
    const { menu, tab } = Route.useParams();
    const pageNo = Route.useSearch().pageNo ?? 1;
    if (menu !== 'my-order') return <NotYetAvailable />;
    return (
      <Suspense fallback={null}>
        <MyOrders tab={tab} pageNo={pageNo} />
      </Suspense>
    );
  },
  // The component is a few lines beside the lazy page: a chunk of its own would only add a hop.
  codeSplitGroupings: [],
});
