import { createFileRoute, redirect } from '@tanstack/react-router';

/** A seller's store page is the store page: one page, one canonical address. */
export const Route = createFileRoute('/seller-store/$urlKey')({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/store/$urlKey', params, search, replace: true });
  },
});
