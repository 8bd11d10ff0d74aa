import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalUrlKeyParams } from '../../../routing/route-params.ts';

/** A shared store link opens the store (the store list without a key). */
export const Route = createFileRoute('/store/share/{-$urlKey}')({
  params: optionalUrlKeyParams,
  beforeLoad: ({ params }) => {
    throw params.urlKey === undefined
      ? redirect({ to: '/store', replace: true })
      : redirect({ to: '/store/$urlKey', params: { urlKey: params.urlKey }, replace: true });
  },
});
