import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RequireSignIn } from '../../../layout/account/RequireSignIn.tsx';

/** Every profile page needs a signed-in user. */
export const Route = createFileRoute('/user/profile')({
  component: () => (
    <RequireSignIn>
      <Outlet />
    </RequireSignIn>
  ),
});
