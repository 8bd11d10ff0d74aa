// Every table, for drizzle's client and drizzle-kit: schema.ts (with the accounts' tables) and
// the orders' and the affiliates' tables, which build on it (so schema.ts cannot re-export them
// without a cycle).
export * from './schema.ts';
export * from './schema-affiliates.ts';
export * from './schema-chat.ts';
export * from './schema-live.ts';
export * from './schema-orders.ts';
export * from './schema-photos.ts';
export * from './schema-returns.ts';
export * from './schema-reviews.ts';
export * from './schema-wishlist.ts';
