import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

/**
 * What every route's loaders and guards are given. Apart from the router itself (router.ts),
 * so a route can name it without importing the route tree that imports the route.
 */
export interface RouterContext {
  queryClient: QueryClient;
  /** The session: route guards ask it whether someone is signed in. */
  session: Session;
}
