// A database of its own for a test file: PGlite in a temp folder and, when TEST_DATABASE_URL
// is set, also a database of its own on that PostgreSQL server, so suites run on both
// drivers. Copied from the run's templates when it has them (templates.ts).
// No vitest here: the fuzz command opens its databases with this too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, type Db, openDatabase } from '../../../server/db/client.ts';
import { createSession } from '../../../server/features/accounts/sessions.ts';
import { prepareDatabase } from '../../../server/seed/prepare.ts';
import {
  adminQuery,
  copyPgliteTemplate,
  databaseUrl,
  ownIdentity,
  type PgliteTemplate,
  pgliteTemplate,
  pgTemplate,
} from './templates.ts';

export type Driver = Database['driver'];

/** The drivers every server suite runs on: PGlite always, PostgreSQL when one is given. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  dispose: () => Promise<void>;
  /** PostgreSQL only: the database's URL, for a second pool on it. */
  url?: string;
}

/** A database of its own on the shared server (a copy of `template`), dropped at the end. */
async function openPostgres(template: string | undefined): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The pg driver needs TEST_DATABASE_URL');
  const name = `storefront_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(
    adminUrl,
    `create database "${name}"${template ? ` template "${template}"` : ''}`,
  );
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function openPglite(kind: PgliteTemplate): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-server-test-'));
  const dataDir = join(dir, 'pglite');
  const template = pgliteTemplate(kind);
  if (template) await copyPgliteTemplate(template, dataDir);
  const database = await openDatabase({ dataDir });
  return {
    database,
    dispose: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An empty database, not yet migrated. */
export function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  return driver === 'pg' ? openPostgres(undefined) : openPglite('fresh');
}

/** A database as a start leaves it: migrated, seeded, with the demo accounts. */
export async function openSeededDatabase(driver: Driver): Promise<TestDatabase> {
  const template = driver === 'pg' ? pgTemplate() : pgliteTemplate('seeded');
  const opened = driver === 'pg' ? await openPostgres(template) : await openPglite('seeded');
  if (template) await ownIdentity(opened.database.db);
  // On a copy only the start's own checks run (nothing to migrate, the catalogue is there).
  await prepareDatabase(opened.database);
  return opened;
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
