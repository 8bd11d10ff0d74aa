// Chat's fan-out in one server process (issue 37): the sockets of each user here, told of every
// message stored and every read moved by any process, through the database's NOTIFY on
// CHAT_CHANNEL, which carries ids only: the hub reads the message back, so what a socket hears
// is what the database holds. Notifications are handled one at a time, in the order they come.
// A listener that drops and listens again reads the messages stored meanwhile (and a little
// before, for commits that came late) and tells them again; the app keeps one copy of each by id.
import type { components } from '../../../openapi/storefront.d.ts';
import type { Database, Db } from '../../db/client.ts';
import {
  CHAT_CHANNEL,
  type MessageRow,
  messageById,
  messageFor,
  messagesSince,
  readersOf,
  unreadOf,
} from './chat-store.ts';

export type ChatServerFrame = components['schemas']['ChatServerFrame'];

/** One socket, as the hub reaches it. */
export interface ChatPeer {
  send(frame: ChatServerFrame): void;
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

  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error) => log('Chat fan-out failed', error));
  };
  const sendTo = (userId: number, frame: ChatServerFrame) => {
    for (const peer of peers.get(userId) ?? []) peer.send(frame);
  };
  const tellUnread = async (userId: number) => {
    if (peers.has(userId)) sendTo(userId, { type: 'unread', unread: await unreadOf(db, userId) });
  };
  const deliver = async (reader: Db, row: MessageRow) => {
    for (const { userId, role } of await readersOf(reader, row.conversationId)) {
      if (!peers.has(userId)) continue;
      sendTo(userId, { type: 'message', message: messageFor(row, role) });
      await tellUnread(userId);
    }
  };
  const notified = async (payload: string) => {
    const [kind, first, second] = payload.split(':');
    if (kind === 'r') await tellUnread(Number(first));
    if (kind === 'm') {
      const row = await messageById(db, Number(second));
      if (row && Number(first) === row.conversationId) await deliver(db, row);
    }
  };
  const catchUp = async (since: Date) => {
    let from = new Date(since.getTime() - CATCH_UP_MARGIN_MS);
    let afterId = 0;
    for (;;) {
      const rows = await messagesSince(db, from, afterId, CATCH_UP_BATCH);
      for (const row of rows) await deliver(db, row);
      const last = rows.at(-1);
      if (!last || rows.length < CATCH_UP_BATCH) return;
      from = new Date(last.createdAt);
      afterId = last.id;
    }
  };

  const unlisten = await database.listen(CHAT_CHANNEL, {
    notified: (payload) => enqueue(() => notified(payload)),
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
      await queue;
      peers.clear();
    },
  };
}
