import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalPromotionParams } from '../../../features/catalogue/routing/params.ts';

/** A shared promotion link (its urlKey is the promotion id) opens the promotion. */
export const Route = createFileRoute('/promotion/share/{-$urlKey}')({
  params: optionalPromotionParams,
  beforeLoad: ({ params }) => {
    throw params.urlKey === undefined
      ? redirect({ to: '/promotion', replace: true })
      : redirect({
          to: '/promotion/$promotionId',
          params: { promotionId: params.urlKey },
          replace: true,
        });
  },
});
