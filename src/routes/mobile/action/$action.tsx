import { createFileRoute, redirect } from '@tanstack/react-router';
import { actionParams } from '../../../features/catalogue/routing/params.ts';

/** The mobile app's deep links: every action opens the home page. */
export const Route = createFileRoute('/mobile/action/$action')({
  params: actionParams,
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
