import { Navigate, useRouterState } from '@tanstack/react-router';
import { NotFoundPage } from '../ui/NotFoundPage.tsx';
import { NotYetAvailable } from '../ui/NotYetAvailable.tsx';
import { INVALID_PARAMS } from './route-params.ts';

/**
 * The root's not-found view. Path params that fail their schema (e.g. /news/abc) are the 404
 * page, inside the layout; any other path no route matches goes home. Until the home route
 * exists, / itself would loop, so it says so instead.
 */
// Not NotFoundRouteProps: its routeId type refers back to the route tree, a cycle here.
export function UnknownPath({ data }: { data?: unknown }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (data === INVALID_PARAMS) return <NotFoundPage />;
  if (pathname === '/') return <NotYetAvailable />;
  return <Navigate to="/" replace />;
}
