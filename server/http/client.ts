// Who is asking: the address that rate limits count per, and whether the request came over
// https (the session cookies are then Secure).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface ClientInfo {
  address: string;
  secure: boolean;
}

/** The socket's address as @hono/node-server has it; undefined in-process (app.request). */
function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return undefined;
  return getConnInfo(c).remote.address;
}

/**
 * With `trustProxy` (TRUST_PROXY=1, for a server behind one reverse proxy) the address is
 * the last one X-Forwarded-For names, the one the proxy saw: earlier entries are whatever
 * the client wrote. Without it the socket's address; in-process tests have none.
 */
export function clientOf(c: Context, trustProxy: boolean): ClientInfo {
  const forwardedFor = c.req.header('x-forwarded-for');
  const proxied = trustProxy ? forwardedFor?.split(',').pop()?.trim() : undefined;
  const address = proxied || socketAddress(c) || 'unknown';
  // A proxy that says https makes cookies stricter, never looser: no need to trust it.
  const secure =
    new URL(c.req.url).protocol === 'https:' ||
    c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  return { address: address.slice(0, 64), secure };
}
