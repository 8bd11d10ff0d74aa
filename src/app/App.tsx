import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import { PopupLayer } from '../layout/popup/PopupLayer.tsx';
import type { AppRouter } from '../routing/router.ts';
import { SessionProvider } from '../session/SessionContext.tsx';
import type { Session } from '../session/session.ts';

/** Development builds only: the production build has neither this element nor its chunk. */
const InspectorPanel =
  process.env.NODE_ENV === 'production'
    ? undefined
    : lazy(() =>
        import('../dev/inspector/InspectorPanel.tsx').then((module) => ({
          default: module.InspectorPanel,
        })),
      );

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/** Translations and the query cache, shared by the app and the popup layer. */
function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LanguageProvider>
  );
}

/** Calls `then` once the tree it sits in has committed (hydrated, for a server's screen). */
function AfterCommit({ then }: { then: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => {
    then();
  }, []);
  return null;
}

export function App({
  router,
  queryClient,
  session,
  onHydrated,
}: AppProps & { session: Session; onHydrated?: () => void }) {
  return (
    <AppProviders queryClient={queryClient}>
      {onHydrated && <AfterCommit then={onHydrated} />}
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
      {InspectorPanel && (
        <Suspense>
          <InspectorPanel />
        </Suspense>
      )}
    </AppProviders>
  );
}

/**
 * The banner popup, rendered as a React root of its own: the app's first render waits for
 * the first page's data, and the popup must not wait with it.
 */
export function PopupApp({
  router,
  queryClient,
  onHydrated,
}: AppProps & { onHydrated?: () => void }) {
  return (
    <AppProviders queryClient={queryClient}>
      {onHydrated && <AfterCommit then={onHydrated} />}
      <PopupLayer router={router} />
    </AppProviders>
  );
}
