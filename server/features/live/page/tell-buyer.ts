// The page's private reply to the comment that made a buyer's order: its link (Facebook lets a
// page answer a comment privately, within 7 days). Told once: the order is marked before the
// reply is sent (so a webhook and a sweep never both send it) and unmarked if it fails, and the
// sweep tells again the orders not told yet.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { GraphError } from './graph.ts';
import type { PageWebhookDeps } from './page-deps.ts';

/** Facebook's window for a private reply to a comment. */
const REPLY_WINDOW_MS = 7 * 24 * 3_600_000;
/** Orders told again by one sweep, at most. */
const RETELL_BATCH = 100;

export interface OrderToTell {
  orderId: number;
  claimCode: string;
  /** The comment that made the order: the one answered. */
  commentId: string;
  pageId: string;
}

/** Where a buyer sees their live order and takes it as their own account's. */
const liveOrderUrl = (publicUrl: string, order: Pick<OrderToTell, 'orderId' | 'claimCode'>) =>
  `${publicUrl}/live/order/1/${order.orderId}?code=${order.claimCode}`;

/** Replies to the order's comment with its link; false when it was told already or failed. */
export async function tellBuyer(deps: PageWebhookDeps, order: OrderToTell): Promise<boolean> {
  const [page] = await rowsOf<{ id: string; name: string; accessToken: string }>(
    deps.db,
    sql`select page_id as id, name, access_token as "accessToken" from live_pages
      where page_id = ${order.pageId}`,
  );
  if (!page) return false;
  const marked = await rowsOf(
    deps.db,
    sql`update live_orders set told_at = ${deps.now()}
      where id = ${order.orderId} and told_at is null returning id`,
  );
  if (!marked.length) return false;
  const url = liveOrderUrl(deps.publicUrl, order);
  try {
    await deps.provider.graph.replyPrivately(
      page,
      order.commentId,
      `คำสั่งซื้อจากไลฟ์ของคุณ · Your order from the live: ${url}`,
    );
    return true;
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    deps.log(`Replying to comment ${order.commentId} failed`, error);
    await deps.db.execute(sql`update live_orders set told_at = null where id = ${order.orderId}`);
    return false;
  }
}

/** Tells again the open orders whose reply failed, while Facebook still takes one. */
export async function retellBuyers(deps: PageWebhookDeps): Promise<void> {
  const since = new Date(deps.now().getTime() - REPLY_WINDOW_MS);
  const untold = await rowsOf<OrderToTell>(
    deps.db,
    sql`select o.id as "orderId", o.claim_code as "claimCode", lp.page_id as "pageId",
        (select l.comment_id from live_order_lines l where l.live_order_id = o.id
          order by l.id limit 1) as "commentId"
      from live_orders o join live_posts lp on lp.id = o.live_post_id
      where o.told_at is null and o.status = 'open' and o.user_id is null
        and o.claim_code is not null and o.created_at > ${since}
      order by o.id limit ${RETELL_BATCH}`,
  );
  for (const order of untold) if (order.commentId) await tellBuyer(deps, order);
}
