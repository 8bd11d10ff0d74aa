// A fresh database for a test run: PGlite in a temp folder and, when TEST_DATABASE_URL is
// set, also a database of its own on that PostgreSQL server, so suites run on both drivers.
// No vitest here: the fuzz command opens its databases with this too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../../../server/db/client.ts';
import { createSession } from '../../../server/features/accounts/sessions.ts';

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
  /** PostgreSQL only: the database's URL, for a second pool on it. */
  url?: string;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (driver === 'pg') {
    if (!adminUrl) throw new Error('The pg driver needs TEST_DATABASE_URL');
    const created = await createPostgresDatabase(adminUrl);
    const database = await openDatabase({ databaseUrl: created.url, dataDir: '' });
    return {
      database,
      url: created.url,
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

/**
 * A session token for `userId` (a seeded account: 1 is the demo person, 2 the demo company),
 * as login would issue it, for tests and the fuzz gate that need a signed-in user without
 * going through login. Send it as `Authorization: Bearer` or as the `token` cookie.
 */
export async function issueToken(server: { db: Db }, userId: number): Promise<string> {
  const session = await createSession(server.db, userId, true, new Date());
  return session.token;
}
