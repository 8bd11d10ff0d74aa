// A comment under a live post, decided once (issue 36): deliveries come at least once, in any
// order, and a poll may bring one a webhook already did, so the comment's id is the key of its
// row, written in the same transaction as what it orders. The cut-off at the post's finish is
// the comment's own time. An order takes its stock with a conditional update (never below
// zero) and checks the buyer's limit under their order's row lock (its upsert), so comments
// racing for the last units sell exactly what there is and no buyer more than the limit. A
// commenter the page knows as a member (live_buyers) orders as that member from the start.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { noteProductsChanged } from '../../db/product-changes.ts';
import type { COMMENT_VERDICTS } from '../../db/schema-live.ts';
import { commentOrder } from './comment-order.ts';
import type { PageComment } from './page-webhook.ts';

export type CommentVerdict = (typeof COMMENT_VERDICTS)[number];

/** A live order's link: what the commenter is told when their first comment orders. */
export interface LiveOrderLink {
  livePostId: number;
  orderId: number;
  claimCode: string;
}

export interface Decided {
  verdict: CommentVerdict;
  keyword: string | null;
  quantity: number | null;
  /** Set when this comment made the buyer's order: its link, to tell them (not kept). */
  newOrder?: LiveOrderLink;
}

interface SellingPost {
  id: number;
  limitPerPerson: number;
  startedAt: Date | string | null;
  finishedAt: Date | string | null;
  products: { id: number; productId: number; keyword: string }[];
}

/** The post selling under the social post a comment is on: live, or finished (late deliveries). */
async function postOf(db: Db, comment: PageComment) {
  const [post] = await rowsOf<SellingPost>(
    db,
    sql`select lp.id, lp.limit_per_person as "limitPerPerson", lp.started_at as "startedAt",
        lp.finished_at as "finishedAt",
        coalesce((select json_agg(json_build_object('id', pp.id, 'productId', pp.product_id,
            'keyword', pp.keyword) order by pp.id)
          from live_post_products pp where pp.live_post_id = lp.id), '[]') as products
      from live_posts lp
      where lp.page_id = ${comment.pageId} and lp.post_id = ${comment.postId}
        and lp.status in ('active', 'finished')
      order by lp.id desc limit 1`,
  );
  return post;
}

/**
 * What `comment` is, decided once and kept: an order line with its stock taken, or why not.
 * Null for a comment under no post that sells.
 */
export async function decideComment(
  db: Db,
  comment: PageComment,
  now: Date,
): Promise<Decided | null> {
  const post = await postOf(db, comment);
  if (!post) return null;
  return db.transaction(async (tx) => {
    const [fresh] = await rowsOf<{ commentId: string }>(
      tx,
      sql`insert into live_comments (comment_id, live_post_id, from_id, from_name, message,
          written_at, received_at, verdict)
        values (${comment.commentId}, ${post.id}, ${comment.from.id}, ${comment.from.name},
          ${comment.message}, ${comment.createdAt}, ${now}, 'ignored')
        on conflict (comment_id) do nothing returning comment_id as "commentId"`,
    );
    if (!fresh) {
      // Delivered before: its verdict stands.
      const [kept] = await rowsOf<Decided>(
        tx,
        sql`select verdict, keyword, quantity from live_comments
          where comment_id = ${comment.commentId}`,
      );
      if (!kept) throw new Error(`comment ${comment.commentId} vanished`);
      return kept;
    }
    const verdict = await verdictOf(tx, post, comment, now);
    await tx.execute(
      sql`update live_comments set verdict = ${verdict.verdict}, keyword = ${verdict.keyword},
          quantity = ${verdict.quantity}
        where comment_id = ${comment.commentId}`,
    );
    return verdict;
  });
}

async function verdictOf(
  tx: Db,
  post: SellingPost,
  comment: PageComment,
  now: Date,
): Promise<Decided> {
  const asked = commentOrder(
    comment.message,
    post.products.map((product) => product.keyword),
  );
  // The page's own comments (the seller answering) are never orders.
  if (asked.kind === 'chatter' || comment.from.id === comment.pageId)
    return { verdict: 'ignored', keyword: null, quantity: null };
  if (asked.kind === 'unknown-keyword')
    return { verdict: 'unknown-keyword', keyword: asked.keyword, quantity: null };
  const { keyword, quantity } = asked;
  const decided = (verdict: CommentVerdict): Decided => ({ verdict, keyword, quantity });
  if (post.finishedAt !== null && comment.createdAt > new Date(post.finishedAt))
    return decided('post-finished');
  // A social post's comments from before the sale (the first poll reads them all) order nothing.
  // Facebook gives a comment's time in whole seconds: one in the second the sale started counts.
  const startedSecond =
    post.startedAt === null ? 0 : Math.floor(new Date(post.startedAt).getTime() / 1000) * 1000;
  if (comment.createdAt.getTime() < startedSecond) return decided('before-start');
  const product = post.products.find((candidate) => candidate.keyword === keyword);
  if (!product) throw new Error(`keyword ${keyword} is not post ${post.id}'s`);
  // The buyer's order, its row locked until this commits: their other comments wait here.
  const [order] = await rowsOf<{
    id: number;
    claimCode: string;
    status: string;
    ordered: number;
    lines: number;
  }>(
    tx,
    sql`with known as (
        select user_id from live_buyers
        where page_id = ${comment.pageId} and buyer_social_id = ${comment.from.id}
      ), o as (
        insert into live_orders (live_post_id, buyer_social_id, buyer_name, created_at, claim_code,
          user_id, claimed_at)
        values (${post.id}, ${comment.from.id}, ${comment.from.name}, ${now},
          ${randomBytes(16).toString('base64url')}, (select user_id from known),
          (select ${now}::timestamptz from known))
        on conflict (live_post_id, buyer_social_id)
          do update set buyer_name = excluded.buyer_name
        returning id, claim_code, status
      )
      select o.id, o.claim_code as "claimCode", o.status,
        coalesce((select sum(l.quantity) from live_order_lines l where l.live_order_id = o.id),
          0)::integer as ordered,
        (select count(*) from live_order_lines l where l.live_order_id = o.id)::integer as lines
      from o`,
  );
  if (!order) throw new Error('the live order was not written');
  // Its time to pay ran out and its stock went back: a comment arriving this late adds nothing.
  if (order.status === 'expired') return decided('post-finished');
  if (post.limitPerPerson > 0 && order.ordered + quantity > post.limitPerPerson)
    return decided('over-limit');
  const taken = await rowsOf(
    tx,
    sql`update products set stock = stock - ${quantity}
      where id = ${product.productId} and stock >= ${quantity} returning id`,
  );
  if (!taken.length) return decided('out-of-stock');
  noteProductsChanged([product.productId]);
  await tx.execute(
    sql`insert into live_order_lines (live_order_id, live_post_product_id, quantity, comment_id)
      values (${order.id}, ${product.id}, ${quantity}, ${comment.commentId})`,
  );
  if (order.lines > 0) return decided('added');
  return {
    ...decided('ordered'),
    newOrder: { livePostId: post.id, orderId: order.id, claimCode: order.claimCode },
  };
}
