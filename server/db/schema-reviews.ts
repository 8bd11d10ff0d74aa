// Product reviews (issue 38): a buyer's stars, words and photos for a line of an order that was
// delivered, once per line. A product's rating and count (products.rating_tenths and
// rating_count) are worked out from its published reviews whenever one is written or hidden
// (catalogue/reviews.ts), so what a card shows is always what its reviews say. Reviews the seed
// imports from the catalogue's earlier shop name no order line.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { products, stores } from './schema.ts';
import { users } from './schema-accounts.ts';
import { orderLines } from './schema-orders.ts';

/** A photo attached to a review, as shown (a shopper photo's name and size). */
export interface ReviewPhoto {
  name: string;
  width: number;
  height: number;
}

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The line reviewed: at most one review each. Null for an imported review. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown, masked when written (a shopper's name is not published in full). */
    authorName: text('author_name').notNull(),
    stars: smallint('stars').notNull(),
    body: text('body').notNull(),
    photos: jsonb('photos').$type<ReviewPhoto[]>().notNull().default([]),
    createdAt: at('created_at').notNull(),
    /** The seller's one answer. */
    answer: text('answer'),
    answeredAt: at('answered_at'),
    answeredByStoreId: integer('answered_by_store_id').references(() => stores.id),
    /** Staff hid it (it no longer counts in the rating), and why. */
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('product_reviews_line_idx').on(t.orderLineId),
    index('product_reviews_published_idx').on(t.productId, t.id).where(sql`${t.hiddenAt} is null`),
    // A buyer's reviews: whether a photo of theirs is in a published one (uploads/serve.ts).
    index('product_reviews_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    check('product_reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);
