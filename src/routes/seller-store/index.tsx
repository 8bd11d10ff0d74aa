import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec section 2 names /seller-store beside /store: both are the store list. */
export const Route = createFileRoute('/seller-store/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/store', search, replace: true });
  },
});
