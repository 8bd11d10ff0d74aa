// The server keeps the descriptions a cart shows between requests (cart-catalogue-cache.ts),
// under the catalogue's generation: an edit of any of them, committed by anyone (here a
// statement of the test's own, as another server or a person at psql would), shows in the next
// read; a stock move is not counted as an edit (placements would wait on the count) and shows
// all the same; and each database keeps its own descriptions.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../../server/db/client.ts';
import { cartCalls, seededProducts } from './support/cart.ts';
import { DRIVERS, type TestServer, useTestServer } from './support/server.ts';

/** In stock, with one attribute (Size), an image and a promotion. */
const HONEY = { urlKey: 'longan-blossom-honey', option: '1 kg', quantity: 1 };

const generationOf = async (db: Db) => {
  const [row] = await rowsOf<{ generation: number }>(
    db,
    sql`select generation::integer as generation from catalogue_generation`,
  );
  return row?.generation;
};

/** A guest cart of the honey, and a reader of the honey's line and order as the cart shows them. */
async function honeyCart(server: TestServer) {
  const cart = cartCalls(server, await seededProducts(server));
  const made = await cart.save({ orders: cart.ordersOf(HONEY) });
  expect(made.status).toBe(200);
  const { id, options } = cart.productOf(HONEY.urlKey);
  const option = options.get(HONEY.option);
  const read = async () => {
    const { status, body } = await cart.get(made.body.detail.cartId);
    expect(status).toBe(200);
    const [order] = body.detail.orders;
    const [line] = order?.products ?? [];
    if (!order || !line) throw new Error('the honey cart lost its line');
    return { order, line };
  };
  return { id, option, read };
}

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);
  let honey: Awaited<ReturnType<typeof honeyCart>>;
  beforeAll(async () => {
    honey = await honeyCart(server);
  });

  it('shows an edit of each description in the next read, then the edit undone', async () => {
    const { id, option, read } = honey;
    const edits: [string, ReturnType<typeof sql>, ReturnType<typeof sql>][] = [
      [
        'product name',
        sql`update products set name_en = name_en || ' (edited)' where id = ${id}`,
        sql`update products set name_en = replace(name_en, ' (edited)', '') where id = ${id}`,
      ],
      [
        'first image',
        sql`update product_images set url = url || '?edited' where product_id = ${id} and sort = 0`,
        sql`update product_images set url = replace(url, '?edited', '')
          where product_id = ${id} and sort = 0`,
      ],
      [
        'attribute name',
        sql`update product_attributes set name_en = name_en || ' (edited)' where product_id = ${id}`,
        sql`update product_attributes set name_en = replace(name_en, ' (edited)', '')
          where product_id = ${id}`,
      ],
      [
        'option label and price',
        sql`update product_attribute_options
          set label_en = label_en || ' (edited)', price_delta_satang = price_delta_satang + 100
          where id = ${option}`,
        sql`update product_attribute_options
          set label_en = replace(label_en, ' (edited)', ''),
            price_delta_satang = price_delta_satang - 100
          where id = ${option}`,
      ],
      [
        'seller name',
        sql`update stores set name_en = name_en || ' (edited)'
          where id = (select store_id from products where id = ${id})`,
        sql`update stores set name_en = replace(name_en, ' (edited)', '')
          where id = (select store_id from products where id = ${id})`,
      ],
    ];
    const shown = async () => {
      const { order, line } = await read();
      return {
        'product name': line.name,
        'first image': line.imageUrl,
        'attribute name': line.attribute[0]?.name,
        'option label and price': `${line.attribute[0]?.option.label} ${line.price}`,
        'seller name': order.seller.name,
      } as Record<string, string | undefined>;
    };
    const before = await shown();
    expect(before['option label and price']).toBe('1 kg 489');
    for (const [what, edit, undo] of edits) {
      const generation = await generationOf(server.db);
      await server.db.execute(edit);
      expect(await generationOf(server.db), what).toBe((generation ?? 0) + 1);
      const edited = await shown();
      expect(edited[what], what).not.toBe(before[what]);
      expect(edited[what], what).toMatch(/\(edited\)|\?edited| 490$/);
      await server.db.execute(undo);
      expect(await shown(), what).toEqual(before);
    }
  });

  it('counts a stock move as no edit, and shows it in the next read all the same', async () => {
    const { id, option, read } = honey;
    const generation = await generationOf(server.db);
    const stocks = async (product: number, chosen: number) => {
      await server.db.execute(sql`update products set stock = ${product} where id = ${id}`);
      await server.db.execute(
        sql`update product_attribute_options set stock = ${chosen} where id = ${option}`,
      );
    };
    const [before] = await rowsOf<{ product: number; chosen: number }>(
      server.db,
      sql`select p.stock as product, o.stock as chosen from products p, product_attribute_options o
        where p.id = ${id} and o.id = ${option}`,
    );
    if (!before) throw new Error('the honey or its option is gone');
    try {
      await stocks(7, 5);
      expect((await read()).line.availableQuantity).toBe(5);
      await stocks(3, 5);
      expect((await read()).line.availableQuantity).toBe(3);
      expect(await generationOf(server.db)).toBe(generation);
    } finally {
      await stocks(before.product, before.chosen);
    }
  });
});

describe('two databases', () => {
  const first = useTestServer('pglite');
  const second = useTestServer('pglite');

  it('each show their own descriptions, at the same generation too', async () => {
    const [inFirst, inSecond] = [await honeyCart(first), await honeyCart(second)];
    expect(inSecond.id).toBe(inFirst.id);
    const name = (await inSecond.read()).line.name;
    await first.db.execute(
      sql`update products set name_en = 'Only in the first' where id = ${inFirst.id}`,
    );
    expect((await inFirst.read()).line.name).toBe('Only in the first');
    // Another edit brings the second database to the first's generation.
    await second.db.execute(sql`update stores set name_en = name_en where id = 1`);
    expect(await generationOf(second.db)).toBe(await generationOf(first.db));
    expect((await inSecond.read()).line.name).toBe(name);
  });
});
