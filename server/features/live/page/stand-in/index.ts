// The offline stand-in for a Facebook page, played by our own server while the shop has no
// Facebook app keys for pages (server/config.ts): the connection dialog, the page and its posts
// with a comment box (pages.ts, under /stand-in/facebook-page), the Graph API calls our side
// makes (graph-routes.ts, reached in-process only), and the page webhook's deliveries of each
// comment, signed as Facebook signs them, once, twice or not at all (then the poll finds it).
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formOf } from '../../../shared/stand-in-page.ts';
import { signatureOf } from '../../page-webhook.ts';
import { standInGraph } from './graph-routes.ts';
import { connectPage, pageView, postView, refusal, STAND_IN_PAGE_PATH } from './pages.ts';
import { type StandInComment, type StandInPost, standInPageStore } from './store.ts';

/** Posts a signed delivery to the shop's webhook (in-process) and answers its status. */
export type PageDeliver = (raw: string, signature: string) => Promise<number>;
export type Delivery = 'once' | 'twice' | 'none';

export interface PageStandInOptions {
  now: () => Date;
  /** The shop's callback for the connection dialog: nothing else is redirected to. */
  redirectUri: string;
  deliver: PageDeliver;
  log: (message: string, error: unknown) => void;
}

export const STAND_IN_APP_ID = 'stand-in-pages';
const DEMO_PAGE_NAME = 'ร้านสมใจ ไลฟ์สด';
const MAX_FORM_BYTES = 16 * 1024;
const MAX_NAME = 100;
const MAX_MESSAGE = 8000;

/** A comment added to a post, as the page webhook's `feed` change carries it. */
export function feedDelivery(post: StandInPost, comment: StandInComment) {
  const seconds = Math.floor(comment.createdAt.getTime() / 1000);
  return {
    object: 'page',
    entry: [
      {
        id: post.pageId,
        time: seconds,
        changes: [
          {
            field: 'feed',
            value: {
              from: comment.from,
              post: { status_type: 'added_video', is_published: true, id: post.id },
              message: comment.message,
              post_id: post.id,
              comment_id: comment.id,
              created_time: seconds,
              item: 'comment',
              parent_id: post.id,
              verb: 'add',
            },
          },
        ],
      },
    ],
  };
}

export function createPageStandIn(options: PageStandInOptions) {
  const appSecret = randomBytes(24).toString('base64url');
  const verifyToken = randomBytes(18).toString('base64url');
  const store = standInPageStore(options.now);
  const graph = standInGraph(store, { appId: STAND_IN_APP_ID, appSecret });

  async function deliverOnce(post: StandInPost, comment: StandInComment) {
    const raw = JSON.stringify(feedDelivery(post, comment));
    try {
      const status = await options.deliver(raw, signatureOf(raw, appSecret));
      if (status >= 400) options.log(`Page webhook answered ${status}`, comment.id);
    } catch (error) {
      options.log('Page webhook delivery failed', error);
    }
  }

  /** A buyer's comment on a post, delivered to the shop as `delivery` says. */
  async function comment(postId: string, name: string, message: string, delivery: Delivery) {
    const post = store.post(postId);
    if (!post) return null;
    const added = store.addComment(postId, name, message);
    // Facebook sends a page's feed only to apps subscribed to it.
    if (delivery !== 'none' && store.isSubscribed(post.pageId)) {
      await deliverOnce(post, added);
      if (delivery === 'twice') await deliverOnce(post, added);
    }
    return added;
  }

  function mount(app: Hono) {
    const formLimit = bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => c.html(refusal('The form is too large.'), 413),
    });
    const dialogRequest = (params: URLSearchParams) => ({
      client_id: params.get('client_id') ?? '',
      redirect_uri: params.get('redirect_uri') ?? '',
      state: params.get('state') ?? '',
      scope: params.get('scope') ?? '',
    });

    app.get(`${STAND_IN_PAGE_PATH}/dialog/oauth`, (c) => {
      c.header('Cache-Control', 'no-store');
      const request = dialogRequest(new URL(c.req.url).searchParams);
      const refused = refusalOf(request);
      return refused ? c.html(refusal(refused), 400) : c.html(connectPage(request, DEMO_PAGE_NAME));
    });

    app.post(`${STAND_IN_PAGE_PATH}/dialog/oauth`, formLimit, async (c) => {
      const form = await formOf(c);
      const request = dialogRequest(form);
      const refused = refusalOf(request);
      if (refused) return c.html(refusal(refused), 400);
      const back = new URL(request.redirect_uri);
      back.searchParams.set('state', request.state);
      if (form.get('decision') !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_reason', 'user_denied');
        return c.redirect(back.toString(), 303);
      }
      const name = (form.get('page_name') ?? '').trim();
      if (!name || name.length > MAX_NAME)
        return c.html(connectPage(request, name, 'ใส่ชื่อเพจ · Type the page name.'), 400);
      back.searchParams.set('code', store.grant([store.pageNamed(name)], request.redirect_uri));
      return c.redirect(back.toString(), 303);
    });

    app.get(`${STAND_IN_PAGE_PATH}/pages/:pageId`, (c) => {
      const pageId = c.req.param('pageId');
      const name = store.pageName(pageId);
      if (!name) return c.html(refusal('No such page (the stand-in forgets on restart).'), 404);
      return c.html(pageView(pageId, name, store.postsOf(pageId)));
    });

    app.post(`${STAND_IN_PAGE_PATH}/pages/:pageId/posts`, formLimit, async (c) => {
      const pageId = c.req.param('pageId');
      if (!store.pageName(pageId)) return c.html(refusal('No such page.'), 404);
      const message = ((await formOf(c)).get('message') ?? '').trim().slice(0, 500);
      const post = store.addPost(pageId, message);
      return c.redirect(`${STAND_IN_PAGE_PATH}/posts/${post.id}`, 303);
    });

    const showPost = (post: StandInPost, name: string, error?: string) =>
      postView({
        post,
        pageName: store.pageName(post.pageId) ?? post.pageId,
        comments: store.commentsOf(post.id),
        name,
        error,
      });

    app.get(`${STAND_IN_PAGE_PATH}/posts/:postId`, (c) => {
      const post = store.post(c.req.param('postId'));
      if (!post) return c.html(refusal('No such post (the stand-in forgets on restart).'), 404);
      return c.html(showPost(post, c.req.query('name') ?? ''));
    });

    app.post(`${STAND_IN_PAGE_PATH}/posts/:postId/comments`, formLimit, async (c) => {
      const post = store.post(c.req.param('postId'));
      if (!post) return c.html(refusal('No such post.'), 404);
      const form = await formOf(c);
      const name = (form.get('name') ?? '').trim();
      const message = (form.get('message') ?? '').trim();
      const delivery = form.get('delivery');
      if (!name || name.length > MAX_NAME || !message || message.length > MAX_MESSAGE)
        return c.html(showPost(post, name, 'ใส่ชื่อและความคิดเห็น · Type a name and a comment.'), 400);
      await comment(
        post.id,
        name,
        message,
        delivery === 'twice' || delivery === 'none' ? delivery : 'once',
      );
      return c.redirect(
        `${STAND_IN_PAGE_PATH}/posts/${post.id}?name=${encodeURIComponent(name)}`,
        303,
      );
    });
  }

  /** Nothing is redirected anywhere but the shop's own callback: no open redirect. */
  function refusalOf(request: { client_id: string; redirect_uri: string }) {
    if (request.client_id !== STAND_IN_APP_ID) return 'Unknown client_id.';
    if (request.redirect_uri !== options.redirectUri)
      return 'redirect_uri is not this shop’s callback.';
    return null;
  }

  return {
    appId: STAND_IN_APP_ID,
    appSecret,
    verifyToken,
    /** The Graph API, in-process. */
    fetch: (url: string, init?: RequestInit) => Promise.resolve(graph.request(url, init)),
    mount,
    comment,
    /** A post on a page, as a seller going live makes one (tests, the bench). */
    goLive: (pageName: string, message: string) =>
      store.addPost(store.pageNamed(pageName), message),
    pageNamed: (name: string) => store.pageNamed(name),
  };
}

export type PageStandIn = ReturnType<typeof createPageStandIn>;
