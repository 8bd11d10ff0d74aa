import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { MyProfilePage } from '../../../../features/account/profile/MyProfilePage.tsx';
import {
  loadAccountCatalog,
  loadAddressBookCatalog,
  loadAffiliateCatalog,
  loadCatalogueCatalog,
  loadOrdersCatalog,
} from '../../../../i18n/feature-catalogs.ts';
import { profileMenuParams } from '../../../../routing/route-params.ts';
import { NotFoundPage } from '../../../../ui/NotFoundPage.tsx';

// Chunks of their own: my-profile's visitors load none of the other menus.
const AddressBookPage = lazy(() => import('../../../../features/address-book/AddressBookPage.tsx'));
const MyOrders = lazy(() => import('../../../../features/orders/my-orders/MyOrdersRoute.tsx'));
const ReturnRequestsPage = lazy(
  () => import('../../../../features/orders/returns/ReturnRequestsPage.tsx'),
);
const RewardsPage = lazy(() => import('../../../../features/orders/rewards/RewardsPage.tsx'));
const WishlistPage = lazy(() => import('../../../../features/catalogue/wishlist/WishlistPage.tsx'));
const AffiliateApplicationPage = lazy(
  () => import('../../../../features/affiliate/application/AffiliateApplicationPage.tsx'),
);

// The spec's menus, each the user menu's link; another name is the 404 page (checked here, not in
// the params: a list there would ship in every page's first load).
const menuPages: Record<string, () => React.ReactNode> = {
  'my-profile': () => <MyProfilePage />,
  'address-book': () => <AddressBookPage />,
  'my-order': () => <MyOrders pageNo={1} />,
  wishlist: () => <WishlistPage />,
  rewards: () => <RewardsPage />,
  'return-requests': () => <ReturnRequestsPage />,
  affiliate: () => <AffiliateApplicationPage />,
};

const menuCatalogs: Record<string, () => Promise<void>> = {
  'address-book': loadAddressBookCatalog,
  'my-order': loadOrdersCatalog,
  wishlist: loadCatalogueCatalog,
  rewards: loadOrdersCatalog,
  'return-requests': loadOrdersCatalog,
  affiliate: loadAffiliateCatalog,
};

export const Route = createFileRoute('/user/profile/$menu/')({
  params: profileMenuParams,
  loader: ({ params }) => (menuCatalogs[params.menu] ?? loadAccountCatalog)(),
  component: function ProfileMenu() {
    const { menu } = Route.useParams();
    const page = Object.hasOwn(menuPages, menu) ? menuPages[menu] : undefined;
    if (!page) return <NotFoundPage />;
    return <Suspense fallback={null}>{page()}</Suspense>;
  },
});
