// The chat's WebSocket, /ws/chat on the server's own port (issue 37), with `ws`. A socket is
// signed in by the session cookie its upgrade carries, from a page of the shop's own origin (a
// page elsewhere could otherwise open one with the shopper's cookie); each frame is at most 16
// kB, is checked against the contract's ChatClientFrame, and a socket past 30 frames in 10 s is
// closed (its welcome tells the limit, and the client paces itself under it); an account's
// messages over its sockets are limited as over HTTP (60 a minute), on every socket of it on
// the process together; an account holds at most 10 sockets on a process, and a socket that
// does not answer the protocol's ping within 10 s (a phone that lost its network) is let go,
// and one whose session ends (signed out on another tab or device) is closed with 4401.
// One socket's frames are handled one at a time, so its messages are stored in the order it
// sent them; pings are answered without the database.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { components } from '../../../openapi/storefront.d.ts';
import { createAjv } from '../../contract/ajv.ts';
import { loadSchemas } from '../../contract/contract.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import { msg } from '../../http/messages.ts';
import { type Limit, tooMany } from '../shared/rate-limits.ts';
import type { ChatHub, ChatServerFrame } from './chat-hub.ts';
import { markRead, missedBy, sendMessage, unreadOf } from './chat-store.ts';

type ChatClientFrame = components['schemas']['ChatClientFrame'];

export const CHAT_SOCKET_PATH = '/ws/chat';
export const MAX_FRAME_BYTES = 16 * 1024;
/** Sockets one account may hold on one process (its tabs and devices). */
export const MAX_SOCKETS_PER_USER = 10;
/**
 * How often the server pings each socket at the protocol's level (every client answers by
 * itself): one that did not answer the last ping is gone, and its place is given up.
 */
const HEARTBEAT_MS = 10_000;
/** WebSocket close codes: a policy broken; the server going away for a restart. */
const POLICY_VIOLATION = 1008;
const INTERNAL_ERROR = 1011;
const SERVICE_RESTART = 1012;
/** Its session ended (signed out, here or elsewhere; the contract's chat tag): the client stops. */
export const SIGNED_OUT = 4401;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const validFrame = createAjv({ coerce: false, defaults: false }).compile<ChatClientFrame>(
  loadSchemas().ChatClientFrame ?? {},
);

export interface ChatSocketDeps {
  db: Db;
  hub: ChatHub;
  /** The shop's address: an upgrade from any other Origin is refused. */
  publicUrl: string;
  now: () => Date;
  /**
   * The messages one account may send over its sockets on this process (60 a minute, as over
   * HTTP): counted in memory, not in the database's limits table, whose write a message would
   * cost PGlite's one connection (at 200 messages a second it held the acks back 11 s).
   */
  messageLimit: Limit;
  /** The frames one socket may send (30 in 10 s), each socket counted on its own, in memory. */
  frameLimit: Limit;
  /** The signed-in user of an upgrade's Cookie header, or null. */
  userOf: (cookieHeader: string | undefined) => Promise<number | null>;
  log: (message: string, error: unknown) => void;
}

export interface ChatSockets {
  /** The HTTP server's 'upgrade' listener. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket (1012: clients come back), and takes no more. */
  close(): void;
}

function refuseUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () =>
    socket.destroy(),
  );
}

/** Node leaves an upgraded socket without an error listener: a reset would crash the process. */
const ignoreReset = () => {};

export function createChatSockets(deps: ChatSocketDeps): ChatSockets {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const frames = new RateLimiterMemory({
    points: deps.frameLimit.points,
    duration: deps.frameLimit.seconds,
  });
  const frameLimit = { frames: deps.frameLimit.points, seconds: deps.frameLimit.seconds };
  const messages = new RateLimiterMemory({
    points: deps.messageLimit.points,
    duration: deps.messageLimit.seconds,
  });
  const origin = new URL(deps.publicUrl).origin;
  let sockets = 0;
  let closed = false;

  async function serve(ws: WebSocket, userId: number, culture: Culture, cookie?: string) {
    const id = `${userId}:${++sockets}`;
    const send = (frame: ChatServerFrame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    };
    // The session the upgrade was signed in by, checked again when one of the user's ends.
    const recheck = () => {
      deps.userOf(cookie).then(
        (still) => {
          if (still !== userId) ws.close(SIGNED_OUT, 'signed out');
        },
        (error) => deps.log('A chat session check failed', error),
      );
    };
    const leave = deps.hub.join(userId, { send, recheck });
    ws.on('close', leave);
    // A frame over the limit, or broken framing: ws closes the socket itself (1009, 1002).
    ws.on('error', () => {});
    const refuse = (clientId: string | null, text: string) =>
      send({ type: 'refused', clientId, message: text });

    const handle = async (frame: ChatClientFrame) => {
      switch (frame.type) {
        case 'ping':
          return send({ type: 'pong', n: frame.n });
        case 'hello':
          return send({
            type: 'welcome',
            missed: await missedBy(deps.db, userId, frame.after),
            unread: await unreadOf(deps.db, userId),
            frameLimit,
          });
        case 'send': {
          await messages.consume(userId).catch((refused: { msBeforeNext?: number }) => {
            if (refused instanceof Error) throw refused;
            throw tooMany(refused.msBeforeNext ?? 1000);
          });
          const message = await sendMessage(deps.db, { ...frame, userId, now: deps.now() });
          return send({ type: 'ack', clientId: frame.clientId, message });
        }
        case 'read':
          await markRead(deps.db, frame.conversationId, userId, frame.seq);
          return;
      }
    };
    let chain = Promise.resolve();
    let answered = true;
    ws.on('pong', () => {
      answered = true;
    });
    const heartbeat = setInterval(() => {
      if (!answered) return ws.terminate();
      answered = false;
      ws.ping();
    }, HEARTBEAT_MS);
    heartbeat.unref();
    ws.on('close', () => clearInterval(heartbeat));
    ws.on('message', (data: RawData, isBinary: boolean) => {
      chain = chain.then(async () => {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (
          !(await frames.consume(id).then(
            () => true,
            () => false,
          ))
        ) {
          ws.close(POLICY_VIOLATION, 'too many frames');
          return;
        }
        let frame: unknown;
        try {
          frame = isBinary ? undefined : JSON.parse(data.toString());
        } catch {
          frame = undefined;
        }
        if (!validFrame(frame)) {
          const clientId = (frame as { clientId?: unknown } | undefined)?.clientId;
          return refuse(
            typeof clientId === 'string' && UUID.test(clientId) ? clientId : null,
            msg('chat.frameRefused')(culture),
          );
        }
        try {
          await handle(frame);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          refuse(frame.type === 'send' ? frame.clientId : null, error.text(culture));
        }
      });
      // Anything else (the database down): the socket goes, and the client comes back and
      // sends again what was not acknowledged, which is stored once.
      chain = chain.catch((error) => {
        deps.log('A chat frame failed', error);
        ws.close(INTERNAL_ERROR, 'try again');
      });
    });
  }

  return {
    upgrade(request, socket, head) {
      socket.on('error', ignoreReset);
      void (async () => {
        const url = new URL(request.url ?? '/', origin);
        if (url.pathname !== CHAT_SOCKET_PATH || closed)
          return refuseUpgrade(socket, '404 Not Found');
        if (request.headers.origin !== origin) return refuseUpgrade(socket, '403 Forbidden');
        const userId = await deps.userOf(request.headers.cookie);
        if (userId === null) return refuseUpgrade(socket, '401 Unauthorized');
        // Each socket is a fan-out target: one account holds a few at most (its tabs).
        if (deps.hub.socketsOf(userId) >= MAX_SOCKETS_PER_USER)
          return refuseUpgrade(socket, '429 Too Many Requests');
        const culture: Culture = url.searchParams.get('lang') === 'en' ? 'en' : 'th';
        if (socket.destroyed) return;
        socket.off('error', ignoreReset);
        server.handleUpgrade(
          request,
          socket,
          head,
          (ws) => void serve(ws, userId, culture, request.headers.cookie),
        );
      })().catch((error) => {
        deps.log('A chat upgrade failed', error);
        refuseUpgrade(socket, '500 Internal Server Error');
      });
    },
    close() {
      closed = true;
      for (const ws of server.clients) ws.close(SERVICE_RESTART, 'restarting');
      server.close();
    },
  };
}
