// Serves an app on a free loopback port, so the fuzzer talks to it over real HTTP.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export async function listen(app: Hono): Promise<{ baseUrl: string; close: () => void }> {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((ready) => server.once('listening', ready));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
    },
  };
}
