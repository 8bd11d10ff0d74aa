// The embedded database in a process of its own, as server/main.ts starts it on PGlite
// (server/db/pglite-process.ts): queries, the catalogue's notifications and transactions through
// its one connection, a new connection on a new session, and a process that never outlives the
// one that started it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, rowsOf } from '../../server/db/client.ts';
import { type DatabaseProcess, openDatabaseProcess } from '../../server/db/pglite-process.ts';
import { isRunning } from './support/process.ts';
import { BOOT_TIMEOUT } from './support/server.ts';

const GONE_WITHIN = { timeout: 10_000, interval: 50 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database process', () => {
  let folder: string;
  let database: DatabaseProcess;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'storefront-dbprocess-'));
    database = await openDatabaseProcess(join(folder, 'pglite'));
    await database.migrate();
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('answers queries on the migrated schema, each statement prepared once', async () => {
    const count = () => rowsOf<{ n: number }>(database.db, sql`select count(*) as n from products`);
    expect(await count()).toEqual([{ n: 0 }]);
    expect(await count()).toEqual([{ n: 0 }]);
    const [setting] = await rowsOf<{ mode: string }>(
      database.db,
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    expect(setting?.mode).toBe('force_generic_plan');
  });

  it('tells a committed change to the catalogue on its channel, and none of one rolled back', async () => {
    const heard: string[] = [];
    let live = false;
    const unlisten = await database.listen('catalogue_changed', {
      notified: (payload) => heard.push(payload),
      live: (listening) => {
        live = listening;
      },
    });
    try {
      expect(live).toBe(true);
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`delete from products where false`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await database.db.execute(sql`delete from products where false`);
      // Heard as the COMMIT answers: the one connection carries both.
      expect(heard).toEqual(['*']);
    } finally {
      await unlisten();
    }
    await database.db.execute(sql`delete from products where false`);
    expect(heard).toEqual(['*']);
  });

  it('runs concurrent transactions one after the other, each whole', async () => {
    await database.db.execute(sql`create table counter (value int not null)`);
    await database.db.execute(sql`insert into counter values (0)`);
    await database.db.execute(sql`create table marks (name text not null)`);
    // Each reads, waits, then writes what it read plus one: interleaved on PGlite's one
    // session, they would lose increments, and one rolling back would take the others' along.
    const increment = (name: string, fail: boolean) =>
      database.db.transaction(async (tx) => {
        const [row] = await rowsOf<{ value: number }>(tx, sql`select value from counter`);
        await pause(5);
        await tx.execute(sql`update counter set value = ${(row?.value ?? 0) + 1}`);
        await tx.execute(sql`insert into marks values (${name})`);
        await pause(5);
        if (fail) throw new Error(`${name} rolled back`);
      });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => increment(`t${i}`, i % 4 === 3)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(3);
    const [counter] = await rowsOf<{ value: number }>(database.db, sql`select value from counter`);
    expect(counter?.value).toBe(9);
    const marks = await rowsOf<{ name: string }>(database.db, sql`select name from marks`);
    expect(marks.map((mark) => mark.name).sort()).toEqual(
      ['t0', 't1', 't2', 't4', 't5', 't6', 't8', 't9', 't10'].sort(),
    );
  });

  it(
    'serves one connection after another, each on a new session, and says when it ended',
    async () => {
      // The server's pool holds its one connection for good: another process of its own here.
      const other = await openDatabaseProcess(join(folder, 'other', 'pglite'));
      // Each pool names its statements alike: the last one's are gone when the next connects.
      for (const pool of [openPostgres(other.url), openPostgres(other.url)]) {
        expect(await rowsOf(pool.db, sql`select count(*) as n from pg_class`)).toHaveLength(1);
        expect(await rowsOf(pool.db, sql`select count(*) as n from pg_class`)).toHaveLength(1);
        await pool.close();
      }
      process.kill(other.pid, 'SIGKILL');
      expect(await other.exited).toBe('SIGKILL');
      await other.close();
    },
    BOOT_TIMEOUT,
  );
});

describe('the process that started it', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'storefront-dbparent-'));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it(
    'stops it by closing, or takes it along when killed',
    async () => {
      // A parent as the server is: it starts the database process, says its pid, and stays.
      const parent = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { openDatabaseProcess } from './server/db/pglite-process.ts';
         const database = await openDatabaseProcess(process.argv[1]);
         console.log(database.pid);
         setInterval(() => {}, 1000);`,
          join(folder, 'pglite'),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const pid = await new Promise<number>((resolve, reject) => {
        parent.stdout?.once('data', (line: Buffer) => resolve(Number(line.toString())));
        parent.once('exit', (code) => reject(new Error(`the parent exited (${code})`)));
      });
      expect(isRunning(pid)).toBe(true);
      parent.kill('SIGKILL');
      await expect.poll(() => isRunning(pid), GONE_WITHIN).toBe(false);

      // Closed, it goes too, and its files open again.
      const database = await openDatabaseProcess(join(folder, 'pglite'));
      expect(await rowsOf(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      await database.close();
      expect(isRunning(database.pid)).toBe(false);
    },
    BOOT_TIMEOUT,
  );
});
