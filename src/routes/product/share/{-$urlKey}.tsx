import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalUrlKeyParams } from '../../../routing/route-params.ts';

/** A shared product link opens the product (the list without a key). */
export const Route = createFileRoute('/product/share/{-$urlKey}')({
  params: optionalUrlKeyParams,
  beforeLoad: ({ params }) => {
    throw params.urlKey === undefined
      ? redirect({ to: '/product', replace: true })
      : redirect({ to: '/product/$urlKey', params: { urlKey: params.urlKey }, replace: true });
  },
});
