// Chat (issue 37): a shopper's conversation with a store, answered by the store's sellers. Every
// message is numbered in its conversation (seq, taken under the conversation's row lock) and
// carries its sender's own id (client_id), unique in the conversation, so a message sent again
// after a lost acknowledgement is stored once. What a reader has read is the number they read up
// to, which only moves forward; what is unread is the other side's messages after it. A picture
// is uploaded into its conversation first (chat_images), then sent in one message at most.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { stores, users } from './schema.ts';

/** The accounts that answer a store's chats (its sellers). */
export const storeMembers = pgTable(
  'store_members',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId] }),
    index('store_members_user_idx').on(t.userId),
  ],
);

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    shopperUserId: integer('shopper_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The number of its last message (0 for none): the next is this plus one. */
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_idx').on(t.shopperUserId, t.storeId),
    index('chat_conversations_store_idx').on(t.storeId, t.updatedAt),
  ],
);

/**
 * A picture uploaded into a conversation, our own WebP under a random name (the uploads
 * folder's 'chat' kind): it is read by that conversation's two sides alone, and one not sent in
 * a message within the hour is swept away.
 */
export const chatImages = pgTable(
  'chat_images',
  {
    name: text('name').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    uploaderUserId: integer('uploader_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('chat_images_conversation_idx').on(t.conversationId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientId: uuid('client_id').notNull(),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Written by the store's side (a seller), not the shopper's. */
    fromStore: boolean('from_store').notNull(),
    /** Empty when the message is a picture alone. */
    text: text('text').notNull(),
    /** The picture it carries, sent once, with its size (a picture never changes). */
    imageName: text('image_name').references(() => chatImages.name),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'chat_messages_image_sized',
      sql`num_nulls(${t.imageName}, ${t.imageWidth}, ${t.imageHeight}) in (0, 3)`,
    ),
    uniqueIndex('chat_messages_image_idx').on(t.imageName),
    uniqueIndex('chat_messages_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_idx').on(t.conversationId, t.clientId),
    check('chat_messages_seq_positive', sql`${t.seq} > 0`),
  ],
);

/** How far a reader has read a conversation: the number of the last message they saw. */
export const chatReads = pgTable(
  'chat_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    check('chat_reads_seq_not_negative', sql`${t.lastReadSeq} >= 0`),
  ],
);
