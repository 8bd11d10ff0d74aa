// The server keeps the descriptions a cart shows between requests (cart-catalogue-cache.ts),
// under the catalogue's generation: an edit of any of them, committed by anyone (here a
// statement of the test's own, as another server or a person at psql would), shows in the next
// read; every column a cart shows is counted, no stock move is (placements would wait on the
// count), and stock shows all the same; nothing is read twice while nothing changes, nothing
// read inside an edit that is rolled back is kept, and each database keeps its own.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../../server/db/client.ts';
import {
  catalogueSql,
  type LiveColumns,
  withCatalogue,
} from '../../server/features/cart/cart-catalogue.ts';
import { descriptionReads } from '../../server/features/cart/cart-catalogue-cache.ts';
import { readCart } from '../../server/features/cart/cart-store.ts';
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
  return { id, option, read, cartId: made.body.detail.cartId };
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

  it('counts a statement on every column a cart shows, and on none of the stock', async () => {
    const { id, option } = honey;
    const ofProduct = sql`id = ${id}`;
    const ofOption = sql`id = ${option}`;
    const ofAttribute = sql`product_id = ${id}`;
    const ofImage = sql`product_id = ${id} and sort = 0`;
    const ofStore = sql`id = (select store_id from products where id = ${id})`;
    const columns: [string, string[], ReturnType<typeof sql>][] = [
      [
        'products',
        ['id', 'url_key', 'sku', 'name_th', 'name_en', 'price_satang', 'store_id'],
        ofProduct,
      ],
      ['product_images', ['product_id', 'sort', 'url'], ofImage],
      ['product_attributes', ['id', 'product_id', 'sort', 'name_th', 'name_en'], ofAttribute],
      [
        'product_attribute_options',
        ['id', 'attribute_id', 'sort', 'label_th', 'label_en', 'price_delta_satang'],
        ofOption,
      ],
      ['stores', ['id', 'url_key', 'name_th', 'name_en'], ofStore],
    ];
    const moves = async (statement: ReturnType<typeof sql>) => {
      const before = (await generationOf(server.db)) ?? 0;
      await server.db.execute(statement);
      return ((await generationOf(server.db)) ?? 0) - before;
    };
    for (const [table, names, where] of columns) {
      for (const column of names) {
        const name = sql.identifier(column);
        const edit = sql`update ${sql.identifier(table)} set ${name} = ${name} where ${where}`;
        expect(await moves(edit), `${table}.${column}`).toBe(1);
      }
    }
    for (const [table, where] of [
      ['products', ofProduct],
      ['product_attribute_options', ofOption],
    ] as const) {
      const edit = sql`update ${sql.identifier(table)} set stock = stock where ${where}`;
      expect(await moves(edit), `${table}.stock`).toBe(0);
    }
    // A row added and taken away, and a table emptied (in a transaction rolled back).
    const image = sql`(product_id, sort, url, width, height, alt_th, alt_en)
      values (${id}, 99, '/x.webp', 1, 1, '', '')`;
    expect(await moves(sql`insert into product_images ${image}`)).toBe(1);
    expect(
      await moves(sql`delete from product_images where product_id = ${id} and sort = 99`),
    ).toBe(1);
    const generation = await generationOf(server.db);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.execute(sql`truncate table product_images`);
        expect(await generationOf(tx)).toBe((generation ?? 0) + 1);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await generationOf(server.db)).toBe(generation);
  });

  it('reads no description again while the catalogue is unchanged', async () => {
    await honey.read();
    const reads = descriptionReads();
    await honey.read();
    await honey.read();
    expect(descriptionReads()).toBe(reads);
  });

  it('reads again when the catalogue was edited between its two statements', async () => {
    const { id } = honey;
    const { ctes, columns } = catalogueSql(sql`array[${id}::integer]`);
    // An edit first, so that nothing is kept at the generation the first read sees.
    await server.db.execute(sql`update products set name_en = name_en where id = ${id}`);
    let reads = 0;
    const found = await withCatalogue(
      server.db,
      async () => {
        reads++;
        const [row] = await rowsOf<LiveColumns>(server.db, sql`with ${ctes} select ${columns}`);
        // Committed after the live statement, before the descriptions are read.
        if (reads === 1)
          await server.db.execute(sql`update products set name_en = name_en where id = ${id}`);
        return row;
      },
      () => [],
    );
    expect(reads).toBe(2);
    expect(found?.catalogue.products.get(id)?.id).toBe(id);
  });

  it('keeps nothing it read inside an editing transaction that is rolled back', async () => {
    const { id, read, cartId } = honey;
    const name = (await read()).line.name;
    await expect(
      server.db.transaction(async (tx) => {
        await tx.execute(sql`update products set name_en = 'Rolled back' where id = ${id}`);
        const seen = await readCart(tx, cartId);
        expect(seen?.catalogue.products.get(id)?.nameEn).toBe('Rolled back');
        tx.rollback();
      }),
    ).rejects.toThrow();
    // The next edit brings the count to the number the rolled-back one had.
    await server.db.execute(sql`update stores set name_en = name_en where id = 1`);
    expect((await read()).line.name).toBe(name);
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
