// An affiliate's live posts (issue 36), on PGlite and PostgreSQL: a draft with its products,
// keywords and prices (the cut comes out of the cashback); the spec's refusals (a keyword
// already used, a product another post sells, a price out of range); only a draft is edited;
// started on a social post, finished for good, each move once; who sees a post; the list's
// filters; two posts racing for one product.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { testClock } from './support/accounts.ts';
import { newAffiliate } from './support/affiliates.ts';
import { newShopper } from './support/cart.ts';
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
    stock = await productsWithoutOptions(
      server,
      sql`p.cashback_satang > 0 and p.price_satang > p.cashback_satang`,
    );
  });
  /** Products with cashback no other test's post sells. */
  const fresh = productDealer(() => stock);
  const line = (product: LiveProduct, keyword: string, priceSatang = product.priceSatang) => ({
    productId: product.id,
    keyword,
    price: priceSatang / 100,
  });
  const body = (products: ReturnType<typeof line>[], fields: object = {}) => ({
    name: 'ไลฟ์ขายน้ำผึ้ง',
    limitPerPerson: 2,
    products,
    ...fields,
  });

  const create = (session: string, request: object) =>
    server.call('createLivePost', '/live/posts', { session, body: request });
  const update = (session: string, id: number, request: object) =>
    server.call('updateLivePost', `/live/posts/${id}`, { session, body: request });
  const move = (session: string, id: number, to: 'start' | 'finish') =>
    server.call('moveLivePost', `/live/posts/${id}/${to}`, { session });
  const read = (id: number, session?: string) =>
    server.call('getLivePost', `/livePost/${id}`, { session });
  const list = (session: string, query = '') =>
    server.call('listMyLivePosts', `/live/posts${query}`, { session });

  it('makes a draft whose cut prices come out of the cashback', async () => {
    const affiliate = await newAffiliate(server);
    const [full, cut] = [fresh(), fresh()];
    const answer = await create(
      affiliate.session,
      body([line(full, 'A1'), line(cut, 'B2', cut.priceSatang - 1)]),
    );
    expect(answer.status).toBe(200);
    const post = answer.body.detail;
    expect(post).toMatchObject({ statusId: 0, active: false, limitPerPerson: 2, finishedAt: null });
    expect(post.product).toEqual([
      expect.objectContaining({
        productId: full.id,
        keyword: 'A1',
        price: full.priceSatang / 100,
        cashback: full.cashbackSatang / 100,
        displayCashback: full.cashbackSatang / 100,
        isValidatePriceToSell: true,
      }),
      expect.objectContaining({
        keyword: 'B2',
        displayCashback: (cut.cashbackSatang - 1) / 100,
        producDetail: expect.objectContaining({ price: cut.priceSatang / 100 }),
      }),
    ]);
    // A member who is not an affiliate has no posts.
    const member = await newShopper(server);
    expect((await create(member.session, body([line(fresh(), 'C3')]))).status).toBe(403);
  });

  it.each([
    [
      'a keyword comments cannot type',
      (p: LiveProduct) => [line(p, 'A 1')],
      'body.products.0.keyword',
    ],
    [
      'a keyword used twice, as comments read it',
      (p: LiveProduct, q: LiveProduct) => [line(p, 'A1'), line(q, 'ａ1')],
      'body.products.1.keyword',
    ],
    [
      'a price above the list price',
      (p: LiveProduct) => [line(p, 'A1', p.priceSatang + 1)],
      'body.products.0.price',
    ],
    [
      'a price below what the cashback covers',
      (p: LiveProduct) => [line(p, 'A1', p.priceSatang - p.cashbackSatang - 1)],
      'body.products.0.price',
    ],
    [
      'one product twice',
      (p: LiveProduct) => [line(p, 'A1'), line(p, 'A2')],
      'body.products.1.productId',
    ],
    [
      'a product that is none',
      (p: LiveProduct) => [{ ...line(p, 'A1'), productId: 999_999 }],
      'body.products.0.productId',
    ],
  ])('refuses %s, naming the field', async (_case, lines, field) => {
    const affiliate = await newAffiliate(server);
    const refused = await create(affiliate.session, body(lines(fresh(), fresh())));
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toEqual([expect.objectContaining({ field })]);
  });

  it('refuses a product with options to choose: a comment names a keyword, not a size', async () => {
    const affiliate = await newAffiliate(server);
    const [withOptions] = await rowsOf<LiveProduct>(
      server.db,
      sql`select p.id, p.price_satang as "priceSatang", p.cashback_satang as "cashbackSatang"
        from products p where exists (select 1 from product_attributes a where a.product_id = p.id)
        limit 1`,
    );
    if (!withOptions) throw new Error('the seed has a product with options');
    const refused = await create(affiliate.session, body([line(withOptions, 'A1')]));
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toEqual([
      expect.objectContaining({ field: 'body.products.0.productId' }),
    ]);
  });

  it('sells a product by one post at a time: free again once that post is finished', async () => {
    const [seller, rival] = [await newAffiliate(server), await newAffiliate(server)];
    const product = fresh();
    const pageId = await connectedPage(server, seller.userId);
    const first = await create(
      seller.session,
      body([line(product, 'A1')], { pageId, postId: `${pageId}_1` }),
    );
    const taken = await create(rival.session, body([line(product, 'Z1')]));
    expect(taken.status).toBe(400);
    expect(taken.body.detail).toEqual([
      expect.objectContaining({ field: 'body.products.0.productId' }),
    ]);
    await move(seller.session, first.body.detail.id, 'start');
    await move(seller.session, first.body.detail.id, 'finish');
    expect((await create(rival.session, body([line(product, 'Z1')]))).status).toBe(200);
  });

  it('offers the products a post may sell: none with options, none another post holds', async () => {
    const [seller, rival] = [await newAffiliate(server), await newAffiliate(server)];
    const product = fresh();
    /** Every product offered to `session`, page after page. */
    const offered = async (session: string, query = '') => {
      const ids: number[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const answer = await server.call(
          'listLiveProducts',
          `/live/products?perPage=60&pageNo=${pageNo}${query}`,
          { session },
        );
        const found = answer.body.detail.dataList.map((offer) => offer.productId);
        ids.push(...found);
        if (found.length < 60) return ids;
      }
    };
    const [withOptions] = await rowsOf<{ id: number }>(
      server.db,
      sql`select product_id as id from product_attributes limit 1`,
    );
    const before = await offered(seller.session);
    expect(before).toContain(product.id);
    expect(before).not.toContain(withOptions?.id);
    const { id } = (await create(seller.session, body([line(product, 'A1')]))).body.detail;
    // Held by the seller's draft: not offered to the rival, but to the draft itself.
    expect(await offered(rival.session)).not.toContain(product.id);
    expect(await offered(seller.session, `&forPost=${id}`)).toContain(product.id);
    const member = await newShopper(server);
    expect(
      (await server.call('listLiveProducts', '/live/products', { session: member.session })).status,
    ).toBe(403);
  });

  it('lets two posts racing for one product have it once', async () => {
    const [one, two] = [await newAffiliate(server), await newAffiliate(server)];
    const product = fresh();
    const answers = await Promise.all([
      create(one.session, body([line(product, 'A1')])),
      create(two.session, body([line(product, 'A1')])),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('edits a draft only; starts it on its social post, finishes it, each move once', async () => {
    const affiliate = await newAffiliate(server);
    const product = fresh();
    const { id } = (await create(affiliate.session, body([line(product, 'A1')]))).body.detail;
    // Without the social post there is nothing to read comments from.
    const early = await move(affiliate.session, id, 'start');
    expect(early.status).toBe(400);
    const post = (pageId: string) =>
      body([line(product, 'K9')], { name: 'ไลฟ์เย็นนี้', pageId, postId: `${pageId}_2002` });
    // Nor from a page the seller has not connected (its comments would not be theirs).
    await update(affiliate.session, id, post('1001'));
    const notTheirs = await move(affiliate.session, id, 'start');
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.detail).toEqual([
      expect.objectContaining({
        field: 'path.id',
        message: expect.stringContaining('a page you have not connected'),
      }),
    ]);
    const pageId = await connectedPage(server, affiliate.userId);
    const edited = await update(affiliate.session, id, post(pageId));
    expect(edited.body.detail).toMatchObject({ name: 'ไลฟ์เย็นนี้', postId: `${pageId}_2002` });
    expect(edited.body.detail.product.map((p) => p.keyword)).toEqual(['K9']);

    const started = await move(affiliate.session, id, 'start');
    expect(started.body.detail).toMatchObject({ statusId: 1, active: true });
    // One social post is one sale at a time, and a page's post is one of its own.
    const twin = await create(
      affiliate.session,
      body([line(fresh(), 'B1')], { pageId, postId: `${pageId}_2002` }),
    );
    const refusedTwin = await move(affiliate.session, twin.body.detail.id, 'start');
    expect(refusedTwin.body.detail).toEqual([
      expect.objectContaining({ message: expect.stringContaining('another live post') }),
    ]);
    await update(
      affiliate.session,
      twin.body.detail.id,
      body([line(fresh(), 'B1')], { pageId, postId: '555_1' }),
    );
    const foreign = await move(affiliate.session, twin.body.detail.id, 'start');
    expect(foreign.body.detail).toEqual([
      expect.objectContaining({ message: expect.stringContaining("page's posts") }),
    ]);
    const again = await move(affiliate.session, id, 'start');
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatchObject({ statusId: 1 });
    expect((await update(affiliate.session, id, body([line(product, 'K9')]))).status).toBe(409);

    clock.advance(60_000);
    const finished = await move(affiliate.session, id, 'finish');
    expect(finished.body.detail).toMatchObject({ statusId: 2, active: false });
    expect(finished.body.detail.finishedAt).toBe(clock.now().toISOString());
    expect((await move(affiliate.session, id, 'finish')).status).toBe(409);
    expect((await move(affiliate.session, id, 'start')).status).toBe(409);
    // Another affiliate's post is none of theirs.
    const other = await newAffiliate(server);
    expect((await move(other.session, id, 'finish')).status).toBe(404);
  });

  it('shows a draft to its affiliate alone, and a live post to anyone', async () => {
    const affiliate = await newAffiliate(server);
    const pageId = await connectedPage(server, affiliate.userId);
    const { id } = (
      await create(
        affiliate.session,
        body([line(fresh(), 'A1')], { pageId, postId: `${pageId}_3` }),
      )
    ).body.detail;
    expect((await read(id)).body.detail).toEqual({ isSuccess: false, data: null });
    expect((await read(id, affiliate.session)).body.detail.isSuccess).toBe(true);
    await move(affiliate.session, id, 'start');
    const seen = await read(id);
    expect(seen.body.detail).toMatchObject({ isSuccess: true, data: { id, active: true } });
    expect((await read(999_999)).body.detail).toEqual({ isSuccess: false, data: null });
  });

  it('shows anyone the feed: posts live now first, then finished ones, never a draft', async () => {
    const affiliate = await newAffiliate(server);
    const pageId = await connectedPage(server, affiliate.userId);
    const ids: number[] = [];
    for (const name of ['ฉบับร่าง', 'จบแล้ว', 'กำลังไลฟ์']) {
      const made = await create(
        affiliate.session,
        body([line(fresh(), 'A1')], { name, pageId, postId: `${pageId}_1` }),
      );
      ids.push(made.body.detail.id);
    }
    const [draft, finished, live] = ids as [number, number, number];
    await move(affiliate.session, finished, 'start');
    await move(affiliate.session, finished, 'finish');
    clock.advance(1000);
    await move(affiliate.session, live, 'start');
    const feed = await server.call('listLiveFeed', '/live/feed/1?perPage=60');
    const shown = feed.body.detail.dataList.map((post) => post.id);
    expect(shown).not.toContain(draft);
    expect(shown.indexOf(live)).toBeLessThan(shown.indexOf(finished));
    expect(feed.body.detail.dataList.find((post) => post.id === live)).toMatchObject({
      active: true,
    });
  });

  it("lists the affiliate's posts by status and name, newest first, paged", async () => {
    const affiliate = await newAffiliate(server);
    const names = ['ไลฟ์เช้า', 'ไลฟ์บ่าย', 'Live 100%'];
    const pageId = await connectedPage(server, affiliate.userId);
    const ids: number[] = [];
    for (const name of names) {
      const made = await create(
        affiliate.session,
        body([line(fresh(), 'A1')], { name, pageId, postId: `${pageId}_1` }),
      );
      ids.push(made.body.detail.id);
    }
    await move(affiliate.session, ids[1] ?? 0, 'start');
    const all = await list(affiliate.session, '?pageNo=1&perPage=10');
    expect(all.body.detail.dataList.map((post) => post.name)).toEqual([...names].reverse());
    const live = await list(affiliate.session, '?status=1');
    expect(live.body.detail).toMatchObject({ count: 1, dataList: [{ name: 'ไลฟ์บ่าย' }] });
    expect((await list(affiliate.session, '?status=0')).body.detail.count).toBe(2);
    // Search takes LIKE's wildcards literally.
    expect((await list(affiliate.session, '?search=100%25')).body.detail.count).toBe(1);
    expect((await list(affiliate.session, '?search=%25')).body.detail.count).toBe(1);
    expect(
      (await list(affiliate.session, '?perPage=1&pageNo=2')).body.detail.dataList,
    ).toHaveLength(1);
  });
});
