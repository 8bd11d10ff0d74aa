// One drizzle database over either embedded PGlite (default, data in a project folder) or
// a PostgreSQL server (DATABASE_URL). Both run the same schema and the same migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_CONFIGURATION } from './pglite-configuration.ts';
import * as schema from './tables.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a hand-written statement, named as it names its columns (pg and PGlite both
 * answer `rows`). A fixed text with its values as parameters is prepared once per connection;
 * drizzle still builds the text on each call, which a statement on a hot path avoids by being
 * built once (statements.ts).
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Drizzle over each pooled connection, per database, made once (a pool keeps a few). */
const connectionsIn = new WeakMap<Db, WeakMap<pg.PoolClient, Db>>();
/** The database a connection's drizzle (onOneConnection) was checked out of. */
const checkedOutOf = new WeakMap<Db, Db>();

/**
 * `work` with each of its statements on one connection, checked out of the pool once: a
 * request of several statements then waits for a connection once, as a request of one does,
 * instead of queueing behind the others again for each (under load, that wait is most of a
 * request's time, and such requests took twice as long). `work` must run every statement on the
 * `db` it is given: one on the pool could wait for a connection this one holds. PGlite has a
 * single connection: `work` gets `db` itself.
 */
export async function onOneConnection<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work(db);
  const client = await pool.connect();
  try {
    let connections = connectionsIn.get(db);
    if (!connections) {
      connections = new WeakMap();
      connectionsIn.set(db, connections);
    }
    let connection = connections.get(client);
    if (!connection) {
      connection = drizzlePg({ client, schema });
      connections.set(client, connection);
      checkedOutOf.set(connection, db);
    }
    return await work(connection);
  } finally {
    client.release();
  }
}

/** The database `db` is, whether it is one or a connection of it (onOneConnection). */
export const databaseOf = (db: Db): Db => checkedOutOf.get(db) ?? db;

/** What a process listening on a channel hears. */
export interface ChannelListener {
  /** A notification's payload, as committed. */
  notified(payload: string): void;
  /**
   * False when notifications may have been missed (the connection dropped), true once
   * listening again: whatever was kept on their word must be dropped in between.
   */
  live(listening: boolean): void;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies pending migrations from server/db/migrations. */
  migrate(): Promise<void>;
  /** Listens on `channel` (LISTEN/NOTIFY) until the answer is called; live once resolved. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Distinct statement texts named per pool; rarer ones beyond it run unnamed. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * Runs every statement as a named prepared statement, named after its text, so PostgreSQL
 * parses and plans each text once per connection instead of on every call (a 3x gain on
 * the product list), and pg sends only Bind and Execute after the first. drizzle's own
 * queries carry no name unless prepared by hand. Each connection's `query` is wrapped as the
 * pool opens it: pool.query goes through it, and so does a transaction, which drizzle runs on
 * a connection it checks out (a cart write is a dozen statements there).
 */
function namingStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `statement_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
    const named = (config: unknown, ...rest: unknown[]) => {
      if (typeof config !== 'object' || config === null || !('text' in config)) {
        return query(config, ...rest);
      }
      const { text, name } = config as { text: string; name?: string };
      return query(name ? config : { ...config, name: nameOf(text) }, ...rest);
    };
    Object.assign(client, { query: named });
  });
  return pool;
}

/**
 * Connections to PostgreSQL: DATABASE_POOL_SIZE, else 4. PostgreSQL's own rule of thumb is
 * about twice its cores; on the 2-core bench machine pg's default of 10 spent more of
 * PostgreSQL's time per request on switching backends, and 4 served about 15% more requests.
 */
function poolSize(): number {
  const size = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled one would be handed to
 * queries and released). A dropped connection says so (live false) and connects again every
 * RELISTEN_DELAY_MS until it listens (live true) or is stopped.
 */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (current !== client) return;
      current = null;
      listener.live(false);
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === channel) listener.notified(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    current = client;
    listener.live(true);
  };
  const reconnect = () => {
    connect().catch((error: Error) => {
      console.warn(`Listening on ${channel} failed, trying again:`, error.message);
      if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end();
  };
}

/** PostgreSQL's int8 type: counts, and money in satang. */
const INT8 = 20;

/**
 * int8 as a JavaScript number, on both drivers (pg answers a string, PGlite a number or, past
 * 2^53, a bigint): every int8 here is a count or an amount within MAX_ORDER_SATANG, and one
 * beyond a safe integer is a bug to stop at, not a value to round.
 */
function int8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`int8 ${text} is beyond a safe integer`);
  return value;
}

/**
 * LISTEN on the pool's one connection (the embedded database's process serves one session):
 * each connection the pool opens listens before the pool hands it out, and says so (live
 * true); one that ends says notifications may have been missed (live false).
 */
async function listenOnThePoolsConnection(
  pool: pg.Pool,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  const statement = `LISTEN ${pg.escapeIdentifier(channel)}`;
  const listening = new WeakMap<pg.ClientBase, Promise<void>>();
  let stopped = false;
  const listenOn = (client: pg.ClientBase) => {
    let listened = listening.get(client);
    if (!listened) {
      client.on('notification', (message) => {
        if (!stopped && message.channel === channel) listener.notified(message.payload ?? '');
      });
      client.once('end', () => {
        if (!stopped) listener.live(false);
      });
      listened = client.query(statement).then(() => listener.live(true));
      listening.set(client, listened);
    }
    return listened;
  };
  // The connection still serves queries: what is kept on notifications' word is not (live).
  const onConnect = (client: pg.PoolClient) => {
    listenOn(client).catch((error: Error) => {
      console.warn(`Listening on ${channel} failed:`, error.message);
      listener.live(false);
    });
  };
  pool.on('connect', onConnect);
  const client = await pool.connect();
  try {
    await listenOn(client);
  } finally {
    client.release();
  }
  return async () => {
    stopped = true;
    pool.off('connect', onConnect);
    await pool.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
  };
}

/**
 * A PostgreSQL server through pg's pool of DATABASE_POOL_SIZE connections, listening on one
 * of its own; or, `oneConnection`, a server of one session (the embedded database's process,
 * pglite-process.ts): a pool of one, on which every transaction runs whole before the next
 * statement, and which listens too.
 */
export function openPostgres(databaseUrl: string, options: { oneConnection?: boolean } = {}) {
  const { oneConnection = false } = options;
  // pg's own table of parsers, not the pool's: drizzle hands every query its own type
  // overrides, which read this table for the types they do not change.
  pg.types.setTypeParser(INT8, int8);
  const pool = namingStatements(
    new pg.Pool({
      connectionString: databaseUrl,
      max: oneConnection ? 1 : poolSize(),
      // The one connection listens: closing it when idle would stop that.
      ...(oneConnection ? { idleTimeoutMillis: 0 } : {}),
      // Every statement is prepared with its values as parameters, and PostgreSQL's own
      // choice misjudges them: it estimates `LIMIT $1` as a tenth of the table, so at
      // 100k products it re-planned the product page on every call (0.6 ms of planning
      // for 0.2 ms of work). The generic plan of each statement is the right one here.
      options: '-c plan_cache_mode=force_generic_plan',
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8
            ? int8
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    }),
  );
  // An idle connection the server drops (a restart, a failover) reports here; without a
  // listener Node treats it as unhandled and the process dies. The pool opens a new one.
  pool.on('error', (error) => console.warn('PostgreSQL closed an idle connection:', error.message));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    migrate: () => migratePg(db, { migrationsFolder }),
    listen: (channel, listener) =>
      oneConnection
        ? listenOnThePoolsConnection(pool, channel, listener)
        : listenOnPostgres(databaseUrl, channel, listener),
    close: () => pool.end(),
  } satisfies Database;
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  // PGlite creates its own folder but not the parents.
  mkdirSync(dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    parsers: { [INT8]: int8 },
    postgresqlconf: PGLITE_CONFIGURATION,
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One connection, in this process: a notification is heard as its COMMIT answers, and none
    // is ever missed.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.notified(payload));
      listener.live(true);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}
