// The cache of answers kept as they are sent (server/http/answer-cache.ts), without a database:
// what it keeps and drops, the races of reads against changes played in every order
// fast-check finds, the moment time changes answers, and how a kept answer is sent.
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AnswerCache, sendKept } from '../../server/http/answer-cache.ts';

const NO_TIMED_CHANGE = async () => null;
const newCache = (options: Partial<ConstructorParameters<typeof AnswerCache>[0]> = {}) => {
  const cache = new AnswerCache({
    maxBytes: 1 << 20,
    nextTimedChange: NO_TIMED_CHANGE,
    ...options,
  });
  cache.live(true);
  return cache;
};
const shown = (body: unknown) => (body as { products: number[] }).products;
const text = (answer: { plain: Uint8Array }) => JSON.parse(Buffer.from(answer.plain).toString());

describe('the answers kept', () => {
  it('reads an answer once, and once for misses asked together', async () => {
    const cache = newCache();
    let reads = 0;
    const read = async () => ({ n: ++reads, products: [1] });
    const together = await Promise.all([1, 2, 3].map(() => cache.answer('list', read, shown)));
    expect(together.map(text)).toEqual([1, 1, 1].map((n) => ({ n, products: [1] })));
    expect(text(await cache.answer('list', read, shown)).n).toBe(1);
    expect(reads).toBe(1);
  });

  it('drops the answers showing a product whose stock changed, and only those', async () => {
    const cache = newCache();
    let reads = 0;
    const reader = (products: number[]) => async () => ({ n: ++reads, products });
    await cache.answer('honey', reader([1]), shown);
    await cache.answer('tea', reader([2]), shown);
    await cache.answer('settings', reader([]), shown);
    cache.productsChanged([1]);
    expect(text(await cache.answer('honey', reader([1]), shown)).n).toBe(4);
    expect(text(await cache.answer('tea', reader([2]), shown)).n).toBe(2);
    expect(text(await cache.answer('settings', reader([]), shown)).n).toBe(3);
    cache.everythingChanged();
    expect(text(await cache.answer('settings', reader([]), shown)).n).toBe(5);
  });

  it('keeps nothing while changes may go unheard, and drops everything when they are heard again', async () => {
    const cache = newCache();
    let reads = 0;
    const read = async () => ({ n: ++reads, products: [] });
    await cache.answer('a', read, shown);
    cache.live(false);
    await cache.answer('a', read, shown);
    await cache.answer('a', read, shown);
    expect(reads).toBe(3);
    cache.live(true);
    await cache.answer('a', read, shown);
    await cache.answer('a', read, shown);
    expect(reads).toBe(4);
  });

  it('drops everything when a promotion starts or ends, and asks for the next such moment', async () => {
    let now = 1_000;
    const moments = [2_000, 5_000];
    let asked = 0;
    const cache = newCache({
      now: () => now,
      nextTimedChange: async () => new Date(moments[asked++] ?? 9_000),
    });
    let reads = 0;
    const read = async () => ({ n: ++reads, products: [] });
    await cache.answer('a', read, shown);
    now = 1_999;
    await cache.answer('a', read, shown);
    expect([reads, asked]).toEqual([1, 1]);
    now = 2_000;
    await cache.answer('a', read, shown);
    expect([reads, asked]).toEqual([2, 2]);
  });

  it('keeps within its bytes, the least recently used going first', async () => {
    const cache = newCache({ maxBytes: 3_000 });
    const read = (key: string) => async () => ({ key, padding: 'x'.repeat(500), products: [] });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.answer(key, read(key), shown);
    expect(cache.size).toBeLessThan(5);
    expect(cache.size).toBeGreaterThan(1);
  });

  it('never answers older than the changes heard before it was asked, whatever the order', async () => {
    // A database of three products and everything else ("global"), each a version. A read
    // sees the database as its statement starts and answers whenever the scheduler says;
    // changes commit and are heard in between. Every answer must show at least the versions
    // heard before it was asked.
    const keys = { a: [1, 2], b: [2, 3], c: [] as number[] };
    type Key = keyof typeof keys;
    const command = fc.oneof(
      fc.record({ ask: fc.constantFrom<Key>('a', 'b', 'c') }),
      fc.record({ change: fc.constantFrom(1, 2, 3) }),
      fc.record({ change: fc.constant('global' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(command, { maxLength: 30 }),
        async (s, commands) => {
          const cache = newCache();
          const versions = new Map<number | 'global', number>([
            [1, 0],
            [2, 0],
            [3, 0],
            ['global', 0],
          ]);
          const snapshot = (key: Key) => ({
            products: keys[key],
            versions: Object.fromEntries(
              [...keys[key], 'global' as const].map((id) => [id, versions.get(id) ?? 0]),
            ),
          });
          const checks: Promise<void>[] = [];
          for (const step of commands) {
            checks.push(
              s.schedule(Promise.resolve()).then(async () => {
                if ('ask' in step) {
                  const heard = snapshot(step.ask).versions;
                  const answer = await cache.answer(
                    step.ask,
                    () => s.schedule(Promise.resolve(snapshot(step.ask))),
                    shown,
                  );
                  for (const [id, version] of Object.entries(text(answer).versions))
                    expect(version).toBeGreaterThanOrEqual(heard[id] ?? 0);
                } else if (step.change === 'global') {
                  versions.set('global', (versions.get('global') ?? 0) + 1);
                  cache.everythingChanged();
                } else {
                  versions.set(step.change, (versions.get(step.change) ?? 0) + 1);
                  cache.productsChanged([step.change]);
                }
              }),
            );
          }
          // A read is scheduled a few promise turns after its ask: run what is scheduled until
          // every ask has answered.
          let settled = false;
          const all = Promise.all(checks).finally(() => {
            settled = true;
          });
          for (let turn = 0; !settled && turn < 1_000; turn++) {
            await s.waitAll();
            await new Promise((resolve) => setImmediate(resolve));
          }
          await all;
        },
      ),
      { numRuns: process.env.FC_DEEP ? 2_000 : 200 },
    );
  });
});

describe('a kept answer as it is sent', () => {
  const app = new Hono();
  const cache = newCache();
  const big = { detail: 'ข้าวหอมมะลิ '.repeat(200), products: [] };
  app.get('/big', async (c) => sendKept(c, await cache.answer('big', async () => big, shown)));
  app.get('/small', async (c) =>
    sendKept(c, await cache.answer('small', async () => ({ products: [] }), shown)),
  );

  it('goes in Brotli or gzip by what the client takes, as it is otherwise', async () => {
    const br = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const gzip = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await app.request('/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    for (const response of [br, gzip, plain, small]) {
      expect(response.headers.get('Vary')).toBe('Accept-Encoding, Culture');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('is a 304 for a client that holds it, by its ETag', async () => {
    const first = await app.request('/big');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.request('/big', { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const strong = await app.request('/big', { headers: { 'If-None-Match': etag.slice(2) } });
    expect(strong.status).toBe(304);
    const other = await app.request('/big', { headers: { 'If-None-Match': '"other"' } });
    expect(other.status).toBe(200);
  });
});
