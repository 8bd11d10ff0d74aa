// A GET never writes: the SPA's router preloads links on hover, so a preloaded product list
// must not record a search, nor a share page create a link. Rate-limit counters (EmailCheck)
// are not data and are left out of the comparison.
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { DRIVERS, issueToken, useTestServer } from './support/server.ts';

/** Every row of every table (rate-limit counters aside), in a stable order: an UPDATE shows too. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable) || table === schema.rateLimits) continue;
    const rows = await db.select().from(table);
    tables[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);

  it('leaves every table as it was after the GETs a signed-in shopper makes', async () => {
    const session = await issueToken(server, 1);
    await server.call('saveRecentSearch', '/product/RecentSearch', {
      session,
      body: { search: 'honey' },
    });
    const account = await server.call('getAccountCartId', '/transaction/GetCart', { session });
    const before = await snapshot(server.db);
    const gets: [string, string][] = [
      ['listProducts', '/product/list?search=honey'],
      ['listProducts', '/product/list?search=%E0%B8%8A%E0%B8%B2'],
      // A product and a promotion without a seeded code of their own.
      ['getProductShare', '/product/sunflower-honey-500g/share'],
      ['getPromotionShare', '/promotion/2/share'],
      ['getProduct', '/product/longan-blossom-honey'],
      ['listProductReviews', '/product/longan-blossom-honey/reviews?filter=five-stars'],
      ['listRecentSearches', '/product/RecentSearch'],
      ['listWishListProductIds', '/product/WishlistProductIds'],
      ['listWishList', '/product/WishList'],
      ['getUser', '/user'],
      ['listUserAddresses', '/UserAddresses'],
      ['listProvinces', '/Address/Province'],
      ['listDistricts', '/Address/District/1'],
      ['listSubDistricts', '/Address/SubDistrict/1007'],
      ['findByZipCode', '/Address/ZipCode/10330'],
      ['checkEmail', '/EmailCheck?email=somchai%40example.com'],
      ['getAccountCartId', '/transaction/GetCart'],
      ['getCart', `/transaction/${account.body.detail.cartId}`],
      ['orderStatusCounts', '/Order/OrderStatusWithCount'],
      ['listOrders', '/Order/List'],
      ['listMyCoupons', '/user/coupons'],
      ['listReturns', '/returns'],
      ['listReturnReasons', '/returns/reasons'],
    ];
    for (const [operationId, url] of gets) {
      const { status } = await server.call(operationId as never, url, { session });
      expect(status, url).toBe(200);
    }
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('answers the same short link for a product every time, and it resolves back', async () => {
    const first = await server.call('getProductShare', '/product/sunflower-honey-500g/share');
    const again = await server.call('getProductShare', '/product/sunflower-honey-500g/share');
    expect(again.body.detail.shortLink).toBe(first.body.detail.shortLink);
    const target = await server.call('resolveShareLink', `/share/${first.body.detail.shortLink}`);
    expect(target.body.detail.path).toBe('/product/sunflower-honey-500g');
  });
});
