import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import type { SessionActor } from '../session/session.ts';
import { RouteError } from './RouteError.tsx';

export function createAppRouter({
  queryClient,
  session,
  history,
  scrollRestoration = true,
}: {
  queryClient: QueryClient;
  session: SessionActor;
  history?: RouterHistory;
  scrollRestoration?: boolean;
}) {
  return createRouter({
    routeTree,
    context: { queryClient, session },
    history,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // New pages start at the top; back/forward restores where the shopper was.
    scrollRestoration,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
