import { createFileRoute } from '@tanstack/react-router';
import { parsePageSearch } from '../../../../features/catalogue/search/product-search.ts';
import MyOrders from '../../../../features/orders/my-orders/MyOrdersRoute.tsx';
import { loadOrdersCatalog } from '../../../../i18n/feature-catalogs.ts';
import { profileTabParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

// The component and my orders (shared with /user/profile/my-order) come as the route's chunk:
// no profile page's code in every page's first load.
export const Route = createFileRoute('/user/profile/$menu/$tab')({
  params: profileTabParams,
  validateSearch: parsePageSearch,
  loader: ({ params }) => (params.menu === 'my-order' ? loadOrdersCatalog() : undefined),
  component: function ProfileTab() {
    // My orders' tabs and orders are built; the other menus' tabs come later.
    const { menu, tab } = Route.useParams();
    const pageNo = Route.useSearch().pageNo ?? 1;
    if (menu !== 'my-order') return <NotYetAvailable />;
    return <MyOrders tab={tab} pageNo={pageNo} />;
  },
});
