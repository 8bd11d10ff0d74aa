import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../../../src/app/App.tsx';
import { startCart } from '../../../src/cart/cart-handle.ts';
import { createAppRouter } from '../../../src/routing/router.ts';
import { createSession } from '../../../src/session/session.ts';

/**
 * The whole app (real route tree, layout, i18n, the cart's handle) at `path`, on an in-memory
 * history, started as src/app/make-app.tsx makes it.
 */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let goTo401 = () => {};
  const session = createSession(() => goTo401()).start();
  startCart(session);
  const router = createAppRouter({
    queryClient,
    session,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  goTo401 = () => void router.navigate({ to: '/401' });
  const view = render(<App router={router} queryClient={queryClient} session={session} />);
  return { ...view, router, queryClient, session };
}
