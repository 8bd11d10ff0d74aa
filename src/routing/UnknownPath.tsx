import { Navigate } from '@tanstack/react-router';
import { NotFoundPage } from '../ui/NotFoundPage.tsx';
import { INVALID_PARAMS } from './route-params.ts';

/**
 * The root's not-found view. Path params that fail their schema (e.g. /news/abc) are the 404
 * page, inside the layout; any other path no route matches goes home.
 */
// Not NotFoundRouteProps: its routeId type refers back to the route tree, a cycle here.
export function UnknownPath({ data }: { data?: unknown }) {
  if (data === INVALID_PARAMS) return <NotFoundPage />;
  return <Navigate to="/" replace />;
}
