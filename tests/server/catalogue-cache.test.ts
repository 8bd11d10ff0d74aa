// The catalogue's answers kept in memory as `npm start` keeps them, on PGlite and PostgreSQL:
// kept and sent again with their ETag, the stock an order takes seen on the very next read,
// any change to the catalogue committed by anyone seen once the database tells of it, and a
// promotion seen at the moment it starts.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema.ts';
import {
  CACHED_OPERATIONS,
  productsShown,
} from '../../server/features/catalogue/catalogue-cache.ts';
import { type SeedProduct, seededProducts } from './support/cart.ts';
import { operations } from './support/contract.ts';
import { newBuyer, orderCalls } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const HONEY = 'wild-forest-honey-500g';
/** How long PostgreSQL takes at most to tell a listening process of a commit, in these tests. */
const TOLD_WITHIN = { timeout: 3_000, interval: 20 };

describe('what is kept', () => {
  it('is only reads that need no session', () => {
    for (const id of CACHED_OPERATIONS) {
      const operation = operations.find((op) => op.operationId === id);
      expect(operation?.method, id).toBe('get');
      expect(operation?.needsSession, id).toBe(false);
    }
  });

  it('tags an answer with every product whose stock it shows, wherever it sits', () => {
    const card = (id: number) => ({ id, urlKey: `p-${id}`, availableQuantity: 3 });
    expect(
      productsShown({
        products: [card(1), card(2)],
        campaign: { id: 9, urlKey: 'sale', products: [card(3)] },
        option: { id: 40, label: 'Pack of 6', availableQuantity: 2 },
      }).sort(),
    ).toEqual([1, 2, 3]);
  });
});

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver, { keepCatalogue: true });
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });
  const product = async (urlKey = HONEY) =>
    (await server.call('getProduct', `/product/${urlKey}`)).body.detail;
  const listed = async (urlKey = HONEY) => {
    const { body } = await server.call('listProducts', '/product/list?search=honey&PerPage=50');
    return body.detail.dataList.find((card) => card.urlKey === urlKey);
  };

  it('keeps an answer and sends it again with its ETag, or a 304 to a client holding it', async () => {
    const first = await server.request(`/product/${HONEY}`);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(server.catalogueAnswers?.size).toBeGreaterThan(0);
    const again = await server.request(`/product/${HONEY}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    // Another language is another answer.
    const thai = await server.request(`/product/${HONEY}`, { culture: 'th' });
    expect(thai.headers.get('ETag')).not.toBe(etag);
    const compressed = await server.request(`/product/${HONEY}`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(compressed.headers.get('Content-Encoding')).toBe('br');
  });

  it('shows the stock an order took on the next read, on the page and in the list', async () => {
    const before = await product();
    const beforeCard = await listed();
    const buyer = await newBuyer(server, catalogue, { urlKey: HONEY, quantity: 2 });
    const placed = await orderCalls(server, buyer.session).checkOut(buyer, 2);
    expect(placed.status).toBe(200);
    expect((await product()).availableQuantity).toBe(before.availableQuantity - 2);
    expect((await listed())?.availableQuantity).toBe((beforeCard?.availableQuantity ?? 0) - 2);
  });

  it('drops only the answers showing a product whose stock changed', async () => {
    const other = 'longan-blossom-honey';
    await product(other);
    const etag = (await server.request(`/product/${other}`)).headers.get('ETag');
    await server.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(eq(products.urlKey, HONEY));
    const before = (await server.db.select().from(products).where(eq(products.urlKey, HONEY)))[0];
    await expect
      .poll(async () => (await product()).availableQuantity, TOLD_WITHIN)
      .toBe(before?.stock);
    expect((await server.request(`/product/${other}`)).headers.get('ETag')).toBe(etag);
  });

  it('shows any other change to the catalogue once the database tells of it', async () => {
    await server.db
      .update(products)
      .set({ priceSatang: sql`${products.priceSatang} + 100` })
      .where(eq(products.urlKey, HONEY));
    const [row] = await server.db.select().from(products).where(eq(products.urlKey, HONEY));
    await expect
      .poll(async () => (await product()).price, TOLD_WITHIN)
      .toBe((row?.priceSatang ?? 0) / 100);
  });

  it('shows a promotion from the moment it starts', async () => {
    const running = async () => (await product()).promotions.some((p) => p.id === 1);
    await server.db.execute(
      sql`update promotions set starts_at = now() + interval '1500 milliseconds' where id = 1`,
    );
    await expect.poll(running, TOLD_WITHIN).toBe(false);
    await expect.poll(running, TOLD_WITHIN).toBe(true);
    await server.db.execute(
      sql`update promotions set starts_at = now() - interval '5 days' where id = 1`,
    );
  });
  // PostgreSQL's alone: PGlite's notifications need no connection.
  if (driver === 'pg')
    it('drops everything when its listening connection drops, and keeps again once it listens again', async () => {
      const stock = async () =>
        (await server.db.select().from(products).where(eq(products.urlKey, HONEY)))[0]?.stock;
      await product();
      await server.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %'`,
      );
      // Committed while nobody listens: no notification will ever tell of it.
      await server.db
        .update(products)
        .set({ stock: sql`${products.stock} + 5` })
        .where(eq(products.urlKey, HONEY));
      const now = await stock();
      await expect.poll(async () => (await product()).availableQuantity, TOLD_WITHIN).toBe(now);
      // Listening again (a second later): kept again, and told again.
      await expect
        .poll(async () => {
          await product();
          return server.catalogueAnswers?.size;
        }, TOLD_WITHIN)
        .toBeGreaterThan(0);
      await server.db
        .update(products)
        .set({ stock: sql`${products.stock} - 5` })
        .where(eq(products.urlKey, HONEY));
      const after = await stock();
      await expect.poll(async () => (await product()).availableQuantity, TOLD_WITHIN).toBe(after);
    });
});
