// Chat's HTTP calls (issue 37): the conversations with their unread counts, starting one with a
// store (or answering the one there is), a conversation's history by its numbers, and sending
// and reading as the socket does (chat-socket.ts), for clients that do not hold one.
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import type { Handlers } from '../../http/handler.ts';
import type { Uploads } from '../../uploads/store.ts';
import { localize } from '../shared/present.ts';
import type { RateLimits } from '../shared/rate-limits.ts';
import { uploadChatImage } from './chat-images.ts';
import {
  conversationsOfUser,
  historyOf,
  MESSAGE_JSON,
  type MessageRow,
  markRead,
  messageFor,
  mustBeOnSide,
  type Side,
  sendMessage,
  unreadOf,
} from './chat-store.ts';

type ChatConversation = components['schemas']['ChatConversation'];

export interface ChatServices {
  now: () => Date;
  limits: RateLimits;
  uploads: Uploads;
}

interface ConversationRow {
  id: number;
  role: Side['role'];
  lastSeq: number;
  updatedAt: Date | string;
  storeNameTh: string;
  storeNameEn: string;
  storeUrlKey: string;
  storeLogo: string;
  shopperName: string;
  shopperImage: string | null;
  last: MessageRow | null;
}

/** `userId`'s conversations (or the one `only` names), the latest first, as `culture` reads. */
async function conversationsOf(db: Db, userId: number, culture: Culture, only?: number) {
  const rows = await rowsOf<ConversationRow>(
    db,
    sql`with mine as (${conversationsOfUser(userId)})
      select mine.id, mine.role, mine.last_seq as "lastSeq", mine.updated_at as "updatedAt",
        s.name_th as "storeNameTh", s.name_en as "storeNameEn", s.url_key as "storeUrlKey",
        s.logo->>'url' as "storeLogo",
        coalesce(nullif(trim(concat_ws(' ', u.firstname, left(u.lastname, 1))), ''),
          u.company_name, '') as "shopperName",
        u.image_url as "shopperImage",
        (select ${MESSAGE_JSON} from chat_messages m where m.conversation_id = mine.id
          order by m.seq desc limit 1) as last
      from mine join stores s on s.id = mine.store_id
        join users u on u.id = mine.shopper_user_id
      ${only === undefined ? sql`` : sql`where mine.id = ${only}`}
      order by mine.updated_at desc, mine.id desc`,
  );
  const unread = new Map(
    (await unreadOf(db, userId, only)).conversations.map((c) => [c.conversationId, c.count]),
  );
  return rows.map((row) => present(row, unread.get(row.id) ?? 0, culture));
}

function present(row: ConversationRow, unread: number, culture: Culture): ChatConversation {
  const shopper = row.role === 'shopper';
  return {
    id: row.id,
    role: row.role,
    other: shopper
      ? {
          name: localize(culture, row.storeNameTh, row.storeNameEn),
          imageUrl: row.storeLogo,
          storeUrlKey: row.storeUrlKey,
        }
      : { name: row.shopperName, imageUrl: row.shopperImage ?? '', storeUrlKey: null },
    lastMessage: row.last && messageFor(row.last, row.role),
    lastSeq: row.lastSeq,
    unread,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export const chatHandlers = {
  listChatConversations: ({ db, userId, culture }) => conversationsOf(db, userId ?? 0, culture),

  startChatConversation: async ({ db, body, userId, culture, services }) => {
    const shopper = userId ?? 0;
    const now = services.now();
    const [store] = await rowsOf(db, sql`select id from stores where id = ${body.storeId}`);
    if (!store) throw notFound('store');
    // One per shopper and store: a second start (or two at once) answers the same one.
    const [started] = await rowsOf<{ id: number }>(
      db,
      // On a conflict the row is updated to itself, so its id comes back even when another
      // start committed it a moment ago (a plain read would not see it in this statement).
      sql`insert into chat_conversations as c (shopper_user_id, store_id, created_at, updated_at)
        values (${shopper}, ${body.storeId}, ${now}, ${now})
        on conflict (shopper_user_id, store_id) do update set updated_at = c.updated_at
        returning id`,
    );
    const [conversation] = await conversationsOf(db, shopper, culture, started?.id ?? 0);
    if (!conversation) throw notFound('chatConversation');
    return conversation;
  },

  listChatMessages: async ({ db, path, query, userId }) =>
    historyOf(db, await mustBeOnSide(db, path.id, userId ?? 0), query.beforeSeq),

  sendChatMessage: async ({ db, path, body, userId, services }) => {
    const sender = userId ?? 0;
    await services.limits.consume('chatMessagesPerUser', String(sender));
    return sendMessage(db, {
      conversationId: path.id,
      userId: sender,
      clientId: body.clientId,
      text: body.text,
      imageName: body.imageName,
      now: services.now(),
    });
  },

  uploadChatImage: async ({ db, path, body, userId, services }) => {
    const uploader = userId ?? 0;
    await services.limits.consume('chatImagesPerUser', String(uploader));
    return uploadChatImage(db, services.uploads, {
      conversationId: path.id,
      userId: uploader,
      body,
      now: services.now(),
    });
  },

  readChatConversation: async ({ db, path, body, userId }) =>
    markRead(db, path.id, userId ?? 0, body.seq),

  chatUnread: async ({ db, userId }) => unreadOf(db, userId ?? 0),
} satisfies Partial<Handlers<ChatServices>>;
