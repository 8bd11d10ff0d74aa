// Chat's reads and writes (issue 37), whoever asks: the socket (chat-socket.ts) and the HTTP
// calls (chat.operations.ts) go through these alone. A message is numbered under its
// conversation's row lock, after looking for its client id under that lock, so a resend and the
// original never both store, in one statement (the function chat_send, migration 0028); its
// commit tells every server process by NOTIFY on CHAT_CHANNEL, carrying ids only (the database
// stays the truth: the hub reads the message back).
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { statement } from '../../db/statements.ts';
import { fieldError, notFound } from '../../http/api-error.ts';
import { msg } from '../../http/messages.ts';
import { UPLOADS_PATH } from '../../uploads/store.ts';

type Schemas = components['schemas'];
/** A statement's value by name (sql.placeholder): each call of the statement gives it. */
const $ = sql.placeholder;
export type ChatMessage = Schemas['ChatMessage'];
export type ChatUnread = Schemas['ChatUnread'];
export type ChatUnreadEntry = Schemas['ChatUnreadEntry'];

/** The LISTEN/NOTIFY channel of chat: `m:{conversationId}:{messageId}` and `r:{userId}`. */
export const CHAT_CHANNEL = 'chat';

/** The most missed messages one welcome carries (older ones are read over HTTP). */
export const MAX_MISSED = 500;
/** Messages in one page of a conversation's history. */
export const HISTORY_PAGE = 50;

export interface MessageRow {
  id: number;
  conversationId: number;
  seq: number;
  clientId: string;
  fromStore: boolean;
  text: string;
  imageName: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  createdAt: Date | string;
}

/** Who a reader is in a conversation: its shopper, or a seller of its store. */
export interface Side {
  conversationId: number;
  shopperUserId: number;
  storeId: number;
  lastSeq: number;
  role: 'shopper' | 'seller';
}

const MESSAGE_COLUMNS = sql`m.id, m.conversation_id as "conversationId", m.seq,
  m.client_id as "clientId", m.from_store as "fromStore", m.text, m.image_name as "imageName",
  m.image_width as "imageWidth", m.image_height as "imageHeight", m.created_at as "createdAt"`;

/** The message's columns as one JSON object (a conversation's last message in a list). */
export const MESSAGE_JSON = sql`json_build_object('id', m.id, 'conversationId', m.conversation_id,
  'seq', m.seq, 'clientId', m.client_id, 'fromStore', m.from_store, 'text', m.text,
  'imageName', m.image_name, 'imageWidth', m.image_width, 'imageHeight', m.image_height,
  'createdAt', m.created_at)`;

/** Where a chat picture is read (uploads/serve.ts): by its conversation's two sides alone. */
export const chatImageUrl = (name: string) => `${UPLOADS_PATH}/chat/${name}`;

const imageOf = (row: MessageRow): ChatMessage['image'] =>
  row.imageName && row.imageWidth && row.imageHeight
    ? {
        name: row.imageName,
        url: chatImageUrl(row.imageName),
        width: row.imageWidth,
        height: row.imageHeight,
      }
    : null;

/** The message as `side`'s reader sees it. */
export const messageFor = (row: MessageRow, role: Side['role']): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  seq: row.seq,
  clientId: row.clientId,
  fromMe: row.fromStore === (role === 'seller'),
  text: row.text,
  image: imageOf(row),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The conversations `userId` is in, with their role in each (shopper first when both). */
export const conversationsOfUser = (
  userId: number,
) => sql`select c.id, c.shopper_user_id, c.store_id,
    c.last_seq, c.updated_at,
    case when c.shopper_user_id = ${userId} then 'shopper' else 'seller' end as role
  from chat_conversations c
  where c.shopper_user_id = ${userId}
    or c.store_id in (select s.store_id from store_members s where s.user_id = ${userId})`;

/** `userId`'s side of conversation `id`, if they are on one (chat_role, migration 0028). */
export async function sideOf(db: Db, id: number, userId: number): Promise<Side | undefined> {
  const [row] = await rowsOf<Side>(
    db,
    sql`select c.id as "conversationId", c.shopper_user_id as "shopperUserId",
        c.store_id as "storeId", c.last_seq as "lastSeq", chat_role(c, ${userId}) as role
      from chat_conversations c where c.id = ${id} and chat_role(c, ${userId}) is not null`,
  );
  return row;
}

export async function mustBeOnSide(db: Db, id: number, userId: number) {
  const side = await sideOf(db, id, userId);
  if (!side) throw notFound('chatConversation');
  return side;
}

export interface MessageInput {
  conversationId: number;
  userId: number;
  clientId: string;
  /** A text, a picture `userId` uploaded into the conversation, or both. */
  text?: string | undefined;
  imageName?: string | undefined;
  now: Date;
}

/** What chat_send (migration 0028) answers, beside the message. */
type SendOutcome = 'stored' | 'kept' | 'absent' | 'image-unknown' | 'image-sent';

/**
 * One statement, built once: the conversation locked, the client id looked for, the picture
 * checked, the message numbered and stored, read by its sender and told on CHAT_CHANNEL.
 */
const send = statement<
  MessageRow & { outcome: SendOutcome; role: Side['role'] | null },
  {
    conversationId: number;
    userId: number;
    clientId: string;
    text: string;
    imageName: string | null;
    now: Date;
  }
>(
  sql`select s.outcome, s.role, ${MESSAGE_COLUMNS}
    from chat_send(${$('conversationId')}, ${$('userId')}, ${$('clientId')}, ${$('text')},
      ${$('imageName')}, ${$('now')}, ${CHAT_CHANNEL}) s
    cross join lateral (select (s.message).*) m`,
);

/**
 * Stores a message from `userId` in conversation `conversationId` under their `clientId`, once:
 * sent again (a lost acknowledgement), the message stored the first time is answered. A picture
 * must be one they uploaded there and have not sent (checked under the conversation's lock, so
 * two sends of it cannot both find it unsent).
 */
export async function sendMessage(db: Db, input: MessageInput): Promise<ChatMessage> {
  const text = input.text ?? '';
  if (!text.trim() && !input.imageName) throw fieldError('body.text', msg('chat.empty'));
  const [row] = await send(db, { ...input, text, imageName: input.imageName ?? null });
  switch (row?.outcome) {
    case 'stored':
    case 'kept':
      if (row.role) return messageFor(row, row.role);
      break;
    case 'absent':
      throw notFound('chatConversation');
    case 'image-unknown':
      throw fieldError('body.imageName', msg('chat.imageUnknown'));
    case 'image-sent':
      throw fieldError('body.imageName', msg('chat.imageSent'));
  }
  throw new Error(`chat_send answered ${row?.outcome ?? 'nothing'}`);
}

/** `userId` has read conversation `id` up to `seq`: every process tells their other tabs. */
export async function markRead(db: Db, id: number, userId: number, seq: number) {
  await mustBeOnSide(db, id, userId);
  await db.execute(sql`select chat_read_up_to(${id}, ${userId}, ${seq})`);
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${`r:${userId}`})`);
  return unreadOf(db, userId);
}

/** Each of `userId`'s conversations with the other side's messages after their last read. */
export async function unreadOf(db: Db, userId: number, only?: number): Promise<ChatUnread> {
  const rows = await rowsOf<{ conversationId: number; count: number; lastReadSeq: number }>(
    db,
    sql`with mine as (${conversationsOfUser(userId)})
      select mine.id as "conversationId", coalesce(r.last_read_seq, 0) as "lastReadSeq",
        (select count(*) from chat_messages m where m.conversation_id = mine.id
          and m.seq > coalesce(r.last_read_seq, 0)
          and m.from_store = (mine.role = 'shopper'))::integer as count
      from mine left join chat_reads r on r.conversation_id = mine.id and r.user_id = ${userId}
      ${only === undefined ? sql`` : sql`where mine.id = ${only}`}`,
  );
  const conversations = rows.filter((row) => row.count > 0);
  return { total: conversations.reduce((sum, row) => sum + row.count, 0), conversations };
}

/**
 * What `userId` missed in the conversations `after` names: the messages after the number they
 * have, in order, at most MAX_MISSED (older ones are read over HTTP).
 */
export async function missedBy(
  db: Db,
  userId: number,
  after: { conversationId: number; seq: number }[],
): Promise<ChatMessage[]> {
  if (!after.length) return [];
  const rows = await rowsOf<MessageRow & { role: Side['role'] }>(
    db,
    sql`with mine as (${conversationsOfUser(userId)}),
        had as (select * from unnest(${sql.param(after.map((a) => a.conversationId))}::integer[],
          ${sql.param(after.map((a) => a.seq))}::integer[]) as h(conversation_id, seq))
      select ${MESSAGE_COLUMNS}, mine.role from had
        join mine on mine.id = had.conversation_id
        join chat_messages m on m.conversation_id = had.conversation_id and m.seq > had.seq
      order by m.conversation_id, m.seq limit ${MAX_MISSED}`,
  );
  return rows.map((row) => messageFor(row, row.role));
}

/** A message as one of its readers hears it, with that conversation's unread count for them. */
export interface Delivery {
  userId: number;
  message: ChatMessage;
  unread: ChatUnreadEntry;
}

/**
 * Messages `ids` (those of conversations named alongside, so a stray id reaches no one) for
 * each of their readers among `userIds`, with each reader's unread count in that conversation,
 * in one statement: a burst of notifications costs one round trip, not several a message.
 * In the order of `ids`.
 */
export async function deliveriesOf(
  db: Db,
  messages: { conversationId: number; id: number }[],
  userIds: number[],
): Promise<Delivery[]> {
  if (!messages.length || !userIds.length) return [];
  const rows = await rowsOf<
    MessageRow & { userId: number; role: Side['role']; count: number; lastReadSeq: number }
  >(
    db,
    sql`with wanted as (select * from unnest(
          ${sql.param(messages.map((m) => m.id))}::integer[],
          ${sql.param(messages.map((m) => m.conversationId))}::integer[]) as w(id, conversation_id)),
        present as (select unnest(${sql.param(userIds)}::integer[]) as user_id),
        batch as (select m.* from wanted
          join chat_messages m on m.id = wanted.id and m.conversation_id = wanted.conversation_id),
        readers as (
          select c.id as conversation_id, c.shopper_user_id as user_id, 'shopper' as role
            from chat_conversations c where c.id in (select conversation_id from batch)
          union
          select c.id, s.user_id, 'seller' from chat_conversations c
            join store_members s on s.store_id = c.store_id
          where c.id in (select conversation_id from batch) and s.user_id <> c.shopper_user_id),
        counted as (
          select readers.*, coalesce(r.last_read_seq, 0) as last_read_seq,
            (select count(*) from chat_messages u where u.conversation_id = readers.conversation_id
              and u.seq > coalesce(r.last_read_seq, 0)
              and u.from_store = (readers.role = 'shopper'))::integer as count
          from readers join present on present.user_id = readers.user_id
          left join chat_reads r on r.conversation_id = readers.conversation_id
            and r.user_id = readers.user_id)
      select ${MESSAGE_COLUMNS}, counted.user_id as "userId", counted.role, counted.count,
        counted.last_read_seq as "lastReadSeq"
      from batch m join counted on counted.conversation_id = m.conversation_id`,
  );
  const order = new Map(messages.map((m, index) => [m.id, index]));
  return rows
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0) || a.userId - b.userId)
    .map((row) => ({
      userId: row.userId,
      message: messageFor(row, row.role),
      unread: {
        conversationId: row.conversationId,
        count: row.count,
        lastReadSeq: row.lastReadSeq,
      },
    }));
}

/**
 * The messages stored from `from` on (after message `afterId` at that instant), oldest first:
 * what a listener that listened again may have missed.
 */
export const messagesSince = (db: Db, from: Date, afterId: number, limit: number) =>
  rowsOf<MessageRow>(
    db,
    sql`select ${MESSAGE_COLUMNS} from chat_messages m
      where (m.created_at, m.id) > (${from}::timestamptz, ${afterId})
      order by m.created_at, m.id limit ${limit}`,
  );

/** A page of conversation `side`'s messages: the latest, or those before `beforeSeq`. */
export async function historyOf(db: Db, side: Side, beforeSeq: number | undefined) {
  const before: SQL = beforeSeq === undefined ? sql`` : sql`and m.seq < ${beforeSeq}`;
  const rows = await rowsOf<MessageRow>(
    db,
    sql`select ${MESSAGE_COLUMNS} from chat_messages m
      where m.conversation_id = ${side.conversationId} ${before}
      order by m.seq desc limit ${HISTORY_PAGE + 1}`,
  );
  const hasOlder = rows.length > HISTORY_PAGE;
  return {
    messages: rows
      .slice(0, HISTORY_PAGE)
      .reverse()
      .map((row) => messageFor(row, side.role)),
    hasOlder,
  };
}

/** Whether `userId` reads conversation pictures named `name`: one side of its conversation. */
export async function mayReadImage(db: Db, userId: number, name: string): Promise<boolean> {
  const [image] = await rowsOf<{ conversationId: number }>(
    db,
    sql`select conversation_id as "conversationId" from chat_images where name = ${name}`,
  );
  return image !== undefined && (await sideOf(db, image.conversationId, userId)) !== undefined;
}
