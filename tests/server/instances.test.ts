// Two server instances on one PostgreSQL database, as behind a load balancer: a session
// revoked on one is refused by the other, and a rate limit counted on one holds on the other
// (sessions and counters live in the database, not in a process). PostgreSQL only: PGlite
// is one process by nature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, STOREFRONT_API_KEY } from '../../server/app.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { cookiesOf } from './support/accounts.ts';
import { BOOT_TIMEOUT, openSeededDatabase } from './support/server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  let dispose: () => Promise<void>;
  let second: Database;
  const apps: ReturnType<typeof createApp>[] = [];

  beforeAll(async () => {
    const opened = await openSeededDatabase('pg');
    dispose = opened.dispose;
    // Its own pool on the same database, as another process would have.
    second = await openDatabase({ databaseUrl: opened.url, dataDir: '' });
    const deps = {
      log: () => {},
      print: () => {},
      trustProxy: true,
      rateLimits: { loginFailuresPerAddress: { points: 2, seconds: 900 } },
    };
    apps.push(
      createApp({ db: opened.database.db, ...deps }),
      createApp({ db: second.db, ...deps }),
    );
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await second?.close();
    await dispose?.();
  });

  const post = (app: (typeof apps)[number], path: string, body: unknown, headers = {}) =>
    app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'X-Api-Key': STOREFRONT_API_KEY, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const getUser = (app: (typeof apps)[number], token: string) =>
    app.request('/api/user', {
      headers: { 'X-Api-Key': STOREFRONT_API_KEY, Cookie: `token=${token}` },
    });

  it('a logout on one instance ends the session on the other', async () => {
    const [one, other] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const login = await post(one, '/login', {
      email: 'somchai@example.com',
      password: 'Demo1234',
      type: 2,
    });
    const token = cookiesOf(login.headers).token?.value ?? '';
    expect((await getUser(other, token)).status).toBe(200);
    await post(one, '/logout', {}, { Cookie: `token=${token}` });
    expect((await getUser(other, token)).status).toBe(401);
  });

  it('failures counted on one instance count on the other', async () => {
    const [one, other] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    const wrong = { email: 'somchai@example.com', password: 'Wrong1234', type: 2 };
    expect((await post(one, '/login', wrong, from)).status).toBe(400);
    expect((await post(other, '/login', wrong, from)).status).toBe(400);
    expect((await post(one, '/login', wrong, from)).status).toBe(429);
    expect((await post(other, '/login', wrong, from)).status).toBe(429);
  });
});
