// `npm run bench -- --only chat`, its load half: 1,000 sockets on /ws/chat held open on one
// server process (half shoppers, half sellers, each pair in a conversation of its own with a
// store of its own), then 200 messages a second for 20 s spread over every socket in turn (one
// socket sends every 5 s, far below the server's 30 frames in 10 s), each a `send` frame under
// a random client id. Measured: each message's time from its frame leaving to the OTHER side's
// socket hearing its `message` frame; the server's resident memory before the sockets, with
// them open (idle) and after the traffic, and per socket. Checked: every message acknowledged
// to its sender and heard exactly once by both of its conversation's sockets (the sender's own
// too: a reader's other tabs), no socket closed or frame refused, and the database holding each
// message once, numbered 1..n in every conversation. The chaos half is bench/chat-chaos.ts.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { components } from '../openapi/storefront.d.ts';
import { summarise } from './cart.ts';
import type { ChatPair, StoredChatMessage } from './chat-db.ts';
import { freePort, type RunningServer, root, type Store, startServer, storeEnv } from './server.ts';

type ServerFrame = components['schemas']['ChatServerFrame'];

export const CHAT_SOCKETS = 1_000;
export const CHAT_RATE = 200;
export const CHAT_SECONDS = 20;
export const CHAT_P99_TARGET_MS = 100;
/** The server closes a socket past 30 frames in 10 s: the bench keeps each one under 2 a second. */
const MAX_SENDS_PER_SOCKET_SECOND = 2;
/** Sockets opened at once while the bench connects them. */
const OPENING_AT_ONCE = 25;
const OPEN_TIMEOUT_MS = 30_000;
/**
 * Seconds of the same traffic before the measured run: its messages are checked like the
 * others, not timed (a fresh server's first statements took 100-260 ms on PGlite).
 */
export const CHAT_WARM_UP_SECONDS = 2;
/** After the last send, how long the bench waits for the last deliveries. */
const DRAIN_MS = 10_000;

export const CHAT_SOCKET_PATH = '/ws/chat';

/** `node --import tsx bench/chat-db.ts step pairs` on the store, its last line's JSON. */
export function chatDb<T>(store: Store, step: 'prepare' | 'check', pairs: number): T {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/chat-db.ts', step, `${pairs}`],
    {
      cwd: root,
      env: { ...process.env, ...storeEnv(store) },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`chat-db.ts ${step} failed`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null') as T;
}

/**
 * A chat server on `port` (a free one unless given): its PUBLIC_URL is its own loopback origin,
 * the Origin a page of the shop sends its socket's upgrade with. `rateLimitFactor` raises the
 * account limits (60 messages a minute) for a bench that sends more from one account.
 */
export async function startChatServer(
  store: Store,
  options: { port?: number; rateLimitFactor?: number } = {},
): Promise<RunningServer> {
  const on = options.port ?? (await freePort());
  return startServer(store, {
    port: on,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${on}`,
      RATE_LIMIT_FACTOR: String(options.rateLimitFactor ?? 1),
    },
  });
}

/** The headers a page of the shop's own origin opens the socket with, signed in by `token`. */
export const socketHeaders = (origin: string, token: string) => ({
  Cookie: `token=${token}`,
  Origin: origin,
});

/** Counts a run found wrong; each above 0 is a correctness problem. */
export interface ChatLoadProblems {
  /** Sent, never heard by the other side. */
  undelivered: number;
  /** Heard by a socket more than once (either side). */
  doubled: number;
  /** Sent, never heard back by the sender's own socket. */
  notEchoed: number;
  /** Sent, never acknowledged. */
  unacknowledged: number;
  /** `refused` frames. */
  refused: number;
  /** Sockets closed before the bench closed them. */
  socketsClosed: number;
  /** Messages stored other than once, or not numbered 1..n in their conversation. */
  storedWrong: number;
}

export interface ChatLoadBench {
  sockets: number;
  seconds: number;
  /** Messages a second the bench asked for, and sent. */
  rate: number;
  perSecond: number;
  sent: number;
  delivered: number;
  stored: number;
  /** Send to the other side's `message` frame. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Send to the sender's `ack`. */
  ackP99Ms: number;
  openSeconds: number;
  /** The server's resident memory (MB): before the sockets, with them open, after the traffic. */
  memory: { before: number; open: number; after: number; perSocketKb: number };
  /** The database process's (PGlite's own; 0 on PostgreSQL), before the sockets and after. */
  databaseMemory: { before: number; after: number };
  problems: ChatLoadProblems;
}

export const chatLoadProblems = (run: ChatLoadBench): number =>
  Object.values(run.problems).reduce((sum, n) => sum + n, 0);

interface Sent {
  warm: boolean;
  sentAt: number;
  ackAt?: number;
  deliveredAt?: number;
  heardByOther: number;
  heardBySender: number;
}

interface Peer {
  socket: WebSocket;
  conversationId: number;
  /** Index of the other side's peer. */
  other: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stored messages right: each client id once, and 1..n in each conversation, none missing. */
export function storedWrong(stored: StoredChatMessage[], sent: ReadonlySet<string>): number {
  let wrong = 0;
  const seen = new Set<string>();
  const next = new Map<number, number>();
  for (const row of stored) {
    if (seen.has(row.clientId) || !sent.has(row.clientId)) wrong++;
    seen.add(row.clientId);
    const expected = (next.get(row.conversationId) ?? 0) + 1;
    if (row.seq !== expected) wrong++;
    next.set(row.conversationId, row.seq);
  }
  for (const clientId of sent) if (!seen.has(clientId)) wrong++;
  return wrong;
}

export async function chatLoadBench(
  store: Store,
  options: { sockets: number; rate: number; seconds: number },
): Promise<ChatLoadBench> {
  const pairs = Math.max(1, Math.floor(options.sockets / 2));
  const sockets = pairs * 2;
  if (options.rate / sockets > MAX_SENDS_PER_SOCKET_SECOND)
    throw new Error(
      `chat: ${options.rate} messages/s over ${sockets} sockets is past ${MAX_SENDS_PER_SOCKET_SECOND} a socket each second (the server closes a socket past 30 frames in 10 s)`,
    );
  const made = chatDb<ChatPair[]>(store, 'prepare', pairs);
  const server = await startChatServer(store);
  const origin = server.origin;
  const url = `${origin.replace('http', 'ws')}${CHAT_SOCKET_PATH}`;
  const sent = new Map<string, Sent>();
  const problems: ChatLoadProblems = {
    undelivered: 0,
    doubled: 0,
    notEchoed: 0,
    unacknowledged: 0,
    refused: 0,
    socketsClosed: 0,
    storedWrong: 0,
  };
  const peers: Peer[] = [];
  let closing = false;
  let result: Omit<ChatLoadBench, 'stored' | 'problems'>;
  try {
    await pause(2_000);
    const before = server.rssMb();

    // Shoppers first, then their sellers: peer i and i + pairs share a conversation.
    const plan = [
      ...made.map((pair, i) => ({ pair, token: pair.shopperToken, other: i + pairs })),
      ...made.map((pair, i) => ({ pair, token: pair.sellerToken, other: i })),
    ];
    const openStarted = performance.now();
    const open = (index: number) =>
      new Promise<void>((resolve, reject) => {
        const planned = plan[index];
        if (!planned) return reject(new Error(`no socket ${index}`));
        const socket = new WebSocket(url, { headers: socketHeaders(origin, planned.token) });
        const timer = setTimeout(
          () => reject(new Error(`socket ${index}: no welcome in ${OPEN_TIMEOUT_MS} ms`)),
          OPEN_TIMEOUT_MS,
        );
        peers[index] = {
          socket,
          conversationId: planned.pair.conversationId,
          other: planned.other,
        };
        socket.once('unexpected-response', (_request, response) =>
          reject(new Error(`socket ${index} refused: ${response.statusCode}`)),
        );
        socket.on('error', (error) => reject(error));
        socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', after: [] })));
        socket.on('close', () => {
          if (!closing) problems.socketsClosed++;
        });
        socket.on('message', (data) => {
          const at = performance.now();
          const frame = JSON.parse(data.toString()) as ServerFrame;
          if (frame.type === 'welcome') {
            clearTimeout(timer);
            resolve();
          } else if (frame.type === 'refused') problems.refused++;
          else if (frame.type === 'ack') {
            const message = sent.get(frame.clientId);
            if (message) message.ackAt ??= at;
          } else if (frame.type === 'message') {
            const message = sent.get(frame.message.clientId);
            if (!message) return;
            if (frame.message.fromMe) message.heardBySender++;
            else {
              message.heardByOther++;
              message.deliveredAt ??= at;
            }
          }
        });
      });
    for (let first = 0; first < sockets; first += OPENING_AT_ONCE) {
      const batch: Promise<void>[] = [];
      for (let i = first; i < Math.min(sockets, first + OPENING_AT_ONCE); i++) batch.push(open(i));
      await Promise.all(batch);
    }
    const openSeconds = (performance.now() - openStarted) / 1000;
    await pause(3_000);
    const opened = server.rssMb();
    console.log(`${sockets} sockets open in ${openSeconds.toFixed(1)} s`);

    // Every socket in turn, at the pace asked: shopper 1, 2, … then seller 1, 2, …
    const warmUp = Math.round(options.rate * CHAT_WARM_UP_SECONDS);
    const total = warmUp + Math.round(options.rate * options.seconds);
    const started = performance.now();
    let measuredFrom = started;
    let count = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(
          total,
          Math.floor(((performance.now() - started) / 1000) * options.rate) + 1,
        );
        while (count < due) {
          const peer = peers[count % sockets];
          count++;
          if (!peer || peer.socket.readyState !== WebSocket.OPEN) continue;
          const clientId = randomUUID();
          const sentAt = performance.now();
          if (count === warmUp + 1) measuredFrom = sentAt;
          sent.set(clientId, { warm: count <= warmUp, sentAt, heardByOther: 0, heardBySender: 0 });
          peer.socket.send(
            JSON.stringify({
              type: 'send',
              conversationId: peer.conversationId,
              clientId,
              text: `bench ${count}`,
            }),
          );
        }
        if (count >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 5);
    });
    const sendSeconds = (performance.now() - measuredFrom) / 1000;
    const deadline = performance.now() + DRAIN_MS;
    const done = () =>
      [...sent.values()].every((m) => m.deliveredAt && m.ackAt && m.heardBySender > 0);
    while (!done() && performance.now() < deadline) await pause(100);
    // Frames a moment late would show as doubled: a last pause before counting.
    await pause(500);
    const after = server.rssMb();

    const messages = [...sent.values()];
    for (const message of messages) {
      if (message.heardByOther === 0) problems.undelivered++;
      if (message.heardBySender === 0) problems.notEchoed++;
      if (message.ackAt === undefined) problems.unacknowledged++;
      problems.doubled +=
        Math.max(0, message.heardByOther - 1) + Math.max(0, message.heardBySender - 1);
    }
    const measured = messages.filter((m) => !m.warm);
    const latency = summarise(
      measured.flatMap((m) => (m.deliveredAt ? [m.deliveredAt - m.sentAt] : [])),
      sendSeconds,
    );
    const acks = summarise(
      measured.flatMap((m) => (m.ackAt ? [m.ackAt - m.sentAt] : [])),
      sendSeconds,
    );
    result = {
      sockets,
      seconds: options.seconds,
      rate: options.rate,
      perSecond: Math.round(measured.length / sendSeconds),
      sent: sent.size,
      delivered: messages.filter((m) => m.heardByOther > 0).length,
      p50Ms: latency.p50Ms,
      p99Ms: latency.p99Ms,
      maxMs: latency.maxMs,
      ackP99Ms: acks.p99Ms,
      openSeconds: Math.round(openSeconds * 10) / 10,
      memory: {
        before: before.server,
        open: opened.server,
        after: after.server,
        perSocketKb: Math.round(((opened.server - before.server) * 1024) / sockets),
      },
      databaseMemory: { before: before.database, after: after.database },
    };
  } finally {
    closing = true;
    for (const peer of peers) peer?.socket.terminate();
    await server.stop();
  }
  const stored = chatDb<StoredChatMessage[]>(store, 'check', pairs);
  problems.storedWrong = storedWrong(stored, new Set(sent.keys()));
  return { ...result, stored: stored.length, problems };
}
