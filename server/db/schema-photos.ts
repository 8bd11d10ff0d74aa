// Photos a shopper uploads to attach to something they write next (a review, a return request):
// each is uploaded on its own (checked and re-encoded, shared/shopper-photos.ts), then attached,
// once, by the write that names it. One never attached within the hour is swept away.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema-accounts.ts';

export const SHOPPER_PHOTO_PURPOSES = ['review', 'return'] as const;

export const shopperPhotos = pgTable(
  'shopper_photos',
  {
    /** The file's random name in the uploads' folder of its purpose. */
    name: text('name').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: SHOPPER_PHOTO_PURPOSES }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: at('created_at').notNull(),
    /** Set by the write that attached it; null while it waits (and the sweep may take it). */
    attachedAt: at('attached_at'),
  },
  (t) => [index('shopper_photos_unattached_idx').on(t.createdAt).where(sql`attached_at is null`)],
);
