import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../../../src/i18n/LanguageProvider.tsx';
import { SessionProvider } from '../../../src/session/SessionContext.tsx';
import { createSession } from '../../../src/session/session.ts';

/**
 * One component inside a small router with a /product and a /faq page, for parts of the
 * layout that need a router but not the app's route tree.
 */
export function renderInRouter(ui: ReactNode, path = '/faq') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const page = (pagePath: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: pagePath, component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/product'), page('/faq')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A guest unless the test set the session's expiry marker.
  const session = createSession(() => {}).start();
  const view = render(
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return { ...view, router, session };
}
