// Reading and writing carts. A write runs in one transaction that first locks what it decides
// on: the signed-in shopper's user row (whether they have a cart), then the carts it touches, in
// the order of their ids so two writes never wait on each other in a circle. A cart's lines are
// read in the same statement as the cart, so a read never mixes two versions.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, carts, users } from '../../db/schema.ts';

export type CartRow = typeof carts.$inferSelect;
export type LineRow = typeof cartLines.$inferSelect;
/** A line as a write leaves it (its cart is the one written). */
export type NewLine = Omit<LineRow, 'cartId'>;
/** What a save may set beside the lines; absent ones keep their value. */
export type CartCodes = Partial<
  Pick<CartRow, 'promotionCode' | 'referer' | 'affiliateCode' | 'codeShare'>
>;

export interface StoredCart {
  cart: CartRow;
  /** In the order they were added. */
  lines: LineRow[];
}

/** A guest's cart is anyone's who holds its id; a shopper's answers to that shopper alone. */
export const mayUse = (cart: CartRow, userId: number | null): boolean =>
  cart.userId === null || cart.userId === userId;

export async function readCart(db: Db, id: string): Promise<StoredCart | undefined> {
  const rows = await db
    .select({ cart: carts, line: cartLines })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.id, id))
    .orderBy(asc(cartLines.position));
  const [first] = rows;
  if (!first) return undefined;
  return { cart: first.cart, lines: rows.flatMap(({ line }) => (line ? [line] : [])) };
}

export async function ownCartId(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id;
}

/**
 * Holds the shopper's user row until the transaction ends: whether they have a cart (to make
 * one, or to claim a guest's) is then decided by one request at a time. NO KEY UPDATE leaves
 * the row's foreign keys (sessions, a cart's owner) free to be checked meanwhile.
 */
export async function lockOwner(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Locks those of the carts `ids` that exist, in the order of their ids, with their lines. */
export async function lockCarts(tx: Db, ids: string[]): Promise<Map<string, StoredCart>> {
  const stored = new Map<string, StoredCart>();
  if (!ids.length) return stored;
  const locked = await tx
    .select()
    .from(carts)
    .where(inArray(carts.id, ids))
    .orderBy(asc(carts.id))
    .for('update');
  for (const cart of locked) {
    const lines = await tx
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.position));
    stored.set(cart.id, { cart, lines });
  }
  return stored;
}

/** A new cart, version 1, without lines yet. */
export async function insertCart(tx: Db, userId: number | null, codes: CartCodes) {
  const [cart] = await tx
    .insert(carts)
    .values({ id: randomUUID(), userId, ...codes })
    .returning();
  if (!cart) throw new Error('the cart was not inserted');
  return cart;
}

/** One version up, with the codes (and the owner) given; the cart must be locked. */
export async function bumpCart(
  tx: Db,
  id: string,
  changes: CartCodes & { userId?: number },
): Promise<CartRow> {
  const [cart] = await tx
    .update(carts)
    .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.id, id))
    .returning();
  if (!cart) throw new Error(`cart ${id} vanished while locked`);
  return cart;
}

export async function deleteCart(tx: Db, id: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, id));
}

/** Rows per insert: a big cart stays far below PostgreSQL's 65,535 parameters a statement. */
const LINES_PER_INSERT = 1000;

/** The cart's lines become `lines` (the cart must be locked). */
export async function replaceLines(tx: Db, cartId: string, lines: NewLine[]): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
    await tx
      .insert(cartLines)
      .values(lines.slice(start, start + LINES_PER_INSERT).map((line) => ({ ...line, cartId })));
  }
}
