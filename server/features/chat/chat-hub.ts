// Chat's fan-out in one server process (issue 37): the sockets of each user here, told of every
// message stored and every read moved by any process, through the database's NOTIFY on
// CHAT_CHANNEL, which carries ids only: the hub reads the message back, so what a socket hears
// is what the database holds. Notifications are handled in the order they come, a burst of them
// at once: the messages of every notification waiting are read, with each reader's unread count
// in their conversation, in one statement (one a message kept the queue behind at 200 a second).
// A listener that drops and listens again reads the messages stored meanwhile (and a little
// before, for commits that came late) and tells them again; the app keeps one copy of each by id.
// A session revoked anywhere (SESSIONS_CHANNEL) has its user's sockets here check theirs again.
import type { components } from '../../../openapi/storefront.d.ts';
import type { Database } from '../../db/client.ts';
import { SESSIONS_CHANNEL } from '../shared/session-events.ts';
import { CHAT_CHANNEL, deliveriesOf, messagesSince, unreadOf } from './chat-store.ts';

export type ChatServerFrame = components['schemas']['ChatServerFrame'];

/** One socket, as the hub reaches it. */
export interface ChatPeer {
  send(frame: ChatServerFrame): void;
  /** A session of its user ended somewhere: the socket checks its own again. */
  recheck(): void;
}

export interface ChatHub {
  /** `peer` hears `userId`'s messages and unread counts until the answer is called. */
  join(userId: number, peer: ChatPeer): () => void;
  /** How many sockets the hub holds. */
  size(): number;
  /** How many of them are `userId`'s. */
  socketsOf(userId: number): number;
  /** Resolves once every notification received so far is handled (tests). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** How far before a drop a listener that listens again reads: commits that came late. */
const CATCH_UP_MARGIN_MS = 30_000;
const CATCH_UP_BATCH = 1000;

export async function startChatHub(
  database: Pick<Database, 'db' | 'listen'>,
  log: (message: string, error: unknown) => void,
  now: () => Date = () => new Date(),
): Promise<ChatHub> {
  const { db } = database;
  const peers = new Map<number, Set<ChatPeer>>();
  let queue: Promise<void> = Promise.resolve();
  let droppedAt: Date | null = null;
  /** Notifications come in while the queue is busy: handled together by the next drain. */
  let waiting: string[] = [];

  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error) => log('Chat fan-out failed', error));
  };
  const sendTo = (userId: number, frame: ChatServerFrame) => {
    for (const peer of peers.get(userId) ?? []) peer.send(frame);
  };
  const deliver = async (messages: { conversationId: number; id: number }[]) => {
    for (const { userId, message, unread } of await deliveriesOf(db, messages, [...peers.keys()]))
      sendTo(userId, { type: 'message', message, unread });
  };
  const drain = async () => {
    const payloads = waiting;
    waiting = [];
    const messages: { conversationId: number; id: number }[] = [];
    const readers = new Set<number>();
    for (const payload of payloads) {
      const [kind, first, second] = payload.split(':');
      if (kind === 'm') messages.push({ conversationId: Number(first), id: Number(second) });
      if (kind === 'r' && peers.has(Number(first))) readers.add(Number(first));
    }
    await deliver(messages);
    // Read after the messages: these counts are as new as the messages' own.
    for (const userId of readers)
      if (peers.has(userId)) sendTo(userId, { type: 'unread', unread: await unreadOf(db, userId) });
  };
  const notified = (payload: string) => {
    waiting.push(payload);
    if (waiting.length === 1) enqueue(drain);
  };
  const catchUp = async (since: Date) => {
    let from = new Date(since.getTime() - CATCH_UP_MARGIN_MS);
    let afterId = 0;
    for (;;) {
      const rows = await messagesSince(db, from, afterId, CATCH_UP_BATCH);
      await deliver(rows);
      const last = rows.at(-1);
      if (!last || rows.length < CATCH_UP_BATCH) return;
      from = new Date(last.createdAt);
      afterId = last.id;
    }
  };

  const unlisten = await database.listen(CHAT_CHANNEL, {
    notified,
    live: (listening) => {
      if (!listening) {
        droppedAt ??= now();
        return;
      }
      const since = droppedAt;
      droppedAt = null;
      if (since) enqueue(() => catchUp(since));
    },
  });

  // Sessions revoked by any process; a drop may have hidden some, so every socket checks.
  let sessionsDropped = false;
  const unlistenSessions = await database.listen(SESSIONS_CHANNEL, {
    notified: (payload) => {
      for (const peer of peers.get(Number(payload)) ?? []) peer.recheck();
    },
    live: (listening) => {
      if (!listening) sessionsDropped = true;
      else if (sessionsDropped) {
        sessionsDropped = false;
        for (const mine of peers.values()) for (const peer of mine) peer.recheck();
      }
    },
  });

  return {
    join(userId, peer) {
      const mine = peers.get(userId) ?? new Set();
      mine.add(peer);
      peers.set(userId, mine);
      return () => {
        mine.delete(peer);
        if (!mine.size) peers.delete(userId);
      };
    },
    size: () => [...peers.values()].reduce((sum, set) => sum + set.size, 0),
    socketsOf: (userId) => peers.get(userId)?.size ?? 0,
    settled: () => queue,
    async stop() {
      await unlisten();
      await unlistenSessions();
      await queue;
      peers.clear();
    },
  };
}
