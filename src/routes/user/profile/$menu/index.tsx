import { createFileRoute } from '@tanstack/react-router';
import { MyProfilePage } from '../../../../features/account/profile/MyProfilePage.tsx';
import { loadAccountCatalog } from '../../../../i18n/feature-catalogs.ts';
import { profileMenuParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/user/profile/$menu/')({
  params: profileMenuParams,
  loader: loadAccountCatalog,
  component: function ProfileMenu() {
    // my-profile is built; the other menus (orders, returns, addresses...) come later.
    return Route.useParams().menu === 'my-profile' ? <MyProfilePage /> : <NotYetAvailable />;
  },
});
