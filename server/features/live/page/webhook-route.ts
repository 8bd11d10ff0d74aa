// The social page's webhook (outside /api: Facebook sends no API key, and its body is its own
// shape). GET answers the subscription's check with the challenge; POST checks the signature on
// the raw body before anything is parsed, then decides each comment added (comments.ts), once
// however often it is delivered. A delivery not signed with the app secret is a 401 and changes
// nothing; one that is but reads as no delivery at all is a 400; anything else is a 200, so
// Facebook stops redelivering it.
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { collectingProductChanges } from '../../../db/product-changes.ts';
import { decideComment } from '../comments.ts';
import {
  commentsOf,
  hasValidSignature,
  type PageComment,
  subscriptionChallenge,
} from '../page-webhook.ts';
import type { PageWebhookDeps } from './page-deps.ts';
import { PAGE_WEBHOOK_PATH } from './page-provider.ts';
import { tellBuyer } from './tell-buyer.ts';

/** Facebook batches up to 1,000 changes in a delivery; a few hundred bytes each. */
const MAX_DELIVERY_BYTES = 1024 * 1024;

/** Decides `comments` one after another (a buyer's comments keep their order). */
export async function decideAll(deps: PageWebhookDeps, comments: PageComment[]) {
  await collectingProductChanges(
    async () => {
      for (const comment of comments) {
        const decided = await decideComment(deps.db, comment, deps.now());
        if (decided?.newOrder)
          await tellBuyer(deps, {
            orderId: decided.newOrder.orderId,
            claimCode: decided.newOrder.claimCode,
            commentId: comment.commentId,
            pageId: comment.pageId,
          });
      }
    },
    (productIds) => deps.productsChanged?.(productIds),
  );
}

export function mountPageWebhook(app: Hono, deps: PageWebhookDeps): void {
  app.get(PAGE_WEBHOOK_PATH, (c) => {
    const challenge = subscriptionChallenge(c.req.query(), deps.provider.verifyToken);
    return challenge === null ? c.text('Forbidden', 403) : c.text(challenge);
  });

  app.post(
    PAGE_WEBHOOK_PATH,
    bodyLimit({
      maxSize: MAX_DELIVERY_BYTES,
      onError: (c) => c.json({ error: 'payload too large' }, 413),
    }),
    async (c) => {
      const raw = await c.req.text();
      if (!hasValidSignature(raw, c.req.header('x-hub-signature-256'), deps.provider.appSecret))
        return c.json({ error: 'invalid signature' }, 401);
      let payload: unknown;
      try {
        payload = JSON.parse(raw);
      } catch {
        return c.json({ error: 'not JSON' }, 400);
      }
      const comments = commentsOf(payload);
      if (comments === null) return c.json({ error: 'not a page delivery' }, 400);
      await decideAll(deps, comments);
      return c.text('EVENT_RECEIVED');
    },
  );
}
