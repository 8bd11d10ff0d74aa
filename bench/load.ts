// API load with wrk (Debian's package): a C load generator that costs the machine a tenth of
// what a Node one does, so on this 2-core box the figures are the server's, not the
// generator's (autocannon took a third of a core at 2,000 req/s, which the server lost).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medianRun } from './median.ts';
import { API_HEADERS } from './server.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface MedianLoad extends LoadResult {
  /** Every run's throughput and p99, in run order; the figures above are the median run's. */
  runs: { requestsPerSecond: number; p99Ms: number }[];
}

export const CONNECTIONS = 50;

/** A wrk script that sends the API headers (and `extra`) and cycles through `paths`. */
function scriptOf(paths: string[], extra: Record<string, string>): string {
  const headers = Object.entries({ ...API_HEADERS, ...extra })
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n');
  return [
    headers,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }`,
    'local i = 0',
    "request = function() i = i + 1; return wrk.format('GET', paths[(i % #paths) + 1]) end",
  ].join('\n');
}

/** wrk prints durations as 812.00us, 12.34ms or 1.20s. */
function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) throw new Error(`wrk: unreadable duration ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(match[1]) * scale * 10) / 10;
}

export function parseWrk(output: string): LoadResult {
  const read = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match?.[1]) throw new Error(`wrk: no ${pattern} in\n${output}`);
    return match[1];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requestsPerSecond: Math.round(Number(read(/Requests\/sec:\s+([\d.]+)/))),
    p99Ms: milliseconds(read(/^\s+99%\s+(\S+)\s*$/m)),
    averageMs: milliseconds(read(/^\s+Latency\s+(\S+)/m)),
    requests: Number(read(/(\d+) requests in/)),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

/**
 * wrk with 50 connections for `seconds`, `runs` times, cycling through `paths` so no single
 * row or page is all that gets measured; the median run by throughput. A short warm-up run
 * first is thrown away.
 */
export function load(
  origin: string,
  paths: string[],
  seconds: number,
  runs: number,
  headers: Record<string, string> = {},
): MedianLoad {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-wrk-'));
  try {
    const script = join(dir, 'paths.lua');
    writeFileSync(script, scriptOf(paths, headers));
    const wrk = (duration: number) => {
      const args = ['-t1', `-c${CONNECTIONS}`, `-d${duration}s`, '--latency', '-s', script, origin];
      const run = spawnSync('wrk', args, { encoding: 'utf8' });
      if (run.error)
        throw new Error(`wrk: ${run.error.message} (scripts/install-system-deps.sh --bench)`);
      if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
      return run.stdout;
    };
    wrk(2);
    const results = Array.from({ length: runs }, () => parseWrk(wrk(seconds)));
    return {
      ...medianRun(results, (r) => r.requestsPerSecond),
      runs: results.map(({ requestsPerSecond, p99Ms }) => ({ requestsPerSecond, p99Ms })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
