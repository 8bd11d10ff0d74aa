// Boots the app in-process on a fresh, seeded database: PGlite in a temp folder and, when
// TEST_DATABASE_URL is set, also a database of its own on that PostgreSQL server, so every
// suite runs on both drivers. `call` checks every response against the contract.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createApp, STOREFRONT_API_KEY } from '../../../server/app.ts';
import { type Database, openDatabase } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { accessTokens } from '../../../server/db/schema.ts';
import type { Detail, OperationId } from '../../../server/http/handler.ts';
import { assertMatchesContract } from './contract.ts';

export interface Envelope<D> {
  result: 0 | 1;
  message: string;
  detail: D;
}

export interface FieldError {
  field: string;
  message: string;
}

export type CallOptions = { headers?: Record<string, string>; culture?: 'th' | 'en' };

export type Driver = Database['driver'];

/** The drivers every server suite runs on: PGlite always, PostgreSQL when one is given. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

/** A database of its own per test file on the shared server, dropped at the end. */
async function createPostgresDatabase(adminUrl: string) {
  const name = `storefront_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function openTestDatabase(driver: Driver): Promise<{
  database: Database;
  dispose: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (driver === 'pg') {
    if (!adminUrl) throw new Error('The pg driver needs TEST_DATABASE_URL');
    const created = await createPostgresDatabase(adminUrl);
    const database = await openDatabase({ databaseUrl: created.url, dataDir: '' });
    return {
      database,
      dispose: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'storefront-server-test-'));
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  return {
    database,
    dispose: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

type AppDeps = Parameters<typeof createApp>[0];

export async function bootTestServer(driver: Driver, deps: Partial<AppDeps> = {}) {
  const { database, dispose } = await openTestDatabase(driver);
  await prepareDatabase(database);
  const app = createApp({ db: database.db, log: () => {}, ...deps });
  const called = new Set<string>();

  /** A raw request with the storefront key, unless the test overrides headers. */
  const request = (url: string, options: CallOptions = {}) =>
    app.request(`/api${url}`, {
      headers: {
        'X-Api-Key': STOREFRONT_API_KEY,
        ...(options.culture ? { Culture: options.culture } : {}),
        ...options.headers,
      },
    });

  /** Calls an operation and checks the answer against the contract for its status. */
  async function call<Op extends OperationId>(
    operationId: Op,
    url: string,
    options: CallOptions = {},
  ) {
    const response = await request(url, options);
    const body = (await response.json()) as Envelope<Detail<Op>>;
    assertMatchesContract(operationId, response.status, body);
    called.add(operationId);
    return { status: response.status, body };
  }

  return { app, db: database.db, database, request, call, called, close: dispose };
}

export type TestServer = Awaited<ReturnType<typeof bootTestServer>>;

/** A bearer token for `userId` (login arrives in a later issue; tests issue tokens directly). */
export async function issueToken(server: TestServer, userId: number): Promise<string> {
  const token = `test-token-${userId}-${Math.random().toString(36).slice(2)}`;
  await server.db.insert(accessTokens).values({
    token,
    userId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** PGlite's WebAssembly start alone takes seconds on a busy 2-core machine. */
export const BOOT_TIMEOUT = 60_000;

/**
 * For a describe block: boots a server before its tests and closes it after. The returned
 * object is filled in by beforeAll, so tests use it like the server itself.
 */
export function useTestServer(driver: Driver, deps: Partial<AppDeps> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await bootTestServer(driver, deps));
  }, BOOT_TIMEOUT);
  afterAll(() => server.close?.());
  return server;
}
