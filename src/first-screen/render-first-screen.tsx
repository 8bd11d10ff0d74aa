// The server's bundle (rsbuild.config.ts, environment `node`): draws a public page's first
// screen from the app's own components, for server/http/first-screen.ts to write into the page.
// The browser hydrates it (app/make-app.tsx). The machines are only made here, never started:
// their first snapshot is what the screen shows, and the browser starts them after hydrating.
import { i18n, type Messages } from '@lingui/core';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { bootForFirstScreen } from '../api/boot.ts';
import { answerCallsWith } from '../api/client.ts';
import { createQueryClient } from '../api/query-client.ts';
import { App, PopupApp } from '../app/App.tsx';
import { featureCatalogs } from '../i18n/feature-catalogs.ts';
import { type Locale, locales } from '../i18n/locales.ts';
import { warmLayout } from '../layout/warm-layout.ts';
import { messages as thai } from '../locales/th/messages.ts';
import { createAppRouter } from '../routing/router.ts';
import { createSession } from '../session/session.ts';
import { type FirstScreenData, POPUP_ID_PREFIX } from './first-screen-data.ts';
import { drawFirstScreenFor } from './first-screen-facts.ts';
import { readCookiesOf } from './request-cookies.ts';

/** The pages whose first screen the server draws: the public pages a shared link opens. */
export const FIRST_SCREEN_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/product/',
  '/product/$urlKey',
  '/category/{-$urlKey}',
  '/campaign/{-$urlKey}',
  '/promotion/$promotionId',
  '/store/$urlKey',
]);

export interface FirstScreenRequest {
  /** The page's path with its query. */
  path: string;
  culture: Locale;
  /** The request's Cookie header (the popup seen, the consent given, a session's marker). */
  cookies: string | null;
  mobile: boolean;
  /** The server's own API, answering in process (the request's culture header is set). */
  callApi: (request: Request) => Promise<Response>;
}

export type FirstScreen =
  | {
      kind: 'page';
      status: number;
      /** The app's root and the popup's, as HTML. */
      root: string;
      popup: string;
      /** The data block but the route chunks' scripts, which the server knows. */
      data: Omit<FirstScreenData, 'scripts'>;
      /** The matched routes, leaf last (their styles go in the head, their scripts in the data). */
      routeIds: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/** Every catalog in both languages, loaded once: renders switch language, never load. */
let catalogsLoaded: Promise<void> | undefined;
function loadEveryCatalog(): Promise<void> {
  catalogsLoaded ??= (async () => {
    const main: Record<Locale, Messages> = {
      th: thai,
      en: (await import('../locales/en/messages.ts')).messages,
    };
    for (const locale of locales) {
      i18n.load(locale, main[locale]);
      for (const catalog of Object.values(featureCatalogs)) {
        i18n.load(locale, (await catalog[locale]()).messages);
      }
    }
  })();
  return catalogsLoaded;
}

async function html(node: ReactNode, identifierPrefix?: string): Promise<string> {
  // Every Suspense boundary written in place: no boundary left for an inline script to reveal
  // (the CSP runs none).
  const { prelude } = await prerender(node, { identifierPrefix, progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}

/** Any query that failed or never answered: the browser would draw it differently. */
const unsettled = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== 'success');

async function draw(request: FirstScreenRequest): Promise<FirstScreen | null> {
  await loadEveryCatalog();
  i18n.activate(request.culture);
  readCookiesOf(request.cookies);
  bootForFirstScreen(request.culture);
  answerCallsWith(request.callApi);
  drawFirstScreenFor({ mobile: request.mobile });

  const queryClient = createQueryClient();
  // A failure is the browser's to retry: the server draws nothing then.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const session = createSession(() => {});
  const router = createAppRouter({
    queryClient,
    session,
    history: createMemoryHistory({ initialEntries: [request.path] }),
    // Restoring a scroll position is the browser's: on the server the router would write it
    // as an inline script, which the CSP forbids and the browser's own render does not have.
    scrollRestoration: false,
  });
  try {
    await router.load();
    // The router's own word on the load (its server lane): a redirect, or the page's status.
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      const resolved = router.resolveRedirect(result.redirect);
      return {
        kind: 'redirect',
        status: resolved.status,
        location: resolved.headers.get('Location') ?? resolved.options.href ?? '/',
      };
    }
    const { matches } = router.state;
    const leaf = matches.at(-1);
    if (!leaf || !FIRST_SCREEN_ROUTES.has(leaf.routeId)) return null;
    await warmLayout(queryClient, router);
    if (unsettled(queryClient)) return null;
    const root = await html(<App router={router} queryClient={queryClient} session={session} />);
    const popup = await html(
      <PopupApp router={router} queryClient={queryClient} />,
      POPUP_ID_PREFIX,
    );
    // A query a component started while drawing would be drawn loading here, and done there.
    if (unsettled(queryClient)) return null;
    return {
      kind: 'page',
      status: result?.status ?? 200,
      root,
      popup,
      data: { mobile: request.mobile, queries: dehydrate(queryClient) },
      routeIds: matches.map((match) => match.routeId),
    };
  } finally {
    queryClient.clear();
    drawFirstScreenFor(undefined);
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * A page's first screen, or null when the browser draws it itself (not a first-screen page, or
 * a call failed). One at a time: the language, the cookies and the API's transport are the
 * module's for the render (a render is work on this one thread anyway).
 */
export function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const drawn = queue.then(() => draw(request));
  queue = drawn.catch(() => undefined);
  return drawn;
}
