// The embedded database (PGlite) in a process of its own (pglite-server.ts), reached through pg
// on its socket like a PostgreSQL server: the server's memory then holds none of PGlite's
// WebAssembly memory, which grows with the work and never shrinks (issue 34).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openPostgres } from './client.ts';

/** pg's name for a server's socket is `<folder>/.s.PGSQL.<port>`. */
const PORT = 5432;
/** A Unix socket's path is at most 107 bytes on Linux (sun_path). */
const MAX_SOCKET_PATH = 107;
/** How long PGlite may take to open (about 2 s; a new folder's first start, a few more). */
const READY_TIMEOUT_MS = 60_000;
/** How long a clean stop may take before the process is killed. */
const STOP_TIMEOUT_MS = 10_000;

export interface DatabaseProcess extends Database {
  /** pg's address of its socket. */
  url: string;
  pid: number;
  /**
   * Settles when the process has exited, with how (`exit 1`, `SIGKILL`), whether close() or
   * something else stopped it.
   */
  exited: Promise<string>;
}

/**
 * The socket's folder: the PGlite folder's parent (one server per PGlite folder, so one socket
 * there), or a private one in the system's temporary folder when that path is too long.
 */
function socketFolderFor(dataDir: string): { folder: string; temporary: boolean } {
  const folder = dirname(dataDir);
  mkdirSync(folder, { recursive: true });
  if (Buffer.byteLength(join(folder, `.s.PGSQL.${PORT}`)) <= MAX_SOCKET_PATH) {
    return { folder, temporary: false };
  }
  return { folder: mkdtempSync(join(tmpdir(), 'storefront-pglite-')), temporary: true };
}

/**
 * Starts PGlite on `dataDir` in a process of its own and opens it through pg, with one
 * connection (PGlite's one session), which also listens. The process is in a process group of
 * its own, so a terminal's Ctrl-C reaches the server alone, which stops it after its requests
 * (close()); it stops by itself when this process is gone.
 */
export async function openDatabaseProcess(dataDir: string): Promise<DatabaseProcess> {
  const here = fileURLToPath(import.meta.url);
  const entry = join(dirname(here), `pglite-server${extname(here)}`);
  const { folder, temporary } = socketFolderFor(dataDir);
  const child = spawn(
    process.execPath,
    // From source through tsx (resolved from the module's folder), compiled as it is; none of
    // this process's own flags (the server's heap sizes).
    [
      ...(extname(here) === '.ts' ? ['--import', 'tsx'] : []),
      entry,
      dataDir,
      join(folder, `.s.PGSQL.${PORT}`),
    ],
    { cwd: dirname(here), detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (temporary) rmSync(folder, { recursive: true, force: true });
      resolve(signal ?? `exit ${code}`);
    });
  });
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  // Never a server waiting for ever on a database that does not open: it ends with a reason.
  const timer = setTimeout(() => {
    console.error(`PGlite did not open ${dataDir} within ${READY_TIMEOUT_MS / 1000} s.`);
    child.kill('SIGKILL');
  }, READY_TIMEOUT_MS);
  const how = await Promise.race([ready, exited]);
  clearTimeout(timer);
  if (how !== undefined)
    throw new Error(`The database process (PGlite) ended before it was ready (${how}).`);
  // Neither keeps this process running: the server's own listening does.
  child.unref();
  child.channel?.unref();

  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(folder)}&port=${PORT}`;
  const database = openPostgres(url, { oneConnection: true });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return {
    ...database,
    driver: 'pglite',
    url,
    pid: child.pid ?? 0,
    exited,
    close: async () => {
      await database.close().finally(stop);
    },
  };
}
