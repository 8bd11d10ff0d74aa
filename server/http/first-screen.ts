// A public page's first screen drawn on the server by the app's own components: the bundle
// `npm run build` makes of src/first-screen/render-first-screen.tsx (build/first-screen/), with
// the styles and scripts of each route's own chunks (route-assets.json, written by the browser
// build). The browser hydrates what is drawn here. Without the bundle, or when a page cannot be
// drawn (not a first-screen page, a call that failed), the browser draws the page itself.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Culture } from './culture.ts';
import { escapeAttribute, jsonForScript } from './html-escape.ts';

/** The bundle's entry, as src/first-screen/render-first-screen.tsx exports it. */
export interface FirstScreenBundle {
  renderFirstScreen(request: {
    path: string;
    culture: Culture;
    cookies: string | null;
    mobile: boolean;
    callApi: (request: Request) => Promise<Response>;
  }): Promise<
    | {
        kind: 'page';
        status: number;
        root: string;
        popup: string;
        data: object;
        routeIds: string[];
      }
    | { kind: 'redirect'; status: number; location: string }
    | null
  >;
}

interface ChunkFiles {
  css: string[];
  js: string[];
}

/** The files of the app's chunk (src/app/start-app.tsx) and of each route's own chunks. */
export interface RouteAssets {
  app: ChunkFiles;
  routes: Record<string, ChunkFiles>;
}

export type FirstScreenAnswer =
  | {
      kind: 'page';
      status: number;
      /** The app's root and the popup's root, as HTML. */
      root: string;
      popup: string;
      /** The styles of the app and the page's routes, and the data block to hydrate from. */
      head: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** Left to the browser to draw: `head` fetches the app beside the entry. */
  | { kind: 'browser'; head: string };

export type DrawFirstScreen = (request: Request, culture: Culture) => Promise<FirstScreenAnswer>;

// A phone, as its browser says: Chromium's client hint, else the user agent's usual words.
const MOBILE_AGENT = /Mobi|Android|iPhone|iPod/i;
const isMobile = (headers: Headers) =>
  headers.get('sec-ch-ua-mobile') === '?1' || MOBILE_AGENT.test(headers.get('user-agent') ?? '');

const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`;

/**
 * A drawn page's head: the app's styles and its routes' (before the page paints, or it would
 * show unstyled), and the data block, which names the routes' scripts for the entry to fetch
 * beside the app once the page has loaded (src/main.tsx): fetched now, they would take the
 * bandwidth its pictures need.
 */
function drawnHead(assets: RouteAssets, routeIds: string[], data: object): string {
  const routes = routeIds.flatMap((id) => assets.routes[id] ?? []);
  const css = [...assets.app.css, ...routes.flatMap((route) => route.css)];
  const scripts = routes.flatMap((route) => route.js);
  const block = jsonForScript({ ...data, scripts });
  return `${css.map(stylesheet).join('')}<script type="application/json" id="first-screen-data">${block}</script>`;
}

/** A page the browser draws: the app it needs at once, fetched beside the entry. */
const browserHead = (assets: RouteAssets) =>
  assets.app.css.map(stylesheet).join('') +
  assets.app.js
    .map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`)
    .join('');

/** Draws first screens answering the app's API calls through `callApi`, in this process. */
export type FirstScreenDrawer = (
  callApi: (request: Request) => Response | Promise<Response>,
) => DrawFirstScreen;

/** The drawing of first screens by `bundle`, linking each route's files from `assets`. */
export function firstScreenFrom(
  bundle: FirstScreenBundle,
  assets: RouteAssets,
  log: (message: string, error: unknown) => void = console.error,
): FirstScreenDrawer {
  return (callApi) => async (request, culture) => {
    const url = new URL(request.url);
    try {
      const drawn = await bundle.renderFirstScreen({
        path: url.pathname + url.search,
        culture,
        cookies: request.headers.get('cookie'),
        mobile: isMobile(request.headers),
        callApi: async (call) => callApi(call),
      });
      if (!drawn) return { kind: 'browser', head: browserHead(assets) };
      if (drawn.kind === 'redirect') return drawn;
      return {
        kind: 'page',
        status: drawn.status,
        root: drawn.root,
        popup: drawn.popup,
        head: drawnHead(assets, drawn.routeIds, drawn.data),
      };
    } catch (error) {
      // The browser draws the page instead: a bug here costs the shopper a later paint only.
      log(`The first screen of ${url.pathname} could not be drawn`, error);
      return { kind: 'browser', head: browserHead(assets) };
    }
  };
}

/** The drawing of first screens from the bundle in `dir`; undefined when it is not built. */
export async function loadFirstScreen(dir: string): Promise<FirstScreenDrawer | undefined> {
  const entry = join(dir, 'first-screen.js');
  if (!existsSync(entry)) return undefined;
  const [bundle, assets] = await Promise.all([
    import(pathToFileURL(entry).href) as Promise<FirstScreenBundle>,
    readFile(join(dir, 'route-assets.json'), 'utf8').then(
      (text) => JSON.parse(text) as RouteAssets,
    ),
  ]);
  return firstScreenFrom(bundle, assets);
}
