// A buyer's live order (issue 36), on PGlite and PostgreSQL: the page's private reply to the
// comment that made it carries its link; the link's code shows it to anyone who has it, and
// lets one member take it as theirs (twice is harmless, another member or a race is a 409),
// whose the commenter then is on that page;
// wrong codes are answered 404 and, past the limit, make every try from that address wait;
// unpaid a day after the post finished, it expires and gives its stock back, once.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { products } from '../../server/db/tables.ts';
import type { PageStandIn } from '../../server/features/live/page/stand-in/index.ts';
import { testClock } from './support/accounts.ts';
import { newShopper } from './support/cart.ts';
import {
  type LiveProduct,
  productDealer,
  productsWithoutOptions,
  startLiveSale,
} from './support/live.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const PUBLIC_URL = 'http://shop.localhost:3000';
const MISSES = 3;
let addresses = 0;
/** A client address of a test's own (the server trusts X-Forwarded-For here). */
const from = () => ({ 'X-Forwarded-For': `203.0.113.${++addresses}` });

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  let standIn: PageStandIn | undefined;
  const server = useTestServer(driver, {
    now: clock.now,
    publicUrl: PUBLIC_URL,
    trustProxy: true,
    rateLimits: { liveOrderMissesPerAddress: { points: MISSES, seconds: 60 } },
    onPageStandIn: (played) => {
      standIn = played;
    },
  });
  let stock: LiveProduct[] = [];
  beforeAll(async () => {
    stock = await productsWithoutOptions(server);
  });
  const fresh = productDealer(() => stock);
  let sellers = 0;

  /** A post live on a connected page, selling 10 of a product under A1; a comment's order. */
  async function orderedByComment(message = 'CF A1 2') {
    const product = fresh();
    const pageName = `เพจคำสั่งซื้อ ${driver} ${++sellers}`;
    const { seller, post, livePostId } = await startLiveSale(server, standIn, {
      pageName,
      product,
      units: 10,
    });
    const comment = await standIn?.comment(post.id, 'ผู้ซื้อไลฟ์', message, 'once');
    const link = /\/live\/order\/1\/(\d+)\?code=([A-Za-z0-9_-]+)/.exec(comment?.reply ?? '');
    const stockLeft = async () =>
      (await server.db.select().from(products).where(eq(products.id, product.id)))[0]?.stock;
    return {
      seller,
      pageName,
      post,
      livePostId,
      product,
      reply: comment?.reply ?? '',
      id: Number(link?.[1]),
      code: link?.[2] ?? '',
      stockLeft,
    };
  }

  const read = (id: number, code?: string, options: { session?: string; headers?: object } = {}) =>
    server.call('getLiveOrder', `/live/orders/${id}${code === undefined ? '' : `?code=${code}`}`, {
      ...options,
      headers: { ...from(), ...options.headers },
    });
  const claim = (id: number, code: string, session: string) =>
    server.call('claimLiveOrder', `/live/orders/${id}/claim`, {
      session,
      body: { code },
      headers: from(),
    });

  it("tells the buyer their order's link in the page's private reply to their comment", async () => {
    const order = await orderedByComment();
    expect(order.reply).toContain(`${PUBLIC_URL}/live/order/1/${order.id}?code=`);
    expect(order.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const shown = await read(order.id, order.code);
    expect(shown.status).toBe(200);
    expect(shown.body.detail).toMatchObject({
      id: order.id,
      postName: 'ไลฟ์',
      buyerName: 'ผู้ซื้อไลฟ์',
      status: 'open',
      claim: 'none',
      payBy: null,
      lines: [{ keyword: 'A1', quantity: 2, price: order.product.priceSatang / 100 }],
      total: (2 * order.product.priceSatang) / 100,
    });
    // Only the order's first comment is answered: a second adds to it, and no reply is sent.
    const post = await rowsOf<{ postId: string }>(
      server.db,
      sql`select post_id as "postId" from live_posts where id = ${order.livePostId}`,
    );
    const again = await standIn?.comment(post[0]?.postId ?? '', 'ผู้ซื้อไลฟ์', 'CF A1', 'once');
    expect(again?.reply).toBeUndefined();
  });

  it('tells the buyer again from the sweep when the reply failed, and only once', async () => {
    const { post } = await startLiveSale(server, standIn, {
      pageName: `เพจตอบซ้ำ ${driver}`,
      product: fresh(),
      units: 10,
    });
    // Facebook refuses the page's token for a while: the order stands, the reply waits.
    const [page] = await rowsOf<{ accessToken: string }>(
      server.db,
      sql`select access_token as "accessToken" from live_pages where page_id = ${post.pageId}`,
    );
    await server.db.execute(
      sql`update live_pages set access_token = 'revoked' where page_id = ${post.pageId}`,
    );
    const comment = await standIn?.comment(post.id, 'ผู้ซื้อรอ', 'CF A1', 'once');
    expect(comment?.reply).toBeUndefined();
    await server.db.execute(
      sql`update live_pages set access_token = ${page?.accessToken ?? ''} where page_id = ${post.pageId}`,
    );
    await server.app.sweep();
    expect(comment?.reply).toMatch(/\/live\/order\/1\/\d+\?code=/);
    // Told: the next sweep sends nothing more.
    const told = comment?.reply;
    if (comment) comment.reply = undefined;
    await server.app.sweep();
    expect(comment?.reply).toBeUndefined();
    expect(told).toBeDefined();
  });

  it('lets one member take the order by its code: again harmless, another member a 409', async () => {
    const order = await orderedByComment();
    const [buyer, other] = [await newShopper(server), await newShopper(server)];
    // Signing in is needed to take it.
    const guest = await server.call('claimLiveOrder', `/live/orders/${order.id}/claim`, {
      body: { code: order.code },
    });
    expect(guest.status).toBe(401);
    const taken = await claim(order.id, order.code, buyer.session);
    expect(taken.body.detail).toMatchObject({ claim: 'yours' });
    expect((await claim(order.id, order.code, buyer.session)).status).toBe(200);
    const refused = await claim(order.id, order.code, other.session);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatchObject({ claim: 'others' });
    // The member reads it without the code; the other, with it, sees it is not theirs.
    expect((await read(order.id, undefined, { session: buyer.session })).body.detail).toMatchObject(
      {
        claim: 'yours',
      },
    );
    expect((await read(order.id, undefined, { session: other.session })).status).toBe(404);
    expect(
      (await read(order.id, order.code, { session: other.session })).body.detail,
    ).toMatchObject({
      claim: 'others',
    });
    const mine = await server.call('listMyLiveOrders', '/live/orders', { session: buyer.session });
    expect(mine.body.detail).toMatchObject({ count: 1, dataList: [{ id: order.id }] });
  });

  it("knows a commenter whose order a member took: their next order on the page is the member's", async () => {
    const order = await orderedByComment();
    const buyer = await newShopper(server);
    expect((await claim(order.id, order.code, buyer.session)).status).toBe(200);
    await server.call('moveLivePost', `/live/posts/${order.livePostId}/finish`, {
      session: order.seller.session,
    });
    // The page's next live, with another product.
    const product = fresh();
    await server.db.update(products).set({ stock: 10 }).where(eq(products.id, product.id));
    const next = standIn?.goLive(order.pageName, 'ไลฟ์รอบสอง');
    const made = await server.call('createLivePost', '/live/posts', {
      session: order.seller.session,
      body: {
        name: 'ไลฟ์รอบสอง',
        limitPerPerson: 0,
        pageId: next?.pageId,
        postId: next?.id,
        products: [{ productId: product.id, keyword: 'B1', price: product.priceSatang / 100 }],
      },
    });
    await server.call('moveLivePost', `/live/posts/${made.body.detail.id}/start`, {
      session: order.seller.session,
    });
    await standIn?.comment(next?.id ?? '', 'ผู้ซื้อไลฟ์', 'CF B1', 'once');
    // Another commenter of the page is no one's yet.
    await standIn?.comment(next?.id ?? '', 'ผู้ซื้อใหม่', 'CF B1', 'once');
    const mine = await server.call('listMyLiveOrders', '/live/orders', { session: buyer.session });
    expect(mine.body.detail).toMatchObject({
      count: 2,
      dataList: [{ postName: 'ไลฟ์รอบสอง', claim: 'yours' }, { id: order.id }],
    });
    const unknown = await rowsOf<{ userId: number | null }>(
      server.db,
      sql`select user_id as "userId" from live_orders
        where live_post_id = ${made.body.detail.id} and buyer_name = 'ผู้ซื้อใหม่'`,
    );
    expect(unknown).toEqual([{ userId: null }]);
  });

  it('gives the order to one of two members taking it at once', async () => {
    const order = await orderedByComment();
    const members = await Promise.all([newShopper(server), newShopper(server)]);
    const answers = await Promise.all(
      members.map((member) => claim(order.id, order.code, member.session)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('answers a wrong code 404, and past the limit makes every try from that address wait', async () => {
    const order = await orderedByComment();
    const attacker = from();
    for (let miss = 0; miss < MISSES; miss++)
      expect((await read(order.id, `guess${miss}`, { headers: attacker })).status).toBe(404);
    const blocked = await read(order.id, order.code, { headers: attacker });
    expect(blocked.status).toBe(429);
    // The right code costs nothing elsewhere.
    for (let again = 0; again <= MISSES; again++)
      expect((await read(order.id, order.code)).status).toBe(200);
    expect((await read(order.id, 'not a code!')).status).toBe(400);
  });

  it('expires a day after the post finished unpaid, and gives its stock back once', async () => {
    const order = await orderedByComment('CF A1 3');
    expect(await order.stockLeft()).toBe(7);
    await server.call('moveLivePost', `/live/posts/${order.livePostId}/finish`, {
      session: order.seller.session,
    });
    const finished = await read(order.id, order.code);
    const payBy = new Date(finished.body.detail.payBy ?? '');
    expect(payBy.getTime()).toBe(clock.now().getTime() + 24 * 3_600_000);
    clock.advance(24 * 3_600_000 - 60_000);
    await server.app.sweep();
    expect((await read(order.id, order.code)).body.detail.status).toBe('open');
    clock.advance(120_000);
    await Promise.all([server.app.sweep(), server.app.sweep()]);
    expect((await read(order.id, order.code)).body.detail.status).toBe('expired');
    expect(await order.stockLeft()).toBe(10);
    await server.app.sweep();
    expect(await order.stockLeft()).toBe(10);
  });
});
