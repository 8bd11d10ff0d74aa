// Reading and writing carts. A cart is read with its lines and the live part of their catalogue
// (stock, running promotions) in one statement, so a read never mixes two versions; the
// descriptions the server lacks take a second, and both are read again if the catalogue was edited
// between them (cart-catalogue.ts). An update or a seller's removal is decided on that read and
// written by one statement that changes the cart only while it is still at the version read
// (writeLines, deleteAt): the statement locks the row, so of two writes based on one version
// exactly one succeeds, and the other finds nothing to write. One decided on the cart as the
// server keeps it is written by one statement that also checks the catalogue and stock it was
// decided on, and reads the stock it answers with (writeKeptLines). A save (but a guest's new
// cart, which has nothing to lock) runs in one transaction that first locks what it decides on:
// the signed-in shopper's user row (whether they have a cart), then the carts it touches, in the
// order of their ids so two saves never wait on each other in a circle. Every write of a cart's
// lines raises its version: the server's kept carts rely on it (cart-cache.ts).
//
// Each statement is one fixed SQL text (its values are parameters, arrays and lines included),
// so the client prepares it once per connection and drizzle builds no query per request: a
// cart write was a dozen statements, and sending them was most of the server's time per
// write. Lines go as JSON both ways, whatever their number.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Culture } from '../../http/culture.ts';
import { catalogueSql, type LiveColumns, withCatalogue } from './cart-catalogue.ts';
import { GENERATION } from './cart-catalogue-cache.ts';
import type { CartCatalogue } from './cart-catalogue-types.ts';
import type { StockNeeds } from './cart-lines.ts';
import type { LineChanges, NewLine } from './stored-lines.ts';

/** A cart as the writes and the answer use it. */
export interface CartRow {
  id: string;
  userId: number | null;
  version: number;
  promotionCode: string;
  referer: string;
  affiliateCode: string;
  codeShare: string;
}

/** What a save may set beside the lines; absent ones keep their value. */
export type CartCodes = Partial<
  Pick<CartRow, 'promotionCode' | 'referer' | 'affiliateCode' | 'codeShare'>
>;

export interface StoredCart {
  cart: CartRow;
  /** In the order they were added. */
  lines: NewLine[];
}

/** A cart read with the catalogue of its lines (and of the products a write asks for). */
export interface LoadedCart extends StoredCart {
  catalogue: CartCatalogue;
  /** The catalogue generation read with it (null inside a catalogue edit). */
  generation: string | null;
}

/** Who writes: the session's user (null for a guest) and the answer's language. */
export interface Writer {
  userId: number | null;
  culture: Culture;
}

/** A guest's cart is anyone's who holds its id; a shopper's answers to that shopper alone. */
export const mayUse = (cart: CartRow, userId: number | null): boolean =>
  cart.userId === null || cart.userId === userId;

/** The columns of CartRow, of `carts` as `c`. */
const CART = sql.raw(
  `c.id, c.user_id as "userId", c.version, c.promotion_code as "promotionCode", c.referer,
  c.affiliate_code as "affiliateCode", c.code_share as "codeShare"`,
);

/** The lines of `c` as a JSON array of NewLine, in the order they were added. */
const LINES = sql.raw(
  `coalesce((select json_agg(json_build_object('productId', l.product_id,
    'optionIds', l.option_ids, 'sellerId', l.seller_id, 'quantity', l.quantity,
    'isCheckBox', l.is_check_box, 'position', l.position) order by l.position)
  from cart_lines l where l.cart_id = c.id), '[]') as lines`,
);

/** `lines` as a table `l` of NewLine's columns, from one JSON parameter. */
const linesOf = (lines: NewLine[]) =>
  sql`json_to_recordset(${JSON.stringify(lines)}::json) as l("productId" integer,
    "optionIds" integer[], "sellerId" integer, quantity integer, "isCheckBox" boolean,
    position integer)`;

/** The columns of cart_lines but the cart's, from `l` (linesOf). */
const LINE_COLUMNS = sql.raw(
  `l."productId", l."optionIds", l."sellerId", l.quantity, l."isCheckBox", l.position`,
);

const storedOf = ({ lines, ...cart }: CartRow & { lines: NewLine[] }): StoredCart => ({
  cart,
  lines,
});

/** The cart `id` with its lines and the catalogue of those and of `productIds`. */
export async function readCart(
  db: Db,
  id: string,
  productIds: number[] = [],
): Promise<LoadedCart | undefined> {
  const { ctes, columns } = catalogueSql(
    sql`select product_id from cart_lines where cart_id = ${id}
      union select unnest(${sql.param(productIds)}::integer[])`,
  );
  const found = await withCatalogue(
    db,
    async () =>
      (
        await rowsOf<CartRow & { lines: NewLine[] } & LiveColumns>(
          db,
          sql`with ${ctes} select ${CART}, ${LINES}, ${columns} from carts c where c.id = ${id}`,
        )
      )[0],
    (row) => row.lines.map((line) => line.sellerId),
  );
  if (!found) return undefined;
  const { generation, promotions, productStock, optionStock, ...stored } = found.row;
  return { ...storedOf(stored), catalogue: found.catalogue, generation };
}

export async function ownCartId(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select id from carts where user_id = ${userId}`,
  );
  return row?.id;
}

/**
 * Holds the shopper's user row until the transaction ends: whether they have a cart (to make
 * one, or to claim a guest's) is then decided by one request at a time. NO KEY UPDATE leaves
 * the row's foreign keys (sessions, a cart's owner) free to be checked meanwhile.
 */
export async function lockOwner(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
}

/** Holds the cart's row until the transaction ends (placing it as orders, one at a time). */
export async function lockCart(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`select id from carts where id = ${id} for update`);
}

/**
 * Locks those of the carts `ids` that exist, in the order of their ids, then reads them with
 * their lines: the read is a statement of its own, so it sees what a write that held a lock
 * before us committed.
 */
export async function lockCarts(tx: Db, ids: string[]): Promise<Map<string, StoredCart>> {
  if (!ids.length) return new Map();
  await tx.execute(
    sql`select id from carts where id = any(${sql.param(ids)}::uuid[]) order by id for update`,
  );
  const rows = await rowsOf<CartRow & { lines: NewLine[] }>(
    tx,
    sql`select ${CART}, ${LINES} from carts c where c.id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, storedOf(row)]));
}

/** A new cart, version 1, holding `lines`. */
export async function insertCart(
  tx: Db,
  userId: number | null,
  codes: CartCodes,
  lines: NewLine[],
): Promise<CartRow> {
  // '' is each code's default (schema.ts).
  const [cart] = await rowsOf<CartRow>(
    tx,
    sql`with c as (
        insert into carts (id, user_id, promotion_code, referer, affiliate_code, code_share)
        values (${randomUUID()}, ${userId}, coalesce(${codes.promotionCode ?? null}, ''),
          coalesce(${codes.referer ?? null}, ''), coalesce(${codes.affiliateCode ?? null}, ''),
          coalesce(${codes.codeShare ?? null}, ''))
        returning *
      ), added as (
        insert into cart_lines
          (cart_id, product_id, option_ids, seller_id, quantity, is_check_box, position)
        select c.id, ${LINE_COLUMNS} from c, ${linesOf(lines)}
      )
      select ${CART} from c`,
  );
  if (!cart) throw new Error('the cart was not inserted');
  return cart;
}

/** One version up, with the codes (and the owner) given; the cart must be locked. */
export async function bumpCart(
  tx: Db,
  id: string,
  changes: CartCodes & { userId?: number },
): Promise<CartRow> {
  const [cart] = await rowsOf<CartRow>(
    tx,
    sql`update carts c set version = c.version + 1, updated_at = now(),
        promotion_code = coalesce(${changes.promotionCode ?? null}, c.promotion_code),
        referer = coalesce(${changes.referer ?? null}, c.referer),
        affiliate_code = coalesce(${changes.affiliateCode ?? null}, c.affiliate_code),
        code_share = coalesce(${changes.codeShare ?? null}, c.code_share),
        user_id = coalesce(${changes.userId ?? null}::integer, c.user_id)
      where c.id = ${id}
      returning ${CART}`,
  );
  if (!cart) throw new Error(`cart ${id} vanished while locked`);
  return cart;
}

export async function deleteCart(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`delete from carts where id = ${id}`);
}

/**
 * The WITH clauses that apply `changes` (stored-lines.ts) to the lines of the cart `cart` (a
 * query answering its id; when it answers none nothing is written): the lines removed are
 * deleted, those written inserted or, when the cart holds them, updated where they are. The
 * two never touch the same line, so their order within the statement does not matter.
 */
const changeLines = (cart: SQL, { removed, written }: LineChanges) =>
  sql`removed as (
      delete from cart_lines x using (${cart}) as k(id),
        json_to_recordset(${JSON.stringify(removed)}::json) as r("productId" integer,
          "optionIds" integer[])
      where x.cart_id = k.id and x.product_id = r."productId" and x.option_ids = r."optionIds"
    ), written as (
      insert into cart_lines
        (cart_id, product_id, option_ids, seller_id, quantity, is_check_box, position)
      select k.id, ${LINE_COLUMNS} from (${cart}) as k(id), ${linesOf(written)}
      on conflict (cart_id, product_id, option_ids) do update set seller_id = excluded.seller_id,
        quantity = excluded.quantity, is_check_box = excluded.is_check_box,
        position = excluded.position
    )`;

/** Applies `changes` to the lines of the cart `cartId` (which must be locked), in one statement. */
export async function changeCartLines(tx: Db, cartId: string, changes: LineChanges): Promise<void> {
  await tx.execute(sql`with ${changeLines(sql`select ${cartId}::uuid`, changes)} select 1`);
}

/** The cart `id`, while it is at `version` and `userId` may use it (mayUse), as `c`. */
const currentAt = (id: string, version: number, userId: number | null) =>
  sql`c.id = ${id} and c.version = ${version} and (c.user_id is null or c.user_id = ${userId})`;

/** What else a write checks and reads beside its cart (writeKeptLines). */
interface WriteBeside {
  /** Checked with the cart's version: nothing is written unless it holds. */
  check: SQL;
  /** WITH clauses for `columns`. */
  ctes: SQL;
  /** Read beside the new version. */
  columns: SQL;
}

/**
 * The statement that, while the cart `id` is at `version` and `userId` may use it (and what
 * `beside` checks holds), applies `changes` to its lines and raises its version; it answers
 * one row: the new version, null when nothing was written, and `beside`'s columns. The update
 * locks the row and, waiting for a write that held it, checks the version that write left; the
 * lines change only when the cart did (changeLines reads `bumped`).
 */
const writeStatement = (
  id: string,
  version: number,
  userId: number | null,
  changes: LineChanges,
  beside?: WriteBeside,
) =>
  sql`with bumped as (
      update carts c set version = c.version + 1, updated_at = now()
      where ${currentAt(id, version, userId)}${beside ? sql` and ${beside.check}` : sql``}
      returning c.id, c.version
    ), ${changeLines(sql`select id from bumped`, changes)}${beside ? sql`, ${beside.ctes}` : sql``}
    select (select version from bumped) as version${beside ? sql`, ${beside.columns}` : sql``}`;

/**
 * While the cart `id` is at `version` and `userId` may use it, `changes` (worked out on its
 * lines at that version) apply to its lines and it goes one version up, in one statement;
 * answers the new version, or undefined when the cart is no longer so (nothing is written).
 */
export async function writeLines(
  db: Db,
  id: string,
  version: number,
  userId: number | null,
  changes: LineChanges,
): Promise<number | undefined> {
  const [row] = await rowsOf<{ version: number | null }>(
    db,
    writeStatement(id, version, userId, changes),
  );
  return row?.version ?? undefined;
}

/**
 * `needs` (stockNeeds) as a condition: each product's and option's stock covers its need (one
 * deleted meanwhile covers none).
 */
const covers = ({ products, options }: StockNeeds) =>
  sql`not exists (select from json_to_recordset(${JSON.stringify(products)}::json)
      as n(id integer, "atLeast" integer) left join products p on p.id = n.id
      where p.id is null or p.stock < n."atLeast")
    and not exists (select from json_to_recordset(${JSON.stringify(options)}::json)
      as n(id integer, "atLeast" integer) left join product_attribute_options o on o.id = n.id
      where o.id is null or o.stock < n."atLeast")`;

/** The catalogue still at `generation` (the kept cart's), as a condition. */
const stillAt = (generation: string) => sql`${GENERATION} = ${generation}`;

/**
 * writeLines for a write decided on a kept cart without reading it (cart-kept-write.ts): it
 * writes only while the catalogue is also at `generation`, the kept one, and the stock covers
 * `needs`, and reads the live part of the catalogue of `productIds` (the lines' products) as it
 * writes. Answers the new version (undefined when nothing was written) and that live part.
 */
export async function writeKeptLines(
  db: Db,
  { cart, generation }: { cart: CartRow; generation: string },
  userId: number | null,
  changes: LineChanges,
  needs: StockNeeds,
  productIds: number[],
): Promise<{ version: number | undefined; live: LiveColumns }> {
  const { ctes, columns } = catalogueSql(sql`select unnest(${sql.param(productIds)}::integer[])`);
  const check = sql`${stillAt(generation)} and ${covers(needs)}`;
  const [row] = await rowsOf<{ version: number | null } & LiveColumns>(
    db,
    writeStatement(cart.id, cart.version, userId, changes, { check, ctes, columns }),
  );
  if (!row) throw new Error('the write statement answered no row');
  const { version, ...live } = row;
  return { version: version ?? undefined, live };
}

/**
 * Deletes the cart `id` while it is at `version` and `userId` may use it (and, for a decision
 * on the kept cart, while the catalogue is at its `generation`); true if it did.
 */
export async function deleteAt(
  db: Db,
  id: string,
  version: number,
  userId: number | null,
  generation?: string,
): Promise<boolean> {
  const kept = generation === undefined ? sql`` : sql` and ${stillAt(generation)}`;
  const rows = await rowsOf(
    db,
    sql`delete from carts c where ${currentAt(id, version, userId)}${kept} returning c.id`,
  );
  return rows.length > 0;
}
