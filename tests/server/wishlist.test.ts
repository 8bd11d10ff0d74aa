// The wishlist (spec sections 1, 4, 7 and 8): only a signed-in shopper's, each product once,
// saved and removed by the spec's calls and its ids read again; the profile's page of cards,
// the latest added first, with their stock; a product that does not exist refused; at most
// MAX_WISHLIST products, even when saves race for the last place.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_WISHLIST } from '../../server/features/catalogue/wishlist.operations.ts';
import { newShopper } from './support/cart.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);

  const productIds = async (count: number) =>
    (
      (await server.db.execute(
        sql`select id from products order by id limit ${count}`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((row) => row.id);

  const calls = (session: string) => ({
    save: (id: number) =>
      server.call('saveWishListProduct', `/product/SaveWishList/${id}`, { session }),
    remove: (id: number) =>
      server.call('removeWishListProduct', `/product/RemoveWishList/${id}`, { session }),
    ids: async () => {
      const { status, body } = await server.call(
        'listWishListProductIds',
        '/product/WishlistProductIds',
        { session },
      );
      expect(status).toBe(200);
      return body.detail?.dataList;
    },
  });

  it('answers 401 to every call without a session, and keeps nothing', async () => {
    const [id] = await productIds(1);
    for (const [operationId, url] of [
      ['saveWishListProduct', `/product/SaveWishList/${id}`],
      ['removeWishListProduct', `/product/RemoveWishList/${id}`],
      ['listWishListProductIds', '/product/WishlistProductIds'],
      ['listWishList', '/product/WishList'],
    ] as const) {
      expect((await server.call(operationId, url)).status, url).toBe(401);
      expect((await server.call(operationId, url, { session: 'not-a-session' })).status).toBe(401);
    }
    const [kept] = (
      (await server.db.execute(
        sql`select count(*)::integer as n from wishlist_items`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(kept?.n).toBe(0);
  });

  it('saves a product once, lists the ids latest first, and removes it (twice is fine)', async () => {
    const shopper = await newShopper(server);
    const other = await newShopper(server);
    const wishlist = calls(shopper.session);
    const [first, second] = await productIds(2);
    if (first === undefined || second === undefined) throw new Error('no products seeded');
    expect((await wishlist.save(first)).status).toBe(200);
    expect((await wishlist.save(second)).status).toBe(200);
    // Saved again (a double tap): still once, and not moved.
    expect((await wishlist.save(first)).status).toBe(200);
    expect(await wishlist.ids()).toEqual([second, first]);
    // Another shopper's wishlist is their own.
    expect(await calls(other.session).ids()).toEqual([]);
    expect((await calls(other.session).remove(first)).status).toBe(200);
    expect(await wishlist.ids()).toEqual([second, first]);
    expect((await wishlist.remove(second)).status).toBe(200);
    expect((await wishlist.remove(second)).status).toBe(200);
    expect(await wishlist.ids()).toEqual([first]);
  });

  it('refuses a product that does not exist, and ids outside the contract', async () => {
    const wishlist = calls((await newShopper(server)).session);
    const unknown = await wishlist.save(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('product not found');
    for (const id of ['0', '-1', 'abc', '1.5'])
      expect(
        (
          await server.call('saveWishListProduct', `/product/SaveWishList/${id}`, {
            session: (await newShopper(server)).session,
          })
        ).status,
        id,
      ).toBe(400);
    expect(await wishlist.ids()).toEqual([]);
  });

  it('pages the cards latest first, with their stock and the whole count', async () => {
    const { session } = await newShopper(server);
    const wishlist = calls(session);
    const ids = await productIds(3);
    for (const id of ids) await wishlist.save(id);
    const { status, body } = await server.call('listWishList', '/product/WishList?perPage=2', {
      session,
    });
    expect(status).toBe(200);
    expect(body.detail?.count).toBe(3);
    expect(body.detail?.dataList.map((card) => card.id)).toEqual([ids[2], ids[1]]);
    const [stock] = (
      (await server.db.execute(
        sql`select stock from products where id = ${ids[2] ?? 0}`,
      )) as unknown as { rows: { stock: number }[] }
    ).rows;
    expect(body.detail?.dataList[0]?.availableQuantity).toBe(stock?.stock);
    const last = await server.call('listWishList', '/product/WishList?perPage=2&pageNo=2', {
      session,
    });
    expect(last.body.detail?.dataList.map((card) => card.id)).toEqual([ids[0]]);
  });

  it(`holds at most ${MAX_WISHLIST} products, even when saves race for the last place`, async () => {
    const shopper = await newShopper(server);
    // The default catalogue is smaller than a full wishlist: copies of one product make it up.
    const missing = MAX_WISHLIST + 1 - (await productIds(MAX_WISHLIST + 1)).length;
    await server.db.execute(sql`insert into products
      select (jsonb_populate_record(null::products, to_jsonb(p) || jsonb_build_object(
        'id', nextval(pg_get_serial_sequence('products', 'id')),
        'url_key', p.url_key || '-wished-' || copy))).*
      from (select * from products order by id limit 1) p, generate_series(1, ${missing}) copy`);
    // All but the last place taken.
    await server.db.execute(sql`insert into wishlist_items (user_id, product_id, added_at)
      select ${shopper.userId}, id, now() from products order by id limit ${MAX_WISHLIST - 1}`);
    const [filled] = (
      (await server.db.execute(
        sql`select count(*)::integer as n from wishlist_items where user_id = ${shopper.userId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    const free = await server.db.execute(sql`select id from products p where not exists
      (select 1 from wishlist_items w where w.user_id = ${shopper.userId} and w.product_id = p.id)
      order by id limit 2`);
    const [a, b] = (free as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    expect(filled?.n).toBe(MAX_WISHLIST - 1);
    if (a === undefined || b === undefined) throw new Error('two products left to save');
    const wishlist = calls(shopper.session);
    const answers = await Promise.all([wishlist.save(a), wishlist.save(b)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body.message).toContain(`${MAX_WISHLIST}`);
    expect(await wishlist.ids()).toHaveLength(MAX_WISHLIST);
  });
});
