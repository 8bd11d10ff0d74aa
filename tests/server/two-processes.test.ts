// Two server processes, each as `npm start` runs it, on one PostgreSQL database: the stock an
// order takes through one is on the next read of the other as soon as PostgreSQL tells it
// (LISTEN/NOTIFY), although both keep the catalogue's answers in memory; a chat message sent to
// one reaches a socket of the other. PostgreSQL only:
// PGlite is one process by nature.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/server.ts';
import { rowsOf } from '../../server/db/client.ts';
import { newShopper, seededProducts } from './support/cart.ts';
import { chatClient } from './support/chat.ts';
import { newBuyer, orderCalls } from './support/orders.ts';
import { apiCalls, BOOT_TIMEOUT, openSeededDatabase } from './support/server.ts';

const HONEY = 'wild-forest-honey-500g';

/** `npm start`'s server from source on `databaseUrl`, once it says it listens. */
async function startServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`http://localhost:${port}`)) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    // The chat's socket, from a page of the server's own address (its PUBLIC_URL).
    socketOf: (session: string) =>
      chatClient(`ws://127.0.0.1:${port}/ws/chat`, {
        session,
        origin: `http://localhost:${port}`,
      }),
    ...apiCalls((path, init) => fetch(`${base}${path}`, init)),
  };
}

const stopped = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let dispose: () => Promise<void>;
  let dataDir: string;
  let servers: Awaited<ReturnType<typeof startServer>>[] = [];
  let db: Awaited<ReturnType<typeof openSeededDatabase>>['database']['db'];

  beforeAll(async () => {
    const opened = await openSeededDatabase('pg');
    dispose = opened.dispose;
    db = opened.database.db;
    dataDir = await mkdtemp(join(tmpdir(), 'storefront-two-'));
    const url = opened.url ?? '';
    // One after the other: each migrates and seeds before it listens, which is a no-op here.
    servers = [
      await startServer(url, join(dataDir, 'one')),
      await startServer(url, join(dataDir, 'two')),
    ];
  }, BOOT_TIMEOUT * 2);
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopped(server.child)));
    await dispose?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps an idle connection 65 s, longer than a client or its proxy does', async () => {
    // With Node's 5 s, a client busy for a moment sent its next request on a socket the server
    // was closing, and the request was lost (ECONNRESET); now the client closes first.
    const [one] = servers;
    const answer = await one?.request(`/product/${HONEY}`);
    expect(answer?.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('the stock an order takes through one is seen by the other as soon as PostgreSQL tells it', async () => {
    const [one, other] = servers;
    if (!one || !other) throw new Error('the servers did not start');
    const stockOn = async (server: typeof one) =>
      (await server.call('getProduct', `/product/${HONEY}`)).body.detail.availableQuantity;
    const before = await stockOn(other);
    // Kept by the other: asked again, the same answer.
    const etag = (await other.request(`/product/${HONEY}`)).headers.get('ETag');
    expect((await other.request(`/product/${HONEY}`)).headers.get('ETag')).toBe(etag);

    const buyer = await newBuyer({ db, call: one.call }, await seededProducts({ db }), {
      urlKey: HONEY,
      quantity: 3,
    });
    const placed = await orderCalls({ db, call: one.call }, buyer.session).checkOut(buyer, 2);
    expect(placed.status).toBe(200);

    expect(await stockOn(one)).toBe(before - 3);
    const started = performance.now();
    await expect.poll(() => stockOn(other), { timeout: 2_000, interval: 5 }).toBe(before - 3);
    // Told within a moment: no time to live stands in for the database's word.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("a chat message sent through one reaches the other's socket, told by PostgreSQL", async () => {
    const [one, other] = servers;
    if (!one || !other) throw new Error('the servers did not start');
    const shopper = await newShopper({ db, call: one.call });
    const seller = await newShopper({ db, call: one.call });
    const [store] = await rowsOf<{ id: number }>(
      db,
      sql`select id from stores order by id desc limit 1`,
    );
    await db.execute(
      sql`insert into store_members (store_id, user_id) values (${store?.id}, ${seller.userId})`,
    );
    const started = await one.call('startChatConversation', '/chat/conversations', {
      session: shopper.session,
      body: { storeId: store?.id },
    });
    const listening = other.socketOf(seller.session);
    const sending = one.socketOf(shopper.session);
    await Promise.all([listening.opened, sending.opened]);
    sending.send({
      type: 'send',
      conversationId: started.body.detail.id,
      clientId: randomUUID(),
      text: 'ถึงอีกเครื่องไหมคะ',
    });
    const heard = await listening.next('message');
    expect(heard.message).toMatchObject({ text: 'ถึงอีกเครื่องไหมคะ', fromMe: false, seq: 1 });
    await Promise.all([listening.close(), sending.close()]);
  });
});
