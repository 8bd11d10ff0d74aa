// Playwright's global teardown, while the server still runs: its resident memory after the
// browser tests' traffic (the issue's figure for the embedded default), and beside it those of
// its database process (PGlite in a process of its own, server/db/pglite-process.ts) and of its
// image process while it runs (sharp, server/drawing/image-process.ts), printed
// and written to test-results/e2e-server-memory.txt. A measurement, not a gate.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Resident memory of a process, in MB (0 when it is gone); the benches read it too. */
export function residentMb(pid: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** A file of /proc/<pid>, '' when the process is gone or another user's. */
function procFile(pid: string, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

const runningPids = () => readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));

/** The parent's pid: the fourth field of stat, after the command in parentheses. */
const parentOf = (pid: string) => /\) \S+ (\d+)/.exec(procFile(pid, 'stat'))?.[1];

/** The child of server `pid` whose command line names `entry`, if one runs. */
const childRunning = (pid: string, entry: string) =>
  runningPids().find(
    (child) => parentOf(child) === pid && procFile(child, 'cmdline').includes(entry),
  );

/** The embedded database's process that server `pid` started, if it runs on one. */
export const databaseProcessOf = (pid: string) => childRunning(pid, 'pglite-server');

/** The image process of server `pid` (server/drawing/), if it is drawing or not yet idle. */
export const imageProcessOf = (pid: string) => childRunning(pid, 'image-process-entry');

/**
 * The server: of the processes running build/server/main.js with PORT=`port` (the shell
 * Playwright starts it through among them), the one holding the most.
 */
function serverPid(port: string): string | undefined {
  const pids = runningPids().filter(
    (pid) =>
      procFile(pid, 'cmdline').includes('build/server/main.js') &&
      procFile(pid, 'environ').split('\0').includes(`PORT=${port}`),
  );
  return pids.sort((a, b) => residentMb(b) - residentMb(a))[0];
}

export default function reportServerMemory(): void {
  const port = process.env.E2E_PORT;
  const pid = port ? serverPid(port) : undefined;
  if (!pid) return;
  const database = databaseProcessOf(pid);
  const images = imageProcessOf(pid);
  const line = `The server's resident memory after the browser tests: ${residentMb(pid)} MB${
    database ? `; its database process (PGlite): ${residentMb(database)} MB` : ''
  }${images ? `; its image process, not yet idle: ${residentMb(images)} MB` : ''}`;
  console.log(line);
  writeFileSync(join('test-results', 'e2e-server-memory.txt'), `${line}\n`);
}
