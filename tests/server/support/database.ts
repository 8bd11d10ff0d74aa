// A fresh database for a test run: PGlite in a temp folder and, when TEST_DATABASE_URL is
// set, also a database of its own on that PostgreSQL server, so suites run on both drivers.
// No vitest here: the fuzz command opens its databases with this too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../../../server/db/client.ts';
import { accessTokens } from '../../../server/db/schema.ts';

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

/** A bearer token for `userId` (login arrives in a later issue; tests issue tokens directly). */
export async function issueToken(server: { db: Db }, userId: number): Promise<string> {
  const token = `test-token-${userId}-${Math.random().toString(36).slice(2)}`;
  await server.db.insert(accessTokens).values({
    token,
    userId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}
