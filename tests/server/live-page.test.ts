// The social page live selling reads (issue 36), on PGlite and PostgreSQL, through the stand-in
// that speaks Facebook's shapes: a seller connects a page in its dialog (cancel, a forged state,
// a page another seller holds); the webhook's subscription check and signatures (forged,
// altered, none); a comment delivered once, twice, ten times, or dropped and found by the poll,
// and a poll overlapping the deliveries: one order line each; comments written before the
// finish but delivered after it still order, those written after it do not; the dashboard's
// comments and figures agree with the orders.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { products } from '../../server/db/tables.ts';
import { feedDelivery, type PageStandIn } from '../../server/features/live/page/stand-in/index.ts';
import { signatureOf } from '../../server/features/live/page-webhook.ts';
import { testClock } from './support/accounts.ts';
import { newAffiliate } from './support/affiliates.ts';
import { newShopper } from './support/cart.ts';
import {
  connectThroughDialog,
  type LiveProduct,
  productDealer,
  productsWithoutOptions,
  startLiveSale,
} from './support/live.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const WEBHOOK = '/webhooks/facebook';

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  let standIn: PageStandIn | undefined;
  const server = useTestServer(driver, {
    now: clock.now,
    onPageStandIn: (played) => {
      standIn = played;
    },
  });
  const page = () => {
    if (!standIn) throw new Error('the stand-in plays no page');
    return standIn;
  };
  let stock: LiveProduct[] = [];
  beforeAll(async () => {
    stock = await productsWithoutOptions(server);
  });
  const fresh = productDealer(() => stock);
  let sellers = 0;

  /** A seller with a connected page live on a post selling `units` under A1. */
  async function liveSale(units: number, limitPerPerson = 0) {
    const product = fresh();
    const {
      seller,
      post,
      livePostId: id,
      connected,
      started,
    } = await startLiveSale(server, standIn, {
      pageName: `เพจไลฟ์ ${driver} ${++sellers}`,
      product,
      units,
      limitPerPerson,
    });
    expect(connected).toBe('/user/profile/affiliate/live?connect=connected');
    expect(started).toBe(200);
    const lines = async () =>
      (
        await rowsOf<{ quantity: number; commentId: string }>(
          server.db,
          sql`select l.quantity, l.comment_id as "commentId" from live_order_lines l
            join live_orders o on o.id = l.live_order_id where o.live_post_id = ${id}
            order by l.id`,
        )
      ).map((line) => ({ ...line }));
    /** The post as its seller reads it, or as anyone else does (`asSeller` false). */
    const read = async (asSeller = true) =>
      (
        await server.call('getLivePost', `/livePost/${id}`, {
          session: asSeller ? seller.session : undefined,
        })
      ).body.detail.data;
    const comments = async () =>
      (
        await server.call('listLivePostComments', `/live/posts/${id}/comments?perPage=50`, {
          session: seller.session,
        })
      ).body.detail;
    return { seller, post, id, lines, read, comments, product };
  }

  const deliver = (raw: string, signature: string | null) =>
    server.app.request(WEBHOOK, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature === null ? {} : { 'X-Hub-Signature-256': signature }),
      },
      body: raw,
    });

  it("answers the webhook's subscription check only with our verify token", async () => {
    const check = (token: string) =>
      server.app.request(
        `${WEBHOOK}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${token}`,
      );
    const right = await check(page().verifyToken);
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('1158201444');
    expect((await check('guessed')).status).toBe(403);
  });

  it('connects a page in the dialog; refuses a cancel, a forged state, a page held by another', async () => {
    const seller = await newAffiliate(server);
    const cancelled = await connectThroughDialog(server.app, seller.session, 'เพจยกเลิก', 'cancel');
    expect(cancelled.back).toBe('/user/profile/affiliate/live?connect=cancelled');
    const connected = await connectThroughDialog(server.app, seller.session, 'เพจของฉัน');
    expect(connected.back).toBe('/user/profile/affiliate/live?connect=connected');
    const pages = await server.call('listLivePages', '/live/pages', { session: seller.session });
    expect(pages.body.detail).toEqual([
      expect.objectContaining({
        pageId: page().pageNamed('เพจของฉัน'),
        name: 'เพจของฉัน',
        url: `http://localhost:3000/stand-in/facebook-page/pages/${page().pageNamed('เพจของฉัน')}`,
      }),
    ]);
    // The page token stays on the server.
    expect(JSON.stringify(pages.body)).not.toContain('EAA');

    // Another seller granting the same page does not take it.
    const rival = await newAffiliate(server);
    const taken = await connectThroughDialog(server.app, rival.session, 'เพจของฉัน');
    expect(taken.back).toBe('/user/profile/affiliate/live?connect=taken');
    expect(
      (await server.call('listLivePages', '/live/pages', { session: rival.session })).body.detail,
    ).toEqual([]);

    // A callback without the browser's own state connects nothing: no one links their page
    // to another's account.
    const other = await newAffiliate(server);
    const started = await server.app.request('/auth/facebook-page', {
      headers: { Cookie: `token=${other.session}` },
    });
    const dialog = new URL(started.headers.get('location') ?? '');
    const granted = await server.app.request(dialog.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(dialog.searchParams),
        page_name: 'เพจปลอม',
        decision: 'allow',
      }).toString(),
    });
    const callback = new URL(granted.headers.get('location') ?? '');
    const forged = await server.app.request(`${callback.pathname}${callback.search}`, {
      headers: { Cookie: `token=${other.session}; page_connect=forged` },
    });
    expect(forged.headers.get('location')).toBe('/user/profile/affiliate/live?connect=failed');
    expect(
      (await server.call('listLivePages', '/live/pages', { session: other.session })).body.detail,
    ).toEqual([]);

    // Only a signed-in verified affiliate connects a page.
    const member = await newShopper(server);
    for (const cookie of [`token=${member.session}`, '']) {
      const refused = await server.app.request('/auth/facebook-page', {
        headers: { Cookie: cookie },
      });
      expect(refused.headers.get('location')).toBe('/live/login');
    }
    // The page's posts are its seller's to read.
    const pageId = page().pageNamed('เพจของฉัน');
    expect(
      (
        await server.call('listLivePagePosts', `/live/pages/${pageId}/posts`, {
          session: rival.session,
        })
      ).status,
    ).toBe(404);
  });

  it('orders once per comment: delivered twice, ten times, or dropped and found by the poll', async () => {
    const sale = await liveSale(20);
    await page().comment(sale.post.id, 'สมชาย', 'CF A1', 'once');
    await page().comment(sale.post.id, 'สมหญิง', 'A1=2', 'twice');
    const dropped = await page().comment(sale.post.id, 'มานี', 'เอา A1 3 ชิ้น', 'none');
    expect((await sale.lines()).map((line) => line.quantity)).toEqual([1, 2]);

    // One delivery sent ten times more, as Facebook retries.
    const first = (await sale.lines())[0];
    const raw = JSON.stringify(
      feedDelivery(sale.post, {
        id: first?.commentId ?? '',
        from: { id: 'x', name: 'สมชาย' },
        message: 'CF A1',
        createdAt: clock.now(),
      }),
    );
    for (let i = 0; i < 10; i += 1) {
      expect((await deliver(raw, signatureOf(raw, page().appSecret))).status).toBe(200);
    }
    expect(await sale.lines()).toHaveLength(2);

    // The sweep's poll finds the dropped one, while the webhook redelivers the rest at once.
    await Promise.all([server.app.sweep(), deliver(raw, signatureOf(raw, page().appSecret))]);
    const lines = await sale.lines();
    expect(lines.map((line) => line.quantity)).toEqual([1, 2, 3]);
    expect(lines[2]?.commentId).toBe(dropped?.id);
    // Polled again from where it stopped: nothing new, nothing twice.
    await server.app.sweep();
    expect(await sale.lines()).toHaveLength(3);
    const left = await server.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, sale.product.id));
    expect(left[0]?.stock).toBe(14);
  });

  it('refuses a delivery not signed with the app secret, and changes nothing', async () => {
    const sale = await liveSale(5);
    const comment = {
      id: `${sale.post.id.split('_')[1]}_77`,
      from: { id: '5', name: 'ปลอม' },
      message: 'CF A1',
      createdAt: clock.now(),
    };
    const raw = JSON.stringify(feedDelivery(sale.post, comment));
    expect((await deliver(raw, null)).status).toBe(401);
    expect((await deliver(raw, signatureOf(raw, 'guessed secret'))).status).toBe(401);
    // Signed, then altered: the quantity raised in transit.
    const altered = raw.replace('CF A1', 'CF A1 5');
    expect((await deliver(altered, signatureOf(raw, page().appSecret))).status).toBe(401);
    expect(await sale.lines()).toEqual([]);
    // Signed but not a delivery at all.
    const junk = '{"entry":"nope"}';
    expect((await deliver(junk, signatureOf(junk, page().appSecret))).status).toBe(400);
  });

  it("cuts off at the comment's own time: written before the finish it orders, after it not", async () => {
    const sale = await liveSale(10);
    const before = await page().comment(sale.post.id, 'ก่อนจบ', 'CF A1', 'none');
    clock.advance(60_000);
    await server.call('moveLivePost', `/live/posts/${sale.id}/finish`, {
      session: sale.seller.session,
    });
    clock.advance(60_000);
    await page().comment(sale.post.id, 'หลังจบ', 'CF A1', 'once');
    // The one written before arrives late, by the poll.
    await server.app.sweep();
    const verdicts = (await sale.comments()).dataList.map((c) => [c.fromName, c.verdict]);
    expect(verdicts).toEqual([
      ['หลังจบ', 'post-finished'],
      ['ก่อนจบ', 'ordered'],
    ]);
    expect((await sale.lines()).map((line) => line.commentId)).toEqual([before?.id]);
  });

  it("shows the seller every comment's verdict, and figures that agree with the orders", async () => {
    const sale = await liveSale(3, 2);
    const said: [string, string][] = [
      ['ก', 'CF A1 2'],
      ['ก', 'CF A1'],
      ['ข', 'A1 x2'],
      ['ค', 'CF A1'],
      ['ง', 'B7'],
      ['จ', 'สวยมากค่ะ'],
    ];
    for (const [name, message] of said) {
      clock.advance(1000);
      await page().comment(sale.post.id, name, message, 'once');
    }
    const { dataList, count } = await sale.comments();
    expect(count).toBe(6);
    expect(dataList.map((c) => c.verdict).reverse()).toEqual([
      'ordered',
      'over-limit',
      'out-of-stock',
      'ordered',
      'unknown-keyword',
      'ignored',
    ]);
    const only = await server.call(
      'listLivePostComments',
      `/live/posts/${sale.id}/comments?verdict=ordered`,
      { session: sale.seller.session },
    );
    expect(only.body.detail.count).toBe(2);
    // Asked: 2 + 1 (over the limit) + 2 (no stock left) + 1; ordered: 2 + 1.
    expect(await sale.read()).toMatchObject({
      purchaseDemand: 6,
      submitOrder: 3,
      submitOrderPercent: 50,
      grandTotal: (3 * sale.product.priceSatang) / 100,
      cashBack: (3 * sale.product.cashbackSatang) / 100,
    });
    // The dashboard's figures are the seller's: anyone else sees what sold, not the money.
    expect(await sale.read(false)).toMatchObject({
      submitOrder: 3,
      purchaseDemand: null,
      submitOrderPercent: null,
      grandTotal: null,
      cashBack: null,
    });
    // The seller's list, newest first or the posts that sold most first (sortByOrderOrId).
    const newer = await server.call('createLivePost', '/live/posts', {
      session: sale.seller.session,
      body: { name: 'ยังไม่ขาย', limitPerPerson: 0, products: [] },
    });
    const listed = async (query: string) =>
      (
        await server.call('listMyLivePosts', `/live/posts${query}`, {
          session: sale.seller.session,
        })
      ).body.detail.dataList.map((post) => post.id);
    expect(await listed('')).toEqual([newer.body.detail.id, sale.id]);
    expect(await listed('?sortByOrderOrId=1')).toEqual([sale.id, newer.body.detail.id]);
    // Another seller does not see them.
    const other = await newAffiliate(server);
    const refused = await server.call('listLivePostComments', `/live/posts/${sale.id}/comments`, {
      session: other.session,
    });
    expect(refused.status).toBe(404);
  });

  it('goes on polling the other pages when one page cannot be read', async () => {
    const broken = await liveSale(5);
    await server.db.execute(
      sql`update live_pages set access_token = 'expired' where page_id = ${broken.post.pageId}`,
    );
    const working = await liveSale(5);
    await page().comment(broken.post.id, 'ก', 'CF A1', 'none');
    await page().comment(working.post.id, 'ข', 'CF A1', 'none');
    await server.app.sweep();
    expect(await broken.lines()).toEqual([]);
    expect(await working.lines()).toHaveLength(1);
  });
});
