// Kept answers sent before Hono (server/http/kept-answers-listener.ts), over real HTTP as
// `npm start` serves: the same headers and bytes as the long way, a 304 by ETag, nothing for
// a request the API would refuse, and never an answer the catalogue has changed since.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_API_KEY } from '../../server/app.ts';
import { products } from '../../server/db/schema.ts';
import { answeringKept } from '../../server/http/kept-answers-listener.ts';
import { useTestServer } from './support/server.ts';

const HONEY = '/api/product/wild-forest-honey-500g';

describe('kept answers sent before Hono', () => {
  const server = useTestServer('pglite', { keepCatalogue: true });
  let http: Server;
  let origin: string;
  beforeAll(async () => {
    const answers = server.catalogueAnswers;
    if (!answers) throw new Error('the test server keeps no answers');
    http = createServer(
      answeringKept(answers, STOREFRONT_API_KEY, getRequestListener(server.app.fetch)),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      headers: { 'X-Api-Key': STOREFRONT_API_KEY, Culture: 'en', ...headers },
    });
  /** The headers that say what an answer is (Date and the connection's aside). */
  const described = (response: Response) =>
    Object.fromEntries(
      [...response.headers].filter(
        ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
      ),
    );

  it('sends what the long way sent, headers and bytes alike', async () => {
    const path = `/api/product/list?sortBy=priceAsc&search=${encodeURIComponent('น้ำผึ้ง')}`;
    const first = await get(path, { 'Accept-Encoding': 'gzip' });
    const again = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(described(again)).toEqual(described(first));
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers a client holding it with a 304', async () => {
    const etag = (await get(HONEY)).headers.get('ETag') ?? '';
    const held = await get(HONEY, { 'If-None-Match': etag });
    expect(held.status).toBe(304);
  });

  it('leaves a request the API refuses to the API', async () => {
    await get(HONEY);
    const wrongKey = await fetch(`${origin}${HONEY}`, {
      headers: { 'X-Api-Key': 'another-key', Culture: 'en' },
    });
    expect(wrongKey.status).toBe(403);
    const badCulture = await get(HONEY, { Culture: 'fr' });
    expect(badCulture.status).toBe(400);
  });

  it('never sends an answer the catalogue changed since', async () => {
    const before = (await (await get(HONEY)).json()).detail.availableQuantity;
    await server.db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.urlKey, 'wild-forest-honey-500g'));
    // PGlite tells of a commit as it answers: the very next read is the new one.
    expect((await (await get(HONEY)).json()).detail.availableQuantity).toBe(before - 1);
  });
});
