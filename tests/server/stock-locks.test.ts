// A placement's stock lock and a cart being saved with a line of the same product, on PostgreSQL
// (PGlite is one connection: nothing there runs at once). The cart's insert checks its lines'
// foreign keys with FOR KEY SHARE on the products; taking stock must not wait for that, or a
// placement and a new cart naming two of its products in the other order wait on each other in
// a circle (the orders bench met it: a second's wait, then one of them a 500).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../server/db/client.ts';
import { insertCart } from '../../server/features/cart/cart-store.ts';
import { moveStock } from '../../server/features/orders/stock.ts';
import { BOOT_TIMEOUT, openSeededDatabase } from './support/server.ts';

/** Thrown to roll a transaction back once it has done what the test needs. */
class RolledBack extends Error {}

const rolledBack = (work: Promise<unknown>) =>
  work.catch((error) => {
    if (!(error instanceof RolledBack)) throw error;
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('stock moves on PostgreSQL', () => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openSeededDatabase('pg'));
  }, BOOT_TIMEOUT);
  afterAll(() => dispose?.());

  it('takes a product’s stock while a cart with a line of it is being saved', async () => {
    const { db } = database;
    const [product] = await rowsOf<{ id: number; storeId: number; stock: number }>(
      db,
      sql`select id, store_id as "storeId", stock from products
        where stock > 1 order by id limit 1`,
    );
    if (!product) throw new Error('the seed has no product in stock');

    // A new cart holding a line of the product, its transaction left open: it holds the
    // product's row FOR KEY SHARE (its line's foreign key) until it ends.
    let saved!: () => void;
    const cartSaved = new Promise<void>((resolve) => {
      saved = resolve;
    });
    let finishSave!: () => void;
    const saveMayEnd = new Promise<void>((resolve) => {
      finishSave = resolve;
    });
    const saving = rolledBack(
      db.transaction(async (tx) => {
        await insertCart(tx, null, {}, [
          {
            productId: product.id,
            optionIds: [],
            sellerId: product.storeId,
            quantity: 1,
            isCheckBox: true,
            position: 0,
          },
        ]);
        saved();
        await saveMayEnd;
        throw new RolledBack();
      }),
    );
    // (The save's own failure, if any, is the test's.)
    await Promise.race([cartSaved, saving]);

    // Meanwhile a placement takes one of it; waiting for the cart's transaction would run
    // into the lock timeout (55P03) instead.
    let taken: boolean | undefined;
    try {
      await rolledBack(
        db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          taken = await moveStock(tx, 'products', new Map([[product.id, -1]]));
          throw new RolledBack();
        }),
      );
    } finally {
      finishSave();
      await saving;
    }
    expect(taken).toBe(true);
  });
});
