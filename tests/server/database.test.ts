// First start migrates and seeds; a restart keeps the data; the seed scales by variants.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import {
  cartLines,
  carts,
  productImages,
  products,
  recentSearches,
} from '../../server/db/schema.ts';
import { seedCatalogue } from '../../server/seed/data/index.ts';
import { prepareDatabase } from '../../server/seed/prepare.ts';
import { catalogueProducts, clearCatalogue, seedDatabase } from '../../server/seed/seed.ts';
import { BOOT_TIMEOUT, DRIVERS, openTestDatabase } from './support/server.ts';

const base = seedCatalogue.products.length;

describe('catalogue variants', () => {
  it('adds deterministic, unique variants of the base products', () => {
    const first = catalogueProducts(seedCatalogue, base * 3 + 5);
    const second = catalogueProducts(seedCatalogue, base * 3 + 5);
    expect(first).toEqual(second);
    expect(first).toHaveLength(base * 3 + 5);
    expect(new Set(first.map((p) => p.urlKey)).size).toBe(first.length);
    for (const p of first) {
      expect(p.priceSatang).toBeGreaterThan(0);
      expect(p.fullPriceSatang).toBeGreaterThanOrEqual(p.priceSatang);
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe.each(DRIVERS)('seeding at a larger size on %s', (driver) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await handle.database.migrate();
  }, BOOT_TIMEOUT);
  afterAll(() => handle?.dispose());

  it(
    'inserts every product in batches, with images; re-seeding starts clean',
    async () => {
      const { db } = handle.database;
      const size = base * 4 + 3;
      await seedDatabase(db, seedCatalogue, { size, batchSize: 50 });
      const [row] = await db.select({ count: count() }).from(products);
      // drizzle's count() is a number on both drivers (pg alone would give a string).
      expect(row?.count).toBe(size);
      const [variant] = await db
        .select()
        .from(products)
        .where(eq(products.urlKey, `${seedCatalogue.products[0]?.urlKey}-v1`));
      expect(variant?.nameEn).toMatch(/, set 2$/);
      const [images] = await db
        .select({ count: count() })
        .from(productImages)
        .where(eq(productImages.productId, variant?.id ?? 0));
      expect(images?.count).toBeGreaterThan(0);

      await db.insert(recentSearches).values({ userId: 1, search: 'honey' });
      await clearCatalogue(db);
      await seedDatabase(db, seedCatalogue);
      const [again] = await db.select({ count: count() }).from(products);
      expect(again?.count).toBe(base);
      // Shoppers' data is not catalogue: it survives a re-seed.
      expect(await db.select().from(recentSearches)).toHaveLength(1);
      // But carts name products by ids that start again: they go, and the demo cart comes back.
      const demoCart = await db
        .select({ urlKey: products.urlKey, quantity: cartLines.quantity })
        .from(carts)
        .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
        .innerJoin(products, eq(products.id, cartLines.productId))
        .orderBy(cartLines.position);
      expect(demoCart).toEqual([
        { urlKey: 'longan-blossom-honey', quantity: 2 },
        { urlKey: 'wild-forest-honey-500g', quantity: 1 },
        { urlKey: 'tomato-juice-no-sugar-250ml', quantity: 2 },
      ]);
    },
    BOOT_TIMEOUT,
  );
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-restart-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    'seeds on first start only and keeps data across a restart',
    async () => {
      // A parent folder that does not exist yet: the server creates it.
      const dataDir = join(dir, 'nested', 'pglite');
      const first = await openDatabase({ dataDir });
      expect(await prepareDatabase(first)).toEqual({ seeded: true });
      await first.db.insert(recentSearches).values({ userId: 7, search: 'ชาเขียว' });
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await prepareDatabase(second)).toEqual({ seeded: false });
      const [row] = await second.db.select({ count: count() }).from(products);
      expect(row?.count).toBe(base);
      expect(await second.db.select().from(recentSearches)).toEqual([
        expect.objectContaining({ userId: 7, search: 'ชาเขียว' }),
      ]);
      await second.close();
    },
    BOOT_TIMEOUT,
  );
});
