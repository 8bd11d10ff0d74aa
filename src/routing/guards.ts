import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './router-context.ts';

/** Academy pages need a session; a guest lands on /401 (one still loading may go on). */
export function requireSession({ context }: { context: RouterContext }): void {
  if (context.session.view().status === 'guest') throw redirect({ to: '/401', replace: true });
}
