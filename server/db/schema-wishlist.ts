// The wishlist (spec sections 1, 4 and 7): the products a shopper keeps to buy later, each once.
// Capped per shopper (wishlist.operations.ts), so one account cannot grow it without bound.
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { products, users } from './schema.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
