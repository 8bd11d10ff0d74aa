// Filters, sorts and paging of GET /product/list (and best sellers), checked against the
// seed catalogue they were loaded from.
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/seed/data/index.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);

  const total = seedCatalogue.products.length;

  async function list(query: string, perPage = 60) {
    const url = `/product/list?perPage=${perPage}&${query}`;
    const { status, body } = await server.call('listProducts', url);
    expect(status).toBe(200);
    return body.detail;
  }

  async function idsOfChannel(
    operationId: 'listPaymentChannels' | 'listShippingMethods',
    url: string,
  ) {
    const { body } = await server.call(operationId, url);
    return new Map(body.detail.dataList.map((item) => [item.code, item.id]));
  }

  describe('paging', () => {
    it('defaults to page 1 of 10 with the total count', async () => {
      const { body } = await server.call('listProducts', '/product/list');
      expect(body.detail.dataList).toHaveLength(10);
      expect(body.detail.count).toBe(total);
    });

    it('walks every product exactly once across pages', async () => {
      const seen: number[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(total / 7); pageNo++) {
        const { dataList, count } = await list(`sortBy=newest&pageNo=${pageNo}`, 7);
        expect(count).toBe(total);
        seen.push(...dataList.map((p) => p.id));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    });

    it('answers an empty page past the end', async () => {
      const { dataList, count } = await list('pageNo=1000');
      expect(dataList).toEqual([]);
      expect(count).toBe(total);
    });
  });

  describe('sorts', () => {
    const ordered = <T>(values: T[], compare: (a: T, b: T) => number) =>
      values.every((value, i) => i === 0 || compare(values[i - 1] as T, value) <= 0);

    it('priceAsc and priceDesc order by price', async () => {
      const asc = (await list('sortBy=priceAsc')).dataList.map((p) => p.price);
      const desc = (await list('sortBy=priceDesc')).dataList.map((p) => p.price);
      expect(ordered(asc, (a, b) => a - b)).toBe(true);
      expect(ordered(desc, (a, b) => b - a)).toBe(true);
    });

    it('bestSelling orders by units sold, rating by stars', async () => {
      const sold = (await list('sortBy=bestSelling')).dataList.map((p) => p.soldCount);
      const rated = (await list('sortBy=rating')).dataList.map((p) => p.rating);
      expect(ordered(sold, (a, b) => b - a)).toBe(true);
      expect(ordered(rated, (a, b) => b - a)).toBe(true);
    });

    it('newest puts the most recently added first', async () => {
      const newest = seedCatalogue.products.reduce((a, b) =>
        b.createdDaysAgo < a.createdDaysAgo ? b : a,
      );
      const [first] = (await list('sortBy=newest')).dataList;
      expect(first?.urlKey).toBe(newest.urlKey);
    });

    it('best sellers page through units sold', async () => {
      const { body } = await server.call(
        'listBestSellers',
        '/product/BestSeller/page/1/perpage/15',
      );
      const bestSelling = (await list('sortBy=bestSelling')).dataList.slice(0, 15);
      expect(body.detail.dataList.map((p) => p.id)).toEqual(bestSelling.map((p) => p.id));
      expect(body.detail.count).toBe(total);
    });
  });

  describe('filters', () => {
    it('startprice and endprice bound the price in baht', async () => {
      const { dataList, count } = await list('startprice=100&endprice=200.5');
      const expected = seedCatalogue.products.filter(
        (p) => p.priceSatang >= 10000 && p.priceSatang <= 20050,
      );
      expect(count).toBe(expected.length);
      for (const p of dataList) expect(p.price >= 100 && p.price <= 200.5).toBe(true);
    });

    it('discount keeps products at or above the loosest bucket', async () => {
      const { dataList, count } = await list('discount=30,10');
      expect(count).toBeGreaterThan(0);
      for (const p of dataList) expect(p.discountPercent).toBeGreaterThanOrEqual(10);
      const strict = await list('discount=30');
      expect(strict.count).toBeLessThanOrEqual(count);
    });

    it('rating keeps products with at least that many stars', async () => {
      const { dataList, count } = await list('rating=5,4');
      expect(count).toBe(seedCatalogue.products.filter((p) => p.rating >= 4).length);
      for (const p of dataList) expect(p.rating).toBeGreaterThanOrEqual(4);
    });

    it('payment and shipping keep products supporting any of the ids', async () => {
      const payments = await idsOfChannel('listPaymentChannels', '/paymentChannel/List');
      const shippings = await idsOfChannel('listShippingMethods', '/shipping/List');
      const cod = payments.get('cod');
      const pickup = shippings.get('store-pickup');
      expect(cod && pickup).toBeTruthy();
      const byCod = await list(`payment=${cod}`);
      expect(byCod.count).toBe(
        seedCatalogue.products.filter((p) => p.paymentChannelCodes.includes('cod')).length,
      );
      const byPickup = await list(`shipping=${pickup}`);
      expect(byPickup.count).toBe(
        seedCatalogue.products.filter((p) => p.shippingMethodCodes.includes('store-pickup')).length,
      );
      const both = await list(`payment=${cod}&shipping=${pickup}`);
      expect(both.count).toBe(
        seedCatalogue.products.filter(
          (p) =>
            p.paymentChannelCodes.includes('cod') && p.shippingMethodCodes.includes('store-pickup'),
        ).length,
      );
    });

    it('category, store, campaign and promotion narrow to their products', async () => {
      const [category] = seedCatalogue.categories;
      const [store] = seedCatalogue.stores;
      const [campaign] = seedCatalogue.campaigns;
      const [promotion] = seedCatalogue.promotions;
      if (!category || !store || !campaign || !promotion) throw new Error('seed too small');
      const byCategory = await list(`category=${category.urlKey}`);
      expect(byCategory.count).toBe(
        seedCatalogue.products.filter((p) => p.categoryKey === category.key).length,
      );
      const byStore = await list(`store=${store.urlKey}`);
      expect(byStore.count).toBe(
        seedCatalogue.products.filter((p) => p.storeKey === store.key).length,
      );
      for (const p of byStore.dataList) expect(p.store.urlKey).toBe(store.urlKey);
      const byCampaign = await list(`campaign=${campaign.urlKey}`);
      expect(byCampaign.dataList.map((p) => p.urlKey).sort()).toEqual(
        [...campaign.productUrlKeys].sort(),
      );
      const byPromotion = await list(`promotion=${promotion.id}`);
      expect(byPromotion.dataList.map((p) => p.urlKey).sort()).toEqual(
        [...promotion.productUrlKeys].sort(),
      );
    });

    // One prepared statement per filter shape and counts kept per filter values: every
    // category goes through the same statement and must still get its own products and total.
    it('every value of one filter shape answers its own products and count', async () => {
      for (const category of seedCatalogue.categories) {
        const expected = seedCatalogue.products.filter((p) => p.categoryKey === category.key);
        const { dataList, count } = await list(`category=${category.urlKey}&sortBy=priceAsc`);
        expect(count).toBe(expected.length);
        expect(dataList.map((p) => p.urlKey).sort()).toEqual(expected.map((p) => p.urlKey).sort());
      }
    });

    it("a store's product count is the number of products it lists", async () => {
      const { body } = await server.call('listStores', '/store/list?perPage=60');
      expect(body.detail.count).toBe(seedCatalogue.stores.length);
      for (const store of body.detail.dataList) {
        expect(store.productCount).toBe((await list(`store=${store.urlKey}`)).count);
      }
    });

    it('an unknown category or store matches nothing', async () => {
      expect((await list('category=no-such-category')).count).toBe(0);
      expect((await list('store=no-such-store')).count).toBe(0);
    });
  });
});
