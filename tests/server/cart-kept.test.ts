// An update or a seller's removal of a cart the server keeps (cart-cache.ts) is decided on what
// is kept and written by one statement that checks what the decision took for granted: the
// cart at its version, the catalogue at its generation, the stock covering what grows. Here each
// of those moves behind the server's back, changed by another server on the same database (a
// drizzle of its own, keeping carts of its own) or by a statement of the test's own, and every
// answer is the one a cart read now gives. On PGlite and PostgreSQL.
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../../server/db/client.ts';
import { productAttributeOptions, productAttributes } from '../../server/db/schema.ts';
import * as schema from '../../server/db/tables.ts';
import { writesOnKeptCarts } from '../../server/features/cart/cart-kept-write.ts';
import { deleteSellerLines, updateCart } from '../../server/features/cart/cart-writes.ts';
import { cartCalls, type SeedProduct, seededProducts } from './support/cart.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

/** Another server on the same database: its own drizzle, so its own kept carts. */
function anotherServer(db: Db): Db {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  return client instanceof pg.Pool
    ? drizzlePg({ client, schema })
    : drizzlePglite({ client, schema });
}

const GUEST = { userId: null, culture: 'en' } as const;

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);
  let catalogue: Map<string, SeedProduct>;
  let cart: ReturnType<typeof cartCalls>;
  let other: Db;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
    cart = cartCalls(server, catalogue);
    other = anotherServer(server.db);
  });

  /** A guest cart of 1 kg of longan blossom honey (kept: this server made it). */
  const honeyCart = async () => {
    const { status, body } = await cart.save({
      orders: cart.ordersOf({ urlKey: 'longan-blossom-honey', option: '1 kg', quantity: 1 }),
    });
    expect(status).toBe(200);
    return body.detail;
  };
  const honey = (quantity: number) =>
    cart.line({ urlKey: 'longan-blossom-honey', option: '1 kg', quantity });
  /** `check` run with the stock of row `id` of `table` at `stock`, then the stock as it was. */
  const stockAt = async (
    table: 'products' | 'product_attribute_options',
    id: number,
    stock: number,
    check: () => Promise<void>,
  ) => {
    const rows = sql.identifier(table);
    const [was] = await rowsOf<{ stock: number }>(
      server.db,
      sql`select stock from ${rows} where id = ${id}`,
    );
    if (!was) throw new Error(`no ${table} ${id}`);
    await server.db.execute(sql`update ${rows} set stock = ${stock} where id = ${id}`);
    try {
      await check();
    } finally {
      await server.db.execute(sql`update ${rows} set stock = ${was.stock} where id = ${id}`);
    }
  };
  const versionIn = async (cartId: string) => (await cart.rowsOf(cartId)).cart?.version;

  it('decides an update on the cart it keeps, and writes it without reading it first', async () => {
    const made = await honeyCart();
    const before = writesOnKeptCarts();
    const changed = await cart.update(made.cartId, {
      version: made.version,
      changes: [honey(2), cart.line({ urlKey: 'dried-mango-200g', quantity: 1 })],
    });
    expect(changed.status).toBe(200);
    expect(writesOnKeptCarts()).toBe(before + 1);
    expect(changed.body.detail.orders.flatMap((order) => order.products)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ urlKey: 'longan-blossom-honey', quantity: 2 }),
        expect.objectContaining({ urlKey: 'dried-mango-200g', quantity: 1 }),
      ]),
    );
    const { lines } = await cart.rowsOf(made.cartId);
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(await versionIn(made.cartId)).toBe(made.version + 1);
  });

  it('takes a cart another server wrote as it is: its version stale is a 409, the new one keeps its lines', async () => {
    const made = await honeyCart();
    const elsewhere = await updateCart(
      other,
      made.cartId,
      { version: made.version, changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: 3 })] },
      GUEST,
      new Date(),
    );
    expect(elsewhere.version).toBe(made.version + 1);

    const stale = await cart.update(made.cartId, { version: made.version, changes: [honey(2)] });
    expect(stale.status).toBe(409);
    expect(stale.body.detail.version).toBe(made.version + 1);
    expect(stale.body.detail.orders.flatMap((order) => order.products)).toHaveLength(2);

    const taken = await cart.update(made.cartId, {
      version: made.version + 1,
      changes: [honey(2)],
    });
    expect(taken.status).toBe(200);
    const quantities = taken.body.detail.orders
      .flatMap((order) => order.products)
      .map((line) => [line.urlKey, line.quantity]);
    expect(quantities).toEqual(
      expect.arrayContaining([
        ['longan-blossom-honey', 2],
        ['dried-mango-200g', 3],
      ]),
    );
  });

  it('answers 404 once another server has emptied the cart, which is then gone', async () => {
    const made = await honeyCart();
    const { storeId } = cart.productOf('longan-blossom-honey');
    await deleteSellerLines(other, made.cartId, storeId, made.version, GUEST);
    const after = await cart.update(made.cartId, { version: made.version, changes: [honey(2)] });
    expect(after.status).toBe(404);
    expect((await cart.rowsOf(made.cartId)).cart).toBeUndefined();
  });

  it('refuses on the stock as it is now a line that grows past it, and writes nothing', async () => {
    const made = await honeyCart();
    const option = cart.productOf('longan-blossom-honey').options.get('1 kg');
    if (option === undefined) throw new Error('the honey has no 1 kg');
    await stockAt('product_attribute_options', option, 2, async () => {
      const over = await cart.update(made.cartId, { version: made.version, changes: [honey(3)] });
      expect(over.status).toBe(400);
      expect(over.body.message).toBe('body.changes.0.quantity is more than the 2 in stock');
      expect(await versionIn(made.cartId)).toBe(made.version);

      const before = writesOnKeptCarts();
      const within = await cart.update(made.cartId, { version: made.version, changes: [honey(2)] });
      expect(within.status).toBe(200);
      expect(writesOnKeptCarts()).toBe(before + 1);
      expect(within.body.detail.orders[0]?.products[0]).toMatchObject({
        quantity: 2,
        availableQuantity: 2,
        isCheckBox: true,
      });
    });
  });

  it('answers with the catalogue as edited since the cart was kept: names and prices', async () => {
    const made = await honeyCart();
    const { id } = cart.productOf('longan-blossom-honey');
    await server.db.execute(
      sql`update products set name_en = name_en || ' (edited)', price_satang = price_satang + 100
        where id = ${id}`,
    );
    try {
      const before = writesOnKeptCarts();
      const changed = await cart.update(made.cartId, {
        version: made.version,
        changes: [honey(2)],
      });
      expect(changed.status).toBe(200);
      const [line] = changed.body.detail.orders[0]?.products ?? [];
      expect(line?.name).toMatch(/\(edited\)$/);
      expect(line?.price).toBe((made.orders[0]?.products[0]?.price ?? 0) + 1);
      // Decided again on the cart read now: the kept one was of the catalogue before the edit.
      expect(writesOnKeptCarts()).toBe(before);
    } finally {
      await server.db.execute(
        sql`update products set name_en = replace(name_en, ' (edited)', ''),
          price_satang = price_satang - 100 where id = ${id}`,
      );
    }
  });

  it("removes a seller's lines from the cart it keeps, and refuses one it holds none of", async () => {
    const made = await honeyCart();
    const changed = await cart.update(made.cartId, {
      version: made.version,
      changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: 1 })],
    });
    const mango = cart.productOf('dried-mango-200g');
    const honeyStore = cart.productOf('longan-blossom-honey').storeId;
    expect(mango.storeId).not.toBe(honeyStore);
    const before = writesOnKeptCarts();
    const removed = await cart.removeSeller(
      made.cartId,
      mango.storeId,
      changed.body.detail.version,
    );
    expect(removed.status).toBe(200);
    expect(writesOnKeptCarts()).toBe(before + 1);
    expect(removed.body.detail.orders.map((order) => order.sellerId)).toEqual([honeyStore]);
    const none = await cart.removeSeller(made.cartId, mango.storeId, removed.body.detail.version);
    expect(none.status).toBe(404);
    expect(await versionIn(made.cartId)).toBe(removed.body.detail.version);
  });

  it('refuses, as a cart read now would, a line whose product gained an attribute since', async () => {
    const made = await honeyCart();
    const { id } = cart.productOf('longan-blossom-honey');
    const [attribute] = await server.db
      .insert(productAttributes)
      .values({ productId: id, sort: 9, nameTh: 'แพ็ก', nameEn: 'Pack' })
      .returning({ id: productAttributes.id });
    if (!attribute) throw new Error('the attribute was not inserted');
    await server.db.insert(productAttributeOptions).values({
      attributeId: attribute.id,
      sort: 0,
      labelTh: 'เดี่ยว',
      labelEn: 'Single',
      priceDeltaSatang: 0,
      stock: 10,
    });
    try {
      // With a product this file has not read: its description is read now, of the edited
      // catalogue, while the honey's kept one is of the catalogue before.
      const asked = await cart.update(made.cartId, {
        version: made.version,
        changes: [honey(2), cart.line({ urlKey: 'thai-tea-mix-400g', quantity: 1 })],
      });
      expect(asked.status).toBe(400);
      expect(asked.body.message).toBe(
        "body.changes.0.optionIds must hold one option of each of the product's attributes",
      );
      expect(await versionIn(made.cartId)).toBe(made.version);
    } finally {
      await server.db.delete(productAttributes).where(eq(productAttributes.id, attribute.id));
    }
  });

  it("checks the product's own stock too, for a product without options", async () => {
    const { status, body } = await cart.save({
      orders: cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 1 }),
    });
    expect(status).toBe(200);
    const { id } = cart.productOf('dried-mango-200g');
    await stockAt('products', id, 2, async () => {
      const mango = (quantity: number) => cart.line({ urlKey: 'dried-mango-200g', quantity });
      const over = await cart.update(body.detail.cartId, {
        version: body.detail.version,
        changes: [mango(3)],
      });
      expect(over.status).toBe(400);
      expect(over.body.message).toBe('body.changes.0.quantity is more than the 2 in stock');
      expect(await versionIn(body.detail.cartId)).toBe(body.detail.version);
    });
  });

  it('deletes the cart it keeps when an update empties it; the id then answers 404', async () => {
    const made = await honeyCart();
    const before = writesOnKeptCarts();
    const emptied = await cart.update(made.cartId, { version: made.version, changes: [honey(0)] });
    expect(emptied.status).toBe(200);
    expect(writesOnKeptCarts()).toBe(before + 1);
    expect(emptied.body.detail).toMatchObject({ version: made.version + 1, orders: [] });
    expect((await cart.rowsOf(made.cartId)).cart).toBeUndefined();
    expect((await cart.get(made.cartId)).status).toBe(404);
  });
});
