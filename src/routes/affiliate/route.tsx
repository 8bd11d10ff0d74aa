import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RequireSignIn } from '../../layout/account/RequireSignIn.tsx';

/** The affiliate's pages of their customers' checkouts are the signed-in affiliate's. */
export const Route = createFileRoute('/affiliate')({
  component: () => (
    <RequireSignIn>
      <Outlet />
    </RequireSignIn>
  ),
});
