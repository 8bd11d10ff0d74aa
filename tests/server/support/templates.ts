// Databases made once per test run and copied for each test file: an empty PGlite (its
// initdb alone takes 3 s or more on a busy 2-core machine) and a seeded one, migrated and
// seeded as a start leaves it, on PGlite (a data folder copied) and on PostgreSQL (a
// database the others are created from with CREATE DATABASE ... TEMPLATE). A copy opens in
// a fraction of a second, where opening, migrating and seeding took 4 to 6.
// The run's vitest global setup (global-setup.ts) makes them and names them in the
// environment its workers inherit; without them (one file run on its own, the fuzz command)
// each database is made from nothing as before. No vitest here: the fuzz command uses it too.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/seed/prepare.ts';

/** A folder holding `fresh/` (an empty PGlite data folder) and `seeded/` (a prepared one). */
const PGLITE_TEMPLATES = 'STOREFRONT_TEST_PGLITE_TEMPLATES';
/** The seeded PostgreSQL database, on TEST_DATABASE_URL's server. */
const PG_TEMPLATE = 'STOREFRONT_TEST_PG_TEMPLATE';

export type PgliteTemplate = 'fresh' | 'seeded';

/** The template's data folder, when the run made one. */
export function pgliteTemplate(kind: PgliteTemplate): string | undefined {
  const root = process.env[PGLITE_TEMPLATES];
  return root ? join(root, kind, 'pglite') : undefined;
}

/** Copies a template's data folder to `dataDir` (a closed PGlite's folder is consistent). */
export const copyPgliteTemplate = (template: string, dataDir: string) =>
  cp(template, dataDir, { recursive: true });

export const pgTemplate = (): string | undefined => process.env[PG_TEMPLATE];

/**
 * A copy is a database of its own: it gets the identity a migration gives each database
 * (migration 0008). The cart's description cache keys entries by it, so two copies in one
 * process (two servers in a file, or files sharing a worker) would read each other's entries.
 */
export async function ownIdentity(db: Db) {
  await db.execute(sql`update catalogue_generation set database = gen_random_uuid()`);
}

export async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function makePgliteTemplates(root: string) {
  const fresh = join(root, 'fresh', 'pglite');
  await (await openDatabase({ dataDir: fresh })).close();
  const seeded = join(root, 'seeded', 'pglite');
  await copyPgliteTemplate(fresh, seeded);
  const database = await openDatabase({ dataDir: seeded });
  await prepareDatabase(database);
  await database.close();
}

async function makePgTemplate(adminUrl: string, name: string) {
  await adminQuery(adminUrl, `create database "${name}"`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '' });
  try {
    await prepareDatabase(database);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await database.close();
  }
}

/**
 * Makes the run's templates and names them in this process's environment (which the test
 * workers inherit); the returned function removes them.
 */
export async function makeTemplates(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'storefront-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgName = `storefront_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const remove = async () => {
    await rm(root, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists "${pgName}" with (force)`);
  };
  try {
    await Promise.all([
      makePgliteTemplates(root),
      ...(adminUrl ? [makePgTemplate(adminUrl, pgName)] : []),
    ]);
  } catch (error) {
    await remove();
    throw error;
  }
  process.env[PGLITE_TEMPLATES] = root;
  if (adminUrl) process.env[PG_TEMPLATE] = pgName;
  return remove;
}
