import { createFileRoute, redirect } from '@tanstack/react-router';

/** The profile itself is its first menu, my-profile (the bottom menu's "My account" leads here). */
export const Route = createFileRoute('/user/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/user/profile/$menu', params: { menu: 'my-profile' }, replace: true });
  },
});
