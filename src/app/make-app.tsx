import { type ReactNode, StrictMode, startTransition, use } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../api/query-client.ts';
import { openedByShareLink } from '../attribution/share-params.ts';
import { startCart } from '../cart/cart-handle.ts';
import { type FirstScreenData, POPUP_ID_PREFIX } from '../first-screen/first-screen-data.ts';
import { awaitPageContent } from '../first-screen/react-commits.ts';
import { MAIN_CONTENT_ID } from '../layout/SkipLink.tsx';
import { warmLayout } from '../layout/warm-layout.ts';
import { createAppRouter } from '../routing/router.ts';
import { createSession } from '../session/session.ts';
import { App, PopupApp } from './App.tsx';
import { afterPageLoad, holdUntilHydrated } from './after-page-load.ts';

/**
 * A first screen React could not take over as drawn (it then draws that part again): a bug to
 * see, said in words the browser tests look for, with what React caught (its own error says
 * only that it recovered).
 */
const hydrationFailed = (error: unknown) =>
  console.error(
    'The first screen did not hydrate as drawn:',
    error,
    ...(error instanceof Error && error.cause ? ['because:', error.cause] : []),
  );

/** Its children once `ready` has settled (React suspends until then, the server's HTML shown). */
function Once({ ready, children }: { ready: Promise<unknown>; children: ReactNode }) {
  use(ready);
  return children;
}

/** What the entry (src/main.tsx) hands over: the page as it found it. */
export interface StartApp {
  /** The server's data block when it drew the first screen (server/http/first-screen.ts). */
  firstScreen: FirstScreenData | undefined;
  container: HTMLElement;
  popupContainer: HTMLElement;
  /** Plays the taps held since the entry ran, once both roots are React's (a drawn screen). */
  playHeldTaps: () => void;
}

/**
 * The app: the session, the cart and the router, made at once; React on both roots in the
 * function it returns, which start-app.tsx calls in a task of its own.
 */
export function makeApp({ firstScreen, container, popupContainer, playHeldTaps }: StartApp) {
  const queryClient = createQueryClient();
  // The server's answers, as fresh as when it drew them: react-query's own hydrate() does this
  // and more (mutations, queries still in flight), which a drawn screen never carries, for
  // 0.7 kB gz of the first load.
  for (const { queryKey, state } of firstScreen?.queries.queries ?? []) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  // What waits for the page's load (the cart's count, later machines) waits for React to have
  // the server's screen too.
  const hydrationDone = firstScreen ? holdUntilHydrated() : () => {};
  let goTo401 = () => window.location.assign('/401');
  const session = createSession(() => goTo401());
  // The cart follows the session; its code loads once there is a cart to show.
  startCart(session);
  // The chat's code comes once a shopper is signed in: a guest's visit never loads it.
  const chatWhenSignedIn = () => {
    if (session.view().status !== 'signedIn') return false;
    void import('../chat/chat-handle.ts').then((chat) => chat.startChat(session));
    return true;
  };
  if (!chatWhenSignedIn()) {
    const stop = session.subscribe(() => {
      if (chatWhenSignedIn()) stop();
    });
  }
  const router = createAppRouter({ queryClient, session, drawnByServer: Boolean(firstScreen) });
  goTo401 = () => void router.navigate({ to: '/401' });
  // An affiliate's link counts its click once the page is the shopper's; its code comes then.
  if (openedByShareLink(window.location.search))
    afterPageLoad(() => {
      void import('../attribution/landing.ts').then(({ recordLanding }) => recordLanding(router));
    });

  // The layout's data and the popup start now, beside the first page's chunks and data.
  void warmLayout(queryClient, router);
  // React on both roots: the first screen the server drew hydrated, or the app drawn.
  return function showApp() {
    if (firstScreen) {
      // React takes the screen over once the page's chunks and messages are in (router.load():
      // its data is the server's queries), so nothing suspends halfway; meanwhile taps are held
      // (src/main.tsx) and changed fields keep their change (use-kept-before-hydration.ts). The
      // router draws its matches as on the server, without a Suspense boundary of its own around
      // them (its own hydration sets the same field; it carries no manifest here). The session
      // starts, and what waits for the page's load runs, once the page's own content is React's
      // too (react-commits.ts): a session that changes, or a catalog that loads, before then
      // would reach a part React has not hydrated yet.
      router.ssr = { manifest: undefined };
      const loaded = router.load();
      const hydrated = new Set<'popup' | 'app'>();
      const rootHydrated = (root: 'popup' | 'app') => {
        hydrated.add(root);
        if (hydrated.size < 2) return;
        // In a task of its own: after the renders that kept fields' changes asked for.
        setTimeout(playHeldTaps);
        void awaitPageContent(document.getElementById(MAIN_CONTENT_ID)).then(() => {
          session.start();
          hydrationDone();
        });
      };
      startTransition(() => {
        hydrateRoot(
          popupContainer,
          <StrictMode>
            <Once ready={loaded}>
              <PopupApp
                router={router}
                queryClient={queryClient}
                onHydrated={() => rootHydrated('popup')}
              />
            </Once>
          </StrictMode>,
          { identifierPrefix: POPUP_ID_PREFIX, onRecoverableError: hydrationFailed },
        );
        hydrateRoot(
          container,
          <StrictMode>
            <Once ready={loaded}>
              <App
                router={router}
                queryClient={queryClient}
                session={session}
                onHydrated={() => {
                  // Said on the page, for devtools and the browser tests.
                  document.documentElement.dataset.hydrated = 'true';
                  rootHydrated('app');
                }}
              />
            </Once>
          </StrictMode>,
          { onRecoverableError: hydrationFailed },
        );
      });
      return;
    }
    // The session starts loading the profile now, beside the first page.
    session.start();
    // The popup first, as a root of its own: from the boot data it can paint at once, while
    // the app's first render waits for the first page's data. Both renders are transitions,
    // so React yields to the browser between their pieces instead of blocking a tap.
    const popupRoot = createRoot(popupContainer, { identifierPrefix: POPUP_ID_PREFIX });
    startTransition(() =>
      popupRoot.render(
        <StrictMode>
          <PopupApp router={router} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} queryClient={queryClient} session={session} />
        </StrictMode>,
      ),
    );
  };
}
