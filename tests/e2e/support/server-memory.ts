// Playwright's global teardown, while the server still runs: its resident memory after the
// browser tests' traffic (the issue's figure for the embedded default), printed and written
// to test-results/e2e-server-memory.txt. A measurement, not a gate.
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

/**
 * The server's memory: of the processes running build/server/main.js with PORT=`port` (the
 * shell Playwright starts it through among them), the one holding the most.
 */
function serverMb(port: string): number {
  const pids = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        return command.includes('build/server/main.js') && environment.includes(`PORT=${port}`);
      } catch {
        return false; // gone, or another user's
      }
    });
  return Math.max(0, ...pids.map(residentMb));
}

export default function reportServerMemory(): void {
  const port = process.env.E2E_PORT;
  const megabytes = port ? serverMb(port) : 0;
  if (!megabytes) return;
  const line = `The server's resident memory after the browser tests: ${megabytes} MB`;
  console.log(line);
  writeFileSync(join('test-results', 'e2e-server-memory.txt'), `${line}\n`);
}
