import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RequireSignIn } from '../../layout/account/RequireSignIn.tsx';

/** The payment slip and result pages need a signed-in user (spec section 2). */
export const Route = createFileRoute('/payment')({
  component: () => (
    <RequireSignIn>
      <Outlet />
    </RequireSignIn>
  ),
});
