import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { loadAffiliateCatalog } from '../../../../../i18n/feature-catalogs.ts';
import { profileReviewParams } from '../../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../../ui/NotYetAvailable.tsx';

// An affiliate's live post (/user/profile/affiliate/live/{id|new}): a chunk of its own, which
// brings the affiliate's catalog with it (here, not in a loader: the route's definition is in
// every page's first load, its component is not).
const LivePostPage = lazy(async () => {
  const [page] = await Promise.all([
    import('../../../../../features/affiliate/live/LivePostPage.tsx'),
    loadAffiliateCatalog(),
  ]);
  return page;
});

// The spec's review details (/user/profile/{menu}/{orderId}/{productId}) come with reviews.
export const Route = createFileRoute('/user/profile/$menu/$orderId/$productId')({
  params: profileReviewParams,
  component: function ProfileItem() {
    const { menu, orderId, productId } = Route.useParams();
    if (menu !== 'affiliate' || orderId !== 'live') return <NotYetAvailable />;
    return (
      <Suspense fallback={null}>
        <LivePostPage id={productId} />
      </Suspense>
    );
  },
});
