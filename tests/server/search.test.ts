// Search works on Thai (no spaces between words) and English, through the gram index.
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/seed/data/index.ts';
import { DRIVERS, issueToken, useTestServer } from './support/server.ts';

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);

  const honeyUrlKeys = seedCatalogue.products
    .filter((p) => p.categoryKey === 'honey')
    .map((p) => p.urlKey);

  async function search(query: string, extra = '') {
    const { body } = await server.call(
      'listProducts',
      `/product/list?search=${encodeURIComponent(query)}&perPage=60${extra}`,
    );
    return body.detail;
  }

  describe('product search', () => {
    it.each(['น้ำผึ้ง', 'honey', 'HONEY', ' Honey '])(
      '"%s" finds every honey product',
      async (query) => {
        const { dataList, count } = await search(query);
        const found = dataList.map((p) => p.urlKey);
        expect(honeyUrlKeys.length).toBeGreaterThan(5);
        for (const urlKey of honeyUrlKeys) expect(found).toContain(urlKey);
        expect(count).toBe(dataList.length);
      },
    );

    it('finds a Thai substring in the middle of a word run', async () => {
      // "ผึ้งดอก" sits inside "น้ำผึ้งดอกลำไย" with no space around it.
      const { dataList } = await search('ผึ้งดอก');
      expect(dataList.map((p) => p.urlKey)).toContain('longan-blossom-honey');
    });

    it('needs every term of a multi-word query', async () => {
      const { dataList } = await search('honey longan');
      expect(dataList.length).toBeGreaterThan(0);
      for (const product of dataList) {
        const seed = seedCatalogue.products.find((p) => p.urlKey === product.urlKey);
        const text = [seed?.name.en, ...(seed?.keywords ?? [])].join(' ').toLowerCase();
        expect(text).toContain('longan');
      }
    });

    it('matches 1-2 character terms at word beginnings', async () => {
      const { dataList } = await search('ho');
      expect(dataList.map((p) => p.urlKey)).toContain('longan-blossom-honey');
    });

    it('finds nothing for text no product has', async () => {
      expect(await search('zzqx')).toEqual({ dataList: [], count: 0 });
    });

    it('treats LIKE wildcards as plain characters', async () => {
      expect((await search('%')).count).toBe(0);
      expect((await search('_')).count).toBe(0);
    });

    it('combines with the other filters', async () => {
      const { dataList } = await search('น้ำผึ้ง', '&category=honey&sortBy=priceAsc');
      expect(dataList.map((p) => p.urlKey).sort()).toEqual([...honeyUrlKeys].sort());
    });
  });

  describe('suggestions', () => {
    it('returns at most 10 names and urlKeys', async () => {
      const { body } = await server.call(
        'suggestProducts',
        `/product/suggest?search=${encodeURIComponent('น้ำ')}&PerPage=10`,
      );
      expect(body.detail.dataList.length).toBeGreaterThan(0);
      expect(body.detail.dataList.length).toBeLessThanOrEqual(10);
      expect(body.detail.count).toBe(body.detail.dataList.length);
    });

    it('finds honey in Thai and respects PerPage', async () => {
      const { body } = await server.call(
        'suggestProducts',
        `/product/suggest?search=${encodeURIComponent('น้ำผึ้ง')}&PerPage=3`,
        { culture: 'th' },
      );
      expect(body.detail.dataList).toHaveLength(3);
      for (const suggestion of body.detail.dataList) expect(suggestion.name).toMatch(/น้ำผึ้ง/);
    });

    it('is empty for an empty search', async () => {
      const { body } = await server.call('suggestProducts', '/product/suggest?search=');
      expect(body.detail).toEqual({ dataList: [], count: 0 });
    });

    it('refuses PerPage above 10', async () => {
      const { status, body } = await server.call(
        'suggestProducts',
        '/product/suggest?search=honey&PerPage=11',
      );
      expect(status).toBe(400);
      expect(body.message).toBe('query.PerPage must be <= 10');
    });
  });

  describe('recent searches', () => {
    it('answers 401 without a token or with an unknown one', async () => {
      const none = await server.call('listRecentSearches', '/product/RecentSearch');
      expect(none.status).toBe(401);
      expect(none.body.result).toBe(0);
      const unknown = await server.call('listRecentSearches', '/product/RecentSearch', {
        headers: { Authorization: 'Bearer nope' },
      });
      expect(unknown.status).toBe(401);
    });

    it("keeps a signed-in shopper's last 5 searches, newest first, without repeats", async () => {
      const session = await issueToken(server, 1);
      for (const search of ['honey', 'มะเขือเทศ', 'tea', 'honey', 'coffee', 'rice', 'น้ำผึ้ง']) {
        const saved = await server.call('saveRecentSearch', '/product/RecentSearch', {
          session,
          body: { search },
        });
        expect(saved.body.detail.dataList[0]?.search).toBe(search);
      }
      const { body } = await server.call('listRecentSearches', '/product/RecentSearch', {
        session,
      });
      expect(body.detail.dataList.map((s) => s.search)).toEqual([
        'น้ำผึ้ง',
        'rice',
        'coffee',
        'honey',
        'tea',
      ]);
      // Another shopper's history is their own.
      const other = await issueToken(server, 2);
      const theirs = await server.call('listRecentSearches', '/product/RecentSearch', {
        bearer: other,
      });
      expect(theirs.body.detail).toEqual({ dataList: [], count: 0 });
    });

    it('records nothing while listing products: a GET never writes', async () => {
      const bearer = await issueToken(server, 2);
      await server.call('listProducts', '/product/list?search=honey', { bearer });
      const { body } = await server.call('listRecentSearches', '/product/RecentSearch', {
        bearer,
      });
      expect(body.detail.count).toBe(0);
    });

    it('refuses to record without a session', async () => {
      const { status } = await server.call('saveRecentSearch', '/product/RecentSearch', {
        body: { search: 'honey' },
      });
      expect(status).toBe(401);
    });
  });
});
