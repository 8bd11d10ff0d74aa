// The chat's WebSocket, /ws/chat on the server's own port (issue 37), with `ws`. A socket is
// signed in by the session cookie its upgrade carries, from a page of the shop's own origin (a
// page elsewhere could otherwise open one with the shopper's cookie); each frame is at most 16
// kB, is checked against the contract's ChatClientFrame, and a socket past 30 frames in 10 s is
// closed. One socket's frames are handled one at a time, so its messages are stored in the
// order it sent them. Pings are answered at once, without the database.
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
import type { ChatHub, ChatServerFrame } from './chat-hub.ts';
import { markRead, missedBy, sendMessage, unreadOf } from './chat-store.ts';

type ChatClientFrame = components['schemas']['ChatClientFrame'];

export const CHAT_SOCKET_PATH = '/ws/chat';
export const MAX_FRAME_BYTES = 16 * 1024;
/** Frames one socket may send in FRAME_WINDOW_S seconds before it is closed. */
export const MAX_FRAMES = 30;
const FRAME_WINDOW_S = 10;
/** WebSocket close codes: a policy broken; the server going away for a restart. */
const POLICY_VIOLATION = 1008;
const SERVICE_RESTART = 1012;

const validFrame = createAjv({ coerce: false, defaults: false }).compile<ChatClientFrame>(
  loadSchemas().ChatClientFrame ?? {},
);

export interface ChatSocketDeps {
  db: Db;
  hub: ChatHub;
  /** The shop's address: an upgrade from any other Origin is refused. */
  publicUrl: string;
  now: () => Date;
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
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createChatSockets(deps: ChatSocketDeps): ChatSockets {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const frames = new RateLimiterMemory({ points: MAX_FRAMES, duration: FRAME_WINDOW_S });
  const origin = new URL(deps.publicUrl).origin;
  let sockets = 0;
  let closed = false;

  async function serve(ws: WebSocket, userId: number, culture: Culture) {
    const id = `${userId}:${++sockets}`;
    const send = (frame: ChatServerFrame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    };
    const leave = deps.hub.join(userId, { send });
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
          });
        case 'send': {
          const sent = await sendMessage(deps.db, { ...frame, userId, now: deps.now() });
          return send({ type: 'ack', clientId: frame.clientId, message: sent.message });
        }
        case 'read':
          await markRead(deps.db, frame.conversationId, userId, frame.seq);
          return;
      }
    };
    let chain = Promise.resolve();
    ws.on('message', (data: RawData, isBinary: boolean) => {
      chain = chain.then(async () => {
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
            typeof clientId === 'string' && clientId.length <= 64 ? clientId : null,
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
      chain = chain.catch((error) => deps.log('A chat frame failed', error));
    });
  }

  return {
    upgrade(request, socket, head) {
      void (async () => {
        const url = new URL(request.url ?? '/', origin);
        if (url.pathname !== CHAT_SOCKET_PATH || closed)
          return refuseUpgrade(socket, '404 Not Found');
        if (request.headers.origin !== origin) return refuseUpgrade(socket, '403 Forbidden');
        const userId = await deps.userOf(request.headers.cookie);
        if (userId === null) return refuseUpgrade(socket, '401 Unauthorized');
        const culture: Culture = url.searchParams.get('lang') === 'en' ? 'en' : 'th';
        server.handleUpgrade(request, socket, head, (ws) => void serve(ws, userId, culture));
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
