// Comments under a live post decided (issue 36), on PGlite and PostgreSQL: every verdict; one
// comment delivered ten times, or by a webhook and a poll at once, orders once; the cut-off is
// the comment's own time; 200 comments at once on 10 units with a limit of 2 each sell exactly
// 10, and no buyer more than 2.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { liveOrderLines, products } from '../../server/db/tables.ts';
import { decideComment } from '../../server/features/live/comments.ts';
import type { PageComment } from '../../server/features/live/page-webhook.ts';
import { testClock } from './support/accounts.ts';
import { newAffiliate } from './support/affiliates.ts';
import {
  connectedPage,
  type LiveProduct,
  productDealer,
  productsWithoutOptions,
} from './support/live.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const server = useTestServer(driver, { now: clock.now });
  let stock: LiveProduct[] = [];
  beforeAll(async () => {
    stock = await productsWithoutOptions(server);
  });
  const fresh = productDealer(() => stock);
  let posts = 0;

  /** A live post of a fresh affiliate selling `units` of a product under A1, started. */
  async function livePost(units: number, limitPerPerson = 0) {
    const product = fresh();
    await server.db.update(products).set({ stock: units }).where(eq(products.id, product.id));
    const affiliate = await newAffiliate(server);
    const pageId = await connectedPage(server, affiliate.userId);
    const postId = `${pageId}_${++posts}`;
    const made = await server.call('createLivePost', '/live/posts', {
      session: affiliate.session,
      body: {
        name: 'ไลฟ์',
        limitPerPerson,
        pageId,
        postId,
        products: [{ productId: product.id, keyword: 'A1', price: product.priceSatang / 100 }],
      },
    });
    const id = made.body.detail.id;
    await server.call('moveLivePost', `/live/posts/${id}/start`, { session: affiliate.session });
    let comments = 0;
    const comment = (message: string, from = 'buyer-1', fields: Partial<PageComment> = {}) => ({
      pageId,
      postId,
      commentId: `${postId}_${++comments}`,
      from: { id: from, name: `ผู้ซื้อ ${from}` },
      message,
      createdAt: clock.now(),
      ...fields,
    });
    const stockLeft = async () =>
      (
        await server.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, product.id))
      )[0]?.stock;
    const finish = () =>
      server.call('moveLivePost', `/live/posts/${id}/finish`, { session: affiliate.session });
    return { id, comment, stockLeft, finish };
  }
  const decide = (comment: PageComment) => decideComment(server.db, comment, clock.now());

  it('gives every comment a verdict, and takes stock for each order', async () => {
    const post = await livePost(7, 3);
    expect(await decide(post.comment('สวยมากค่ะ'))).toMatchObject({ verdict: 'ignored' });
    expect(await decide(post.comment('CF Z9'))).toMatchObject({
      verdict: 'unknown-keyword',
      keyword: 'z9',
    });
    // The order made: its link, to tell the buyer.
    expect(await decide(post.comment('CF A1 2'))).toEqual({
      verdict: 'ordered',
      keyword: 'A1',
      quantity: 2,
      newOrder: { livePostId: post.id, orderId: expect.any(Number), claimCode: expect.any(String) },
    });
    const added = await decide(post.comment('A1'));
    expect(added).toMatchObject({ verdict: 'added', quantity: 1 });
    expect(added?.newOrder).toBeUndefined();
    expect(await decide(post.comment('A1'))).toMatchObject({ verdict: 'over-limit' });
    expect(await decide(post.comment('เอา A1 3 ชิ้น', 'buyer-2'))).toMatchObject({
      verdict: 'ordered',
    });
    expect(await post.stockLeft()).toBe(1);
    expect(await decide(post.comment('A1 2', 'buyer-3'))).toMatchObject({
      verdict: 'out-of-stock',
    });
    expect(await post.stockLeft()).toBe(1);
    // A comment under a social post nothing sells on is none of ours.
    expect(await decide({ ...post.comment('CF A1'), postId: '9999_1' })).toBeNull();
    // Written before the sale started (the first poll reads a post's older comments), or by
    // the page itself: no order.
    const early = post.comment('CF A1', 'buyer-4', {
      createdAt: new Date(clock.now().getTime() - 60_000),
    });
    expect(await decide(early)).toMatchObject({ verdict: 'before-start', keyword: 'A1' });
    const own = post.comment('CF A1', 'page');
    expect(await decide({ ...own, from: { id: own.pageId, name: 'เพจ' } })).toMatchObject({
      verdict: 'ignored',
    });
    expect(await post.stockLeft()).toBe(1);
  });

  it('decides a comment once, however often and however at once it is delivered', async () => {
    const post = await livePost(10);
    const once = post.comment('CF A1');
    const answers = await Promise.all(Array.from({ length: 10 }, () => decide(once)));
    expect(answers.every((answer) => answer?.verdict === 'ordered')).toBe(true);
    expect(await post.stockLeft()).toBe(9);
    const lines = await server.db
      .select()
      .from(liveOrderLines)
      .where(eq(liveOrderLines.commentId, once.commentId));
    expect(lines).toHaveLength(1);
  });

  it("cuts off at the post's finish by the comment's own time, not its delivery's", async () => {
    const post = await livePost(10);
    const onTime = post.comment('CF A1');
    clock.advance(60_000);
    await post.finish();
    clock.advance(60_000);
    const late = post.comment('CF A1', 'buyer-2');
    // Delivered after the finish, written before it: an order all the same.
    expect(await decide(onTime)).toMatchObject({ verdict: 'ordered' });
    expect(await decide(late)).toMatchObject({ verdict: 'post-finished' });
    expect(await post.stockLeft()).toBe(9);
  });

  it('sells exactly the stock to 200 comments at once, and no buyer beyond the limit', async () => {
    const post = await livePost(10, 2);
    const comments = Array.from({ length: 200 }, (_, i) =>
      post.comment(i % 3 === 0 ? 'A1 2' : 'CF A1', `buyer-${i % 40}`),
    );
    const answers = await Promise.all(comments.map((comment) => decide(comment)));
    expect(await post.stockLeft()).toBe(0);
    const sold = await rowsOf<{ buyer: string; units: number }>(
      server.db,
      sql`select o.buyer_social_id as buyer, sum(l.quantity)::integer as units
        from live_order_lines l join live_orders o on o.id = l.live_order_id
        where o.live_post_id = ${post.id} group by o.buyer_social_id`,
    );
    expect(sold.reduce((total, row) => total + row.units, 0)).toBe(10);
    expect(Math.max(...sold.map((row) => row.units))).toBeLessThanOrEqual(2);
    const verdicts = new Set(answers.map((answer) => answer?.verdict));
    expect(
      [...verdicts].every((v) =>
        ['ordered', 'added', 'over-limit', 'out-of-stock'].includes(v ?? ''),
      ),
    ).toBe(true);
  });
});
