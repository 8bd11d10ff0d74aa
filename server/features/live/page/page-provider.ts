// The social-page provider the shop runs with: Facebook's own, with the keys of a Facebook app
// that has the pages permissions, or, without them, the stand-in our own server plays
// (stand-in/index.ts). The same Graph client (graph.ts), the same webhook check and the same
// connection routes serve both.
import type { Hono } from 'hono';
import { GRAPH_VERSION, type GraphClient, graphClient } from './graph.ts';
import { createPageStandIn, type PageDeliver, type PageStandIn } from './stand-in/index.ts';
import { STAND_IN_PAGE_PATH } from './stand-in/pages.ts';

/** FACEBOOK_PAGES_APP_ID, …_APP_SECRET, …_VERIFY_TOKEN (server/config.ts). */
export interface PageAppKeys {
  appId: string;
  appSecret: string;
  /** What we typed in the app's webhook settings; Facebook echoes it to subscribe. */
  verifyToken: string;
}

/** What a seller grants: the pages' list, their comments, and the webhook subscription. */
export const PAGE_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_manage_metadata',
];

export const PAGE_CONNECT_PATH = '/auth/facebook-page';
export const PAGE_WEBHOOK_PATH = '/webhooks/facebook';

export interface PageProvider {
  readonly kind: 'real' | 'stand-in';
  graph: GraphClient;
  appSecret: string;
  verifyToken: string;
  /** Our callback, as the app's settings must list it. */
  redirectUri: string;
  /** The dialog a seller grants their page on. */
  dialogUrl(state: string): string;
  /** The page on the provider, where its seller goes live. */
  pageUrl(pageId: string): string;
  /** Mounts what the provider needs on the shop's address (the stand-in's pages). */
  mount(app: Hono): void;
  /** The stand-in, when it plays the provider (tests and the bench comment through it). */
  standIn: PageStandIn | undefined;
}

export function pageProvider(options: {
  keys: PageAppKeys | undefined;
  publicUrl: string;
  now: () => Date;
  log: (message: string, error: unknown) => void;
  deliver: PageDeliver;
}): PageProvider {
  const redirectUri = `${options.publicUrl}${PAGE_CONNECT_PATH}/callback`;
  const dialogUrlOn = (base: string, appId: string) => (state: string) => {
    const url = new URL(base);
    url.search = new URLSearchParams({
      client_id: appId,
      redirect_uri: redirectUri,
      state,
      scope: PAGE_SCOPES.join(','),
      response_type: 'code',
    }).toString();
    return url.toString();
  };
  const { keys } = options;
  if (keys) {
    return {
      kind: 'real',
      graph: graphClient({
        base: `https://graph.facebook.com/${GRAPH_VERSION}`,
        appId: keys.appId,
        appSecret: keys.appSecret,
        fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }),
      }),
      appSecret: keys.appSecret,
      verifyToken: keys.verifyToken,
      redirectUri,
      dialogUrl: dialogUrlOn(`https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`, keys.appId),
      pageUrl: (pageId) => `https://www.facebook.com/${encodeURIComponent(pageId)}`,
      mount: () => {},
      standIn: undefined,
    };
  }
  const standIn = createPageStandIn({ ...options, redirectUri });
  return {
    kind: 'stand-in',
    graph: graphClient({
      base: 'http://graph.stand-in.invalid',
      appId: standIn.appId,
      appSecret: standIn.appSecret,
      fetch: standIn.fetch,
    }),
    appSecret: standIn.appSecret,
    verifyToken: standIn.verifyToken,
    redirectUri,
    dialogUrl: dialogUrlOn(`${options.publicUrl}${STAND_IN_PAGE_PATH}/dialog/oauth`, standIn.appId),
    pageUrl: (pageId) =>
      `${options.publicUrl}${STAND_IN_PAGE_PATH}/pages/${encodeURIComponent(pageId)}`,
    mount: standIn.mount,
    standIn,
  };
}
