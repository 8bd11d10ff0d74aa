import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { MyProfilePage } from '../../../../features/account/profile/MyProfilePage.tsx';
import {
  loadAccountCatalog,
  loadAddressBookCatalog,
  loadOrdersCatalog,
} from '../../../../i18n/feature-catalogs.ts';
import { profileMenuParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

// Chunks of their own: my-profile's visitors do not load the address book or my orders.
const AddressBookPage = lazy(() => import('../../../../features/address-book/AddressBookPage.tsx'));
const MyOrders = lazy(() => import('../../../../features/orders/my-orders/MyOrdersRoute.tsx'));

const menuCatalogs: Record<string, () => Promise<void>> = {
  'address-book': loadAddressBookCatalog,
  'my-order': loadOrdersCatalog,
};

export const Route = createFileRoute('/user/profile/$menu/')({
  params: profileMenuParams,
  loader: ({ params }) => (menuCatalogs[params.menu] ?? loadAccountCatalog)(),
  component: function ProfileMenu() {
    // my-profile, the address book and my orders are built; the other menus come later.
    const { menu } = Route.useParams();
    if (menu === 'my-profile') return <MyProfilePage />;
    if (menu !== 'address-book' && menu !== 'my-order') return <NotYetAvailable />;
    return (
      <Suspense fallback={null}>
        {menu === 'address-book' ? <AddressBookPage /> : <MyOrders pageNo={1} />}
      </Suspense>
    );
  },
});
