import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { MyProfilePage } from '../../../../features/account/profile/MyProfilePage.tsx';
import { loadAccountCatalog, loadAddressBookCatalog } from '../../../../i18n/feature-catalogs.ts';
import { profileMenuParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

// A chunk of its own: my-profile's visitors do not load the address book, nor the reverse.
const AddressBookPage = lazy(() => import('../../../../features/address-book/AddressBookPage.tsx'));

export const Route = createFileRoute('/user/profile/$menu/')({
  params: profileMenuParams,
  loader: ({ params }) =>
    params.menu === 'address-book' ? loadAddressBookCatalog() : loadAccountCatalog(),
  component: function ProfileMenu() {
    // my-profile and the address book are built; the other menus (orders, returns...) come later.
    const { menu } = Route.useParams();
    if (menu === 'my-profile') return <MyProfilePage />;
    if (menu !== 'address-book') return <NotYetAvailable />;
    return (
      <Suspense fallback={null}>
        <AddressBookPage />
      </Suspense>
    );
  },
});
