import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../../../src/app/App.tsx';
import { createAppRouter } from '../../../src/routing/router.ts';

/** The whole app (real route tree, layout, i18n) at `path`, on an in-memory history. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
