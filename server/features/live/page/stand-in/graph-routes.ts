// The stand-in's Graph API: the calls graph.ts makes, answered in Facebook's own shapes and
// errors (an unknown or foreign token is an OAuthException of code 190), reached in-process
// only, as the Stripe stand-in's API is.
import { Hono } from 'hono';
import type { StandInPageStore } from './store.ts';

/** Graph's time format: 2026-11-29T15:37:00+0000. */
const graphTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');

const oauthError = (message: string) => ({
  error: { message, type: 'OAuthException', code: 190 },
});

const cursorOf = (index: number) => Buffer.from(String(index)).toString('base64url');
function indexOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  const index = Number(Buffer.from(cursor, 'base64url').toString());
  return Number.isSafeInteger(index) && index >= 0 ? index : 0;
}

export function standInGraph(
  store: StandInPageStore,
  app: { appId: string; appSecret: string },
): Hono {
  const graph = new Hono();

  graph.get('/oauth/access_token', (c) => {
    const { client_id, client_secret, redirect_uri, code } = c.req.query();
    if (client_id !== app.appId || client_secret !== app.appSecret)
      return c.json(oauthError('Error validating client secret.'), 400);
    const token = code && redirect_uri ? store.redeem(code, redirect_uri) : null;
    if (!token) return c.json(oauthError('This authorization code has expired or been used.'), 400);
    return c.json({ access_token: token, token_type: 'bearer', expires_in: 5_183_944 });
  });

  graph.get('/me/accounts', (c) => {
    const pageIds = store.pagesOfUser(c.req.query('access_token') ?? '');
    if (!pageIds) return c.json(oauthError('Invalid OAuth access token.'), 400);
    return c.json({
      data: pageIds.map((id) => ({
        id,
        name: store.pageName(id) ?? id,
        access_token: store.pageTokenOf(id),
        category: 'Shopping & retail',
        tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
      })),
      paging: { cursors: { before: cursorOf(0), after: cursorOf(pageIds.length) } },
    });
  });

  graph.post('/:pageId/subscribed_apps', (c) => {
    const pageId = c.req.param('pageId');
    if (!store.pageOfToken(c.req.query('access_token') ?? '', pageId))
      return c.json(oauthError('Invalid OAuth access token.'), 400);
    if (c.req.query('subscribed_fields') !== 'feed')
      return c.json({ error: { message: 'Invalid subscribed_fields', code: 100 } }, 400);
    store.subscribe(pageId);
    return c.json({ success: true });
  });

  // A private reply to a comment (the Send API's `recipient.comment_id`).
  graph.post('/:pageId/messages', (c) => {
    const pageId = c.req.param('pageId');
    if (!store.pageOfToken(c.req.query('access_token') ?? '', pageId))
      return c.json(oauthError('Invalid OAuth access token.'), 400);
    let commentId = '';
    let text = '';
    try {
      commentId = String(JSON.parse(c.req.query('recipient') ?? '{}').comment_id ?? '');
      text = String(JSON.parse(c.req.query('message') ?? '{}').text ?? '');
    } catch {
      // Left empty: refused below.
    }
    if (!commentId || !text || !store.reply(commentId, text))
      return c.json({ error: { message: 'Invalid parameter', code: 100 } }, 400);
    return c.json({ recipient_id: commentId, message_id: `m_${commentId}` });
  });

  graph.get('/:pageId/posts', (c) => {
    const pageId = c.req.param('pageId');
    if (!store.pageOfToken(c.req.query('access_token') ?? '', pageId))
      return c.json(oauthError('Invalid OAuth access token.'), 400);
    return c.json({
      data: store.postsOf(pageId).map((post) => ({
        id: post.id,
        message: post.message,
        created_time: graphTime(post.createdAt),
      })),
    });
  });

  graph.get('/:postId/comments', (c) => {
    const postId = c.req.param('postId');
    const pageId = postId.split('_')[0] ?? '';
    if (!store.pageOfToken(c.req.query('access_token') ?? '', pageId))
      return c.json(oauthError('Invalid OAuth access token.'), 400);
    if (!store.post(postId))
      return c.json({ error: { message: 'Unsupported get request.', code: 100 } }, 400);
    const all = store.commentsOf(postId);
    const start = indexOf(c.req.query('after'));
    const limit = Math.min(Math.max(Number(c.req.query('limit')) || 25, 1), 100);
    const data = all.slice(start, start + limit);
    const end = start + data.length;
    return c.json({
      data: data.map((comment) => ({
        id: comment.id,
        from: comment.from,
        message: comment.message,
        created_time: graphTime(comment.createdAt),
      })),
      paging: {
        cursors: { before: cursorOf(start), after: cursorOf(end) },
        ...(end < all.length ? { next: `${c.req.url.split('?')[0]}?after=${cursorOf(end)}` } : {}),
      },
    });
  });

  return graph;
}
