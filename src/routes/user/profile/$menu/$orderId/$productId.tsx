import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import {
  loadAffiliateCatalog,
  loadCatalogueCatalog,
} from '../../../../../i18n/feature-catalogs.ts';
import { profileReviewParams } from '../../../../../routing/route-params.ts';
import { NotFoundPage } from '../../../../../ui/NotFoundPage.tsx';

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

const MyReviewPage = lazy(async () => {
  const [page] = await Promise.all([
    import('../../../../../features/catalogue/reviews/MyReviewPage.tsx'),
    loadCatalogueCatalog(),
  ]);
  return page;
});

// The spec's review details (/user/profile/my-order/{orderId}/{productId}): the buyer's own.
export const Route = createFileRoute('/user/profile/$menu/$orderId/$productId')({
  params: profileReviewParams,
  component: function ProfileItem() {
    const { menu, orderId, productId } = Route.useParams();
    const review =
      menu === 'my-order' && /^\d{1,10}$/.test(orderId) && /^\d{1,10}$/.test(productId);
    if (review)
      return (
        <Suspense fallback={null}>
          <MyReviewPage orderId={Number(orderId)} productId={Number(productId)} />
        </Suspense>
      );
    if (menu !== 'affiliate' || orderId !== 'live') return <NotFoundPage />;
    return (
      <Suspense fallback={null}>
        <LivePostPage id={productId} />
      </Suspense>
    );
  },
});
