import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import type { Session } from '../session/session.ts';
import { RouteError } from './RouteError.tsx';

export function createAppRouter({
  queryClient,
  session,
  history,
  scrollRestoration = true,
  drawnByServer = false,
}: {
  queryClient: QueryClient;
  session: Session;
  history?: RouterHistory;
  scrollRestoration?: boolean;
  /**
   * The first page is one the server drew: the shopper may have scrolled it before the app
   * arrived (and the browser restores a reload's place itself), so its first render keeps the
   * page where it is instead of taking it to the top.
   */
  drawnByServer?: boolean;
}) {
  let keepPlace = drawnByServer;
  const restoresScroll = () => {
    if (!keepPlace) return true;
    keepPlace = false;
    return false;
  };
  return createRouter({
    routeTree,
    context: { queryClient, session },
    history,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // New pages start at the top; back/forward restores where the shopper was.
    scrollRestoration: scrollRestoration && restoresScroll,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
