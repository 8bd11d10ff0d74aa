import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { parseProfileTabSearch } from '../../../../features/catalogue/search/product-search.ts';
import MyOrders from '../../../../features/orders/my-orders/MyOrdersRoute.tsx';
import { loadAffiliateCatalog, loadOrdersCatalog } from '../../../../i18n/feature-catalogs.ts';
import { profileTabParams } from '../../../../routing/route-params.ts';
import { NotFoundPage } from '../../../../ui/NotFoundPage.tsx';

// The affiliate's pages and the return requests: chunks of their own, my orders' visitors do not
// load them.
const AffiliatePages = lazy(
  () => import('../../../../features/affiliate/pages/AffiliatePages.tsx'),
);
const ReturnRequestsPage = lazy(
  () => import('../../../../features/orders/returns/ReturnRequestsPage.tsx'),
);

const menuCatalogs: Record<string, () => Promise<void>> = {
  'my-order': loadOrdersCatalog,
  'return-requests': loadOrdersCatalog,
  affiliate: loadAffiliateCatalog,
};

// The component and my orders (shared with /user/profile/my-order) come as the route's chunk:
// no profile page's code in every page's first load.
export const Route = createFileRoute('/user/profile/$menu/$tab')({
  params: profileTabParams,
  validateSearch: parseProfileTabSearch,
  loader: ({ params }) => menuCatalogs[params.menu]?.(),
  component: function ProfileTab() {
    // The menus with tabs: my orders' statuses, the affiliate's pages and the return requests'
    // statuses. The other menus have none (a 404).
    const { menu, tab } = Route.useParams();
    const { pageNo = 1, ...filter } = Route.useSearch();
    if (menu === 'my-order') return <MyOrders tab={tab} pageNo={pageNo} />;
    if (menu === 'return-requests')
      return (
        <Suspense fallback={null}>
          <ReturnRequestsPage tab={tab} />
        </Suspense>
      );
    if (menu !== 'affiliate') return <NotFoundPage />;
    return (
      <Suspense fallback={null}>
        <AffiliatePages tab={tab} pageNo={pageNo} filter={filter} />
      </Suspense>
    );
  },
});
