import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { databaseProcessOf, residentMb } from '../tests/e2e/support/server-memory.ts';

export const root = resolve(import.meta.dirname, '..');
export const API_HEADERS = { 'X-Api-Key': 'storefront-web', Culture: 'th' };

/** Where a catalogue lives: a PGlite folder or a database of the local PostgreSQL. */
export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

export const storeEnv = (store: Store): Record<string, string> =>
  store.kind === 'pglite'
    ? { DATA_DIR: store.dataDir, DATABASE_URL: '' }
    : { DATABASE_URL: store.databaseUrl };

/** `npm run seed -- --size N` into that store (the default catalogue without a size). */
export function seed(store: Store, size: number | undefined) {
  const args = ['--import', 'tsx', 'server/seed/cli.ts', ...(size ? ['--size', String(size)] : [])];
  const started = Date.now();
  const run = spawnSync(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...storeEnv(store) },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`seed failed (exit ${run.status})`);
  return Date.now() - started;
}

export function pgLocal(...args: string[]): string {
  const run = spawnSync('bash', ['scripts/pg-local.sh', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`scripts/pg-local.sh ${args.join(' ')} failed`);
  return run.stdout.trim();
}

const BENCH_DIR = '/tmp/storefront-bench';
const marker = (size: number | undefined) => `storefront bench seed size=${size ?? 'default'}`;

/**
 * A seeded store for this catalogue size (undefined: the default one), reused across bench
 * runs unless `reseed`; `seedMs` when it was seeded now.
 */
export function prepareStore(
  kind: Store['kind'],
  size: number | undefined,
  reseed: boolean,
): { store: Store; seedMs?: number } {
  const name = `bench_${size ?? 'default'}`;
  if (kind === 'pglite') {
    const dataDir = join(BENCH_DIR, `pglite-${size ?? 'default'}`);
    const stamp = join(BENCH_DIR, `${name}.seeded`);
    const store: Store = { kind, dataDir };
    if (!reseed && existsSync(stamp) && readFileSync(stamp, 'utf8') === marker(size)) {
      return { store };
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stamp, { force: true });
    mkdirSync(BENCH_DIR, { recursive: true });
    const seedMs = seed(store, size);
    writeFileSync(stamp, marker(size));
    return { store, seedMs };
  }
  pgLocal('start');
  const databaseUrl = pgLocal('url', name);
  const store: Store = { kind, databaseUrl };
  const psql = (sql: string) =>
    spawnSync('psql', [databaseUrl, '-qAtc', sql], { encoding: 'utf8' }).stdout.trim();
  const comment = psql(
    `SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '${name}'`,
  );
  if (!reseed && comment === marker(size)) return { store };
  pgLocal('fresh', name);
  const seedMs = seed(store, size);
  psql(`COMMENT ON DATABASE "${name}" IS '${marker(size)}'`);
  return { store, seedMs };
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** A helper server of the benches (`bench/*.mjs`) started on `args`, once it prints its port. */
export async function startPrintingPort(
  script: string,
  args: string[],
): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(process.execPath, [join(root, 'bench', script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error(`${script} has no output`);
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return { origin: `http://127.0.0.1:${line.toString().trim()}`, stop: () => child.kill() };
}

export interface RunningServer {
  origin: string;
  /**
   * Resident memory now, in MB (Linux's /proc): the server process's, and its database
   * process's (PGlite in a process of its own; 0 on PostgreSQL, whose server is not counted).
   */
  rssMb: () => { server: number; database: number };
  stop: () => Promise<void>;
}

/**
 * How `npm run serve` starts node (package.json), so the benches measure the server as it runs:
 * its arguments, without npm in between (its process would be the one the bench stops).
 */
function serveArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const [command, ...args] = String(scripts.serve).trim().split(/\s+/);
  if (command !== 'node') throw new Error(`npm run serve does not start node: ${scripts.serve}`);
  return args;
}

/**
 * The reference server (`npm run serve`) with the built dist/, on loopback: on a free port, or
 * on `options.port` (the chat bench starts a server again where the last one was), with
 * `options.env` beside the store's.
 */
export async function startServer(
  store: Store,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, serveArguments(), {
    cwd: root,
    env: { ...process.env, ...storeEnv(store), ...options.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (exit ${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/api/product/list?perPage=1`, {
        headers: API_HEADERS,
      });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    rssMb: () => {
      const database = databaseProcessOf(String(child.pid));
      return {
        server: residentMb(String(child.pid)),
        database: database ? residentMb(database) : 0,
      };
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

/** GET an API path through the envelope; throws unless result is 1. */
export async function api<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, { headers: API_HEADERS });
  const body = (await response.json()) as { result: number; detail: T; message: string };
  if (!response.ok || body.result !== 1) throw new Error(`GET /api${path}: ${body.message}`);
  return body.detail;
}
