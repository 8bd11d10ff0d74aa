import autocannon from 'autocannon';
import { API_HEADERS } from './server.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export const CONNECTIONS = 50;

/**
 * autocannon with 50 connections for `seconds`, cycling through `paths` so no single row
 * or page is all that gets measured. A short warm-up run first is thrown away.
 */
export async function load(origin: string, paths: string[], seconds: number): Promise<LoadResult> {
  let next = 0;
  const requests = [
    {
      setupRequest: (request: { path?: string }) => {
        const path = paths[next++ % paths.length];
        return { ...request, path };
      },
    },
  ];
  const options = { url: origin, connections: CONNECTIONS, headers: API_HEADERS, requests };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    averageMs: Math.round(result.latency.average * 10) / 10,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
