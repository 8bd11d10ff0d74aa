// Helpers for the chat tests: a seller of a store (a member answering its chats), the test
// server's app served over real HTTP with the chat's sockets beside it, and a socket client
// that keeps every frame it hears and waits for the one a test expects.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Database } from '../../../server/db/client.ts';
import { cookieSessionUser } from '../../../server/features/accounts/session-auth.ts';
import { type ChatHub, startChatHub } from '../../../server/features/chat/chat-hub.ts';
import { createChatSockets } from '../../../server/features/chat/chat-sockets.ts';
import { DEFAULT_LIMITS, type Limit } from '../../../server/features/shared/rate-limits.ts';
import { newShopper } from './cart.ts';
import type { TestServer } from './server.ts';

export type ServerFrame = components['schemas']['ChatServerFrame'];
export type ClientFrame = components['schemas']['ChatClientFrame'];

/** A new account that answers the chats of store `storeId`. */
export async function newSeller(server: TestServer, storeId: number) {
  const seller = await newShopper(server);
  await server.db.execute(
    sql`insert into store_members (store_id, user_id) values (${storeId}, ${seller.userId})`,
  );
  return seller;
}

/** The app over HTTP on a port of its own, with chat's hub and sockets as main.ts has them. */
export async function servedWithChat(
  server: Pick<TestServer, 'app' | 'db'> & { database: Pick<Database, 'db' | 'listen'> },
  now: () => Date = () => new Date(),
  messageLimit: Limit = DEFAULT_LIMITS.chatMessagesPerUser,
) {
  const hub: ChatHub = await startChatHub(server.database, () => {}, now);
  const http: Server = createServer(getRequestListener(server.app.fetch));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const sockets = createChatSockets({
    db: server.db,
    hub,
    publicUrl: origin,
    now,
    messageLimit,
    frameLimit: DEFAULT_LIMITS.chatFramesPerSocket,
    userOf: cookieSessionUser(server.db, now),
    log: () => {},
  });
  http.on('upgrade', sockets.upgrade);
  return {
    hub,
    origin,
    socketUrl: `ws://127.0.0.1:${port}/ws/chat`,
    async close() {
      sockets.close();
      await hub.stop();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

/** A socket client: every frame heard kept, `next` waits for one that `matches`. */
export function chatClient(url: string, options: { session?: string; origin?: string }) {
  const socket = new WebSocket(url, {
    headers: {
      ...(options.session ? { Cookie: `token=${options.session}` } : {}),
      ...(options.origin ? { Origin: options.origin } : {}),
    },
  });
  const frames: ServerFrame[] = [];
  const waiting: { matches: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  let seen = 0;
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    for (const wait of [...waiting])
      if (wait.matches(frame)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(frame);
      }
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  const closed = new Promise<{ code: number }>((resolve) =>
    socket.once('close', (code) => resolve({ code })),
  );
  return {
    socket,
    frames,
    opened,
    closed,
    send: (frame: ClientFrame | Record<string, unknown>) => socket.send(JSON.stringify(frame)),
    /** The first frame from now on (or already heard since the last call) that matches. */
    next<T extends ServerFrame['type']>(
      type: T,
      matches: (f: Extract<ServerFrame, { type: T }>) => boolean = () => true,
      ms = 5000,
    ) {
      const test = (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
        f.type === type && matches(f as Extract<ServerFrame, { type: T }>);
      const heard = frames.slice(seen).find(test);
      if (heard) {
        seen = frames.indexOf(heard) + 1;
        return Promise.resolve(heard);
      }
      return new Promise<Extract<ServerFrame, { type: T }>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame in ${ms} ms`)), ms);
        waiting.push({
          matches: test,
          resolve: (frame) => {
            clearTimeout(timer);
            seen = frames.indexOf(frame) + 1;
            resolve(frame as Extract<ServerFrame, { type: T }>);
          },
        });
      });
    },
    close: () => {
      socket.close();
      return closed;
    },
  };
}
