// Bad input gets a 400 envelope naming the field; unknown things a 404 envelope; a wrong
// key 403; server failures a generic 500. Never a 500 for a client mistake.
import { describe, expect, it } from 'vitest';
import { createApp, STOREFRONT_API_KEY } from '../../server/app.ts';
import type { Db } from '../../server/db/client.ts';
import { DRIVERS, type FieldError, useTestServer } from './support/server.ts';

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);

  describe('400 for bad input, naming the field', () => {
    it.each([
      ['/product/list?pageNo=0', 'query.pageNo', 'query.pageNo must be >= 1'],
      ['/product/list?perPage=1000', 'query.perPage', 'query.perPage must be <= 60'],
      ['/product/list?perPage=abc', 'query.perPage', 'query.perPage must be integer'],
      ['/product/list?pageNo=1.5', 'query.pageNo', 'query.pageNo must be integer'],
      [
        '/product/list?sortBy=bogus',
        'query.sortBy',
        'query.sortBy must be one of: recommended, newest, priceAsc, priceDesc, bestSelling, rating',
      ],
      ['/product/list?startprice=abc', 'query.startprice', 'query.startprice must be number'],
      ['/product/list?endprice=-1', 'query.endprice', 'query.endprice must be >= 0'],
      [
        '/product/list?discount=ten',
        'query.discount',
        'query.discount has an invalid format, e.g. 1,3',
      ],
      ['/product/list?rating=6', 'query.rating', 'query.rating has an invalid format, e.g. 4'],
      ['/product/list?payment=1,,2', 'query.payment', undefined],
      ['/product/list?promotion=0', 'query.promotion', 'query.promotion must be >= 1'],
      [`/product/list?search=${'x'.repeat(101)}`, 'query.search', undefined],
      ['/product/list?category=a%20b', 'query.category', undefined],
    ])('GET %s', async (url, field, message) => {
      const { status, body } = await server.call('listProducts', url);
      expect(status).toBe(400);
      expect(body.result).toBe(0);
      const errors = body.detail as unknown as FieldError[];
      expect(errors[0]?.field).toBe(field);
      expect(body.message.startsWith(`${field} `)).toBe(true);
      if (message) expect(body.message).toBe(message);
    });

    it('lists every bad field, not only the first', async () => {
      const { body } = await server.call(
        'listProducts',
        '/product/list?pageNo=0&perPage=0&sortBy=x',
      );
      const fields = (body.detail as unknown as FieldError[]).map((e) => e.field).sort();
      expect(fields).toEqual(['query.pageNo', 'query.perPage', 'query.sortBy']);
    });

    it('checks path parameters too', async () => {
      const bestSellers = await server.call(
        'listBestSellers',
        '/product/BestSeller/page/0/perpage/15',
      );
      expect(bestSellers.status).toBe(400);
      expect(bestSellers.body.message).toBe('path.pageNo must be >= 1');
      const promotion = await server.call('getPromotion', '/promotion/abc');
      expect(promotion.status).toBe(400);
      expect(promotion.body.message).toBe('path.promotionId must be integer');
      const page = await server.call('getStaticPage', '/StaticPage/not-a-page');
      expect(page.status).toBe(400);
      expect(page.body.message).toMatch(/^path\.slug must be one of: terms-and-conditions/);
    });

    it('names a missing X-Api-Key header', async () => {
      const response = await server.app.request('/api/Setting/Logo', {
        headers: { Culture: 'en' },
      });
      const body = await response.json();
      expect(response.status).toBe(400);
      expect(body).toEqual({
        result: 0,
        message: 'header.X-Api-Key is required',
        detail: [{ field: 'header.X-Api-Key', message: 'is required' }],
      });
    });

    it('answers 403 for a wrong X-Api-Key', async () => {
      const { status, body } = await server.call('getLogo', '/Setting/Logo', {
        headers: { 'X-Api-Key': 'guess' },
      });
      expect(status).toBe(403);
      expect(body.message).toBe('header.X-Api-Key is not a valid API key');
    });

    it('names an unsupported Culture, in Thai (the default, as the one asked is unknown)', async () => {
      const { status, body } = await server.call('getLogo', '/Setting/Logo', {
        headers: { Culture: 'fr' },
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        result: 0,
        message: 'header.Culture: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: th, en',
        detail: [{ field: 'header.Culture', message: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: th, en' }],
      });
    });
  });

  describe('404 for what does not exist', () => {
    it.each([
      ['getProduct', '/product/no-such-product', 'product not found'],
      ['getProductShare', '/product/no-such-product/share', 'product not found'],
      ['getCampaign', '/campaign/no-such-campaign', 'campaign not found'],
      ['getPromotion', '/promotion/999', 'promotion not found'],
      ['getPromotionShare', '/promotion/999/share', 'promotion not found'],
      ['getStore', '/store/no-such-store', 'store not found'],
      ['listCategorySellers', '/category/sellerList?category=nope', 'category not found'],
      ['resolveShareLink', '/share/nope123', 'share link not found'],
    ] as const)('%s %s', async (operationId, url, message) => {
      const { status, body } = await server.call(operationId, url);
      expect(status).toBe(404);
      expect(body).toEqual({ result: 0, message, detail: null });
    });

    it('answers unknown API paths with a 404 envelope', async () => {
      for (const [method, url] of [
        ['GET', '/api/no/such/thing'],
        ['GET', '/api/category/list'],
        ['POST', '/api/no/such/thing'],
      ]) {
        const response = await server.app.request(url as string, {
          method,
          headers: { 'X-Api-Key': STOREFRONT_API_KEY },
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ result: 0, detail: null });
      }
    });

    it('answers a known path asked with another method 405, naming the allowed ones', async () => {
      for (const [method, url] of [
        ['POST', '/api/Setting/Logo'],
        ['DELETE', '/api/product/wild-honey-500g'],
        ['PUT', '/api/product/list'],
      ]) {
        const response = await server.app.request(url as string, {
          method,
          headers: { 'X-Api-Key': STOREFRONT_API_KEY, Culture: 'en' },
        });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET');
        expect(await response.json()).toEqual({
          result: 0,
          message: `${method} is not allowed here; use GET`,
          detail: null,
        });
      }
    });

    it('never turns odd URLs into a 500', async () => {
      for (const url of ['/product/%E0%B8', '/product/%', '/product/..%2F..%2Fetc', '/share/%00']) {
        const response = await server.request(url);
        expect(response.status).toBeLessThan(500);
      }
    });
  });
});

describe('500 for server failures', () => {
  it('answers a generic envelope and logs the cause', async () => {
    const logged: unknown[] = [];
    const failing = new Proxy({} as Db, {
      get: () => {
        throw new Error('database is down');
      },
    });
    const app = createApp({ db: failing, log: (_message, error) => logged.push(error) });
    const response = await app.request('/api/Setting/Logo', {
      headers: { 'X-Api-Key': STOREFRONT_API_KEY, Culture: 'en' },
    });
    const body = await response.json();
    expect(response.status).toBe(500);
    expect(body).toEqual({
      result: 0,
      message: 'Something went wrong on our side; please try again.',
      detail: null,
    });
    expect(JSON.stringify(body)).not.toContain('database is down');
    expect(logged).toHaveLength(1);
  });
});
