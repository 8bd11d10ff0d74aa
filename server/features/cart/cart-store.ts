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
// Each statement is one fixed SQL text, built once (statement), its values placeholders (`$`;
// arrays and lines included), so PostgreSQL prepares it once per connection (PGlite names no
// statement): a cart write was a dozen statements, and sending them was most of the server's
// time per write. Lines go as JSON both ways, whatever their number.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statement } from '../../db/statements.ts';
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

/** A statement's value by name (sql.placeholder): each call of the statement gives it. */
const $ = sql.placeholder;

/** Lines as a table `l` of NewLine's columns, from the JSON value named `name`. */
const linesOf = (name: string) =>
  sql`json_to_recordset(${$(name)}::json) as l("productId" integer,
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

const cartRead = (() => {
  const { ctes, columns } = catalogueSql(
    sql`array(select product_id from cart_lines where cart_id = ${$('id')})
      || ${$('productIds')}::integer[]`,
  );
  return statement<
    CartRow & { lines: NewLine[] } & LiveColumns,
    { id: string; productIds: number[] }
  >(sql`with ${ctes} select ${CART}, ${LINES}, ${columns} from carts c where c.id = ${$('id')}`);
})();

/** The cart `id` with its lines and the catalogue of those and of `productIds`. */
export async function readCart(
  db: Db,
  id: string,
  productIds: number[] = [],
): Promise<LoadedCart | undefined> {
  const found = await withCatalogue(
    db,
    async () => (await cartRead(db, { id, productIds }))[0],
    (row) => row.lines.map((line) => line.sellerId),
  );
  if (!found) return undefined;
  const { generation, promotions, productStock, optionStock, ...stored } = found.row;
  return { ...storedOf(stored), catalogue: found.catalogue, generation };
}

const ownCart = statement<{ id: string }, { userId: number }>(
  sql`select id from carts where user_id = ${$('userId')}`,
);

export async function ownCartId(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await ownCart(db, { userId });
  return row?.id;
}

const ownerLock = statement<unknown, { userId: number }>(
  sql`select 1 from users where id = ${$('userId')} for no key update`,
);

/**
 * Holds the shopper's user row until the transaction ends: whether they have a cart (to make
 * one, or to claim a guest's) is then decided by one request at a time. NO KEY UPDATE leaves
 * the row's foreign keys (sessions, a cart's owner) free to be checked meanwhile.
 */
export async function lockOwner(tx: Db, userId: number): Promise<void> {
  await ownerLock(tx, { userId });
}

const cartLock = statement<unknown, { id: string }>(
  sql`select id from carts where id = ${$('id')} for update`,
);

/**
 * Holds the cart's row until the transaction ends (placing it as orders, one at a time); false
 * when there is no such cart.
 */
export async function lockCart(tx: Db, id: string): Promise<boolean> {
  return (await cartLock(tx, { id })).length > 0;
}

const cartsLock = statement<unknown, { ids: string[] }>(
  sql`select id from carts where id = any(${$('ids')}::uuid[]) order by id for update`,
);
const cartsRead = statement<CartRow & { lines: NewLine[] }, { ids: string[] }>(
  sql`select ${CART}, ${LINES} from carts c where c.id = any(${$('ids')}::uuid[])`,
);

/**
 * Locks those of the carts `ids` that exist, in the order of their ids, then reads them with
 * their lines: the read is a statement of its own, so it sees what a write that held a lock
 * before us committed.
 */
export async function lockCarts(tx: Db, ids: string[]): Promise<Map<string, StoredCart>> {
  if (!ids.length) return new Map();
  await cartsLock(tx, { ids });
  const rows = await cartsRead(tx, { ids });
  return new Map(rows.map((row) => [row.id, storedOf(row)]));
}

/** A save's codes as values: '' is each code's default (schema.ts), null keeps the cart's. */
const codesOf = (codes: CartCodes) => ({
  promotionCode: codes.promotionCode ?? null,
  referer: codes.referer ?? null,
  affiliateCode: codes.affiliateCode ?? null,
  codeShare: codes.codeShare ?? null,
});

const cartInsert = statement<
  CartRow,
  ReturnType<typeof codesOf> & { id: string; userId: number | null; lines: string }
>(
  sql`with c as (
      insert into carts (id, user_id, promotion_code, referer, affiliate_code, code_share)
      values (${$('id')}, ${$('userId')}, coalesce(${$('promotionCode')}, ''),
        coalesce(${$('referer')}, ''), coalesce(${$('affiliateCode')}, ''),
        coalesce(${$('codeShare')}, ''))
      returning *
    ), added as (
      insert into cart_lines
        (cart_id, product_id, option_ids, seller_id, quantity, is_check_box, position)
      select c.id, ${LINE_COLUMNS} from c, ${linesOf('lines')}
    )
    select ${CART} from c`,
);

/** A new cart, version 1, holding `lines`. */
export async function insertCart(
  tx: Db,
  userId: number | null,
  codes: CartCodes,
  lines: NewLine[],
): Promise<CartRow> {
  const [cart] = await cartInsert(tx, {
    id: randomUUID(),
    userId,
    ...codesOf(codes),
    lines: JSON.stringify(lines),
  });
  if (!cart) throw new Error('the cart was not inserted');
  return cart;
}

const cartBump = statement<
  CartRow,
  ReturnType<typeof codesOf> & { id: string; userId: number | null }
>(
  sql`update carts c set version = c.version + 1, updated_at = now(),
      promotion_code = coalesce(${$('promotionCode')}, c.promotion_code),
      referer = coalesce(${$('referer')}, c.referer),
      affiliate_code = coalesce(${$('affiliateCode')}, c.affiliate_code),
      code_share = coalesce(${$('codeShare')}, c.code_share),
      user_id = coalesce(${$('userId')}::integer, c.user_id)
    where c.id = ${$('id')}
    returning ${CART}`,
);

/** One version up, with the codes (and the owner) given; the cart must be locked. */
export async function bumpCart(
  tx: Db,
  id: string,
  changes: CartCodes & { userId?: number },
): Promise<CartRow> {
  const [cart] = await cartBump(tx, { id, userId: changes.userId ?? null, ...codesOf(changes) });
  if (!cart) throw new Error(`cart ${id} vanished while locked`);
  return cart;
}

const cartAttribute = statement<
  CartRow,
  { id: string; version: number; referer: string; affiliateCode: string; codeShare: string }
>(
  sql`update carts c set version = c.version + 1, updated_at = now(),
      referer = ${$('referer')}, affiliate_code = ${$('affiliateCode')},
      code_share = ${$('codeShare')}
    where c.id = ${$('id')} and c.version = ${$('version')}
    returning ${CART}`,
);

/**
 * The cart at `version` attributed anew, one version up; undefined when it was written since
 * (the next write carries the cookies again).
 */
export async function attributeCart(
  db: Db,
  id: string,
  version: number,
  codes: Required<Pick<CartRow, 'referer' | 'affiliateCode' | 'codeShare'>>,
): Promise<CartRow | undefined> {
  const [cart] = await cartAttribute(db, { id, version, ...codes });
  return cart;
}

const cartDelete = statement<unknown, { id: string }>(sql`delete from carts where id = ${$('id')}`);

export async function deleteCart(tx: Db, id: string): Promise<void> {
  await cartDelete(tx, { id });
}

/** LineChanges as a statement's values: the lines removed and those written, as JSON. */
const changeValues = ({ removed, written }: LineChanges) => ({
  removed: JSON.stringify(removed),
  written: JSON.stringify(written),
});

/**
 * The WITH clauses that apply the changes (stored-lines.ts; changeValues) to the lines of the
 * cart `cart` (a query answering its id; when it answers none nothing is written): the lines
 * removed are deleted, those written inserted or, when the cart holds them, updated where they
 * are. The two never touch the same line, so their order within the statement does not matter.
 */
const changeLines = (cart: SQL) =>
  sql`removed as (
      delete from cart_lines x using (${cart}) as k(id),
        json_to_recordset(${$('removed')}::json) as r("productId" integer,
          "optionIds" integer[])
      where x.cart_id = k.id and x.product_id = r."productId" and x.option_ids = r."optionIds"
    ), written as (
      insert into cart_lines
        (cart_id, product_id, option_ids, seller_id, quantity, is_check_box, position)
      select k.id, ${LINE_COLUMNS} from (${cart}) as k(id), ${linesOf('written')}
      on conflict (cart_id, product_id, option_ids) do update set seller_id = excluded.seller_id,
        quantity = excluded.quantity, is_check_box = excluded.is_check_box,
        position = excluded.position
    )`;

const linesChange = statement<unknown, { id: string } & ReturnType<typeof changeValues>>(
  sql`with ${changeLines(sql`select ${$('id')}::uuid`)} select 1`,
);

/** Applies `changes` to the lines of the cart `cartId` (which must be locked), in one statement. */
export async function changeCartLines(tx: Db, cartId: string, changes: LineChanges): Promise<void> {
  await linesChange(tx, { id: cartId, ...changeValues(changes) });
}

/** The cart `id` at `version` that `userId` may use (mayUse), as values of CURRENT. */
type CurrentValues = {
  id: string;
  version: number;
  userId: number | null;
};

/** The cart `$id`, while it is at `$version` and `$userId` may use it (mayUse), as `c`. */
const CURRENT = sql`c.id = ${$('id')} and c.version = ${$('version')}
  and (c.user_id is null or c.user_id = ${$('userId')})`;

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
 * The statement that, while the cart is current (CURRENT, and what `beside` checks holds),
 * applies the changes (changeValues) to its lines and raises its version; it answers one row:
 * the new version, null when nothing was written, and `beside`'s columns. The update locks the
 * row and, waiting for a write that held it, checks the version that write left; the lines
 * change only when the cart did (changeLines reads `bumped`).
 */
const writeStatement = (beside?: WriteBeside) =>
  sql`with bumped as (
      update carts c set version = c.version + 1, updated_at = now()
      where ${CURRENT}${beside ? sql` and ${beside.check}` : sql``}
      returning c.id, c.version
    ), ${changeLines(sql`select id from bumped`)}${beside ? sql`, ${beside.ctes}` : sql``}
    select (select version from bumped) as version${beside ? sql`, ${beside.columns}` : sql``}`;

const linesWrite = statement<
  { version: number | null },
  CurrentValues & ReturnType<typeof changeValues>
>(writeStatement());

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
  const [row] = await linesWrite(db, { id, version, userId, ...changeValues(changes) });
  return row?.version ?? undefined;
}

/**
 * StockNeeds (the values `needProducts` and `needOptions`, as JSON) as a condition: each
 * product's and option's stock covers its need (one deleted meanwhile covers none, -1). Each
 * need looks its row up by its key: as a join, the plan made once for every call (its JSON
 * rows unknown) hashed the whole products table on every write.
 */
const COVERS = sql`not exists (select from json_to_recordset(${$('needProducts')}::json)
    as n(id integer, "atLeast" integer)
    where coalesce((select p.stock from products p where p.id = n.id), -1) < n."atLeast")
  and not exists (select from json_to_recordset(${$('needOptions')}::json)
    as n(id integer, "atLeast" integer)
    where coalesce((select o.stock from product_attribute_options o where o.id = n.id), -1)
      < n."atLeast")`;

/** The catalogue still at the value `generation` (the kept cart's), as a condition. */
const STILL_AT = sql`${GENERATION} = ${$('generation')}`;

const keptLinesWrite = (() => {
  const { ctes, columns } = catalogueSql(sql`${$('productIds')}::integer[]`);
  return statement<
    { version: number | null } & LiveColumns,
    CurrentValues &
      ReturnType<typeof changeValues> & {
        generation: string;
        needProducts: string;
        needOptions: string;
        productIds: number[];
      }
  >(writeStatement({ check: sql`${STILL_AT} and ${COVERS}`, ctes, columns }));
})();

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
  const [row] = await keptLinesWrite(db, {
    id: cart.id,
    version: cart.version,
    userId,
    ...changeValues(changes),
    generation,
    needProducts: JSON.stringify(needs.products),
    needOptions: JSON.stringify(needs.options),
    productIds,
  });
  if (!row) throw new Error('the write statement answered no row');
  const { version, ...live } = row;
  return { version: version ?? undefined, live };
}

const deleteWhereCurrent = statement<unknown, CurrentValues>(
  sql`delete from carts c where ${CURRENT} returning c.id`,
);
const deleteWhereKept = statement<unknown, CurrentValues & { generation: string }>(
  sql`delete from carts c where ${CURRENT} and ${STILL_AT} returning c.id`,
);

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
  const current = { id, version, userId };
  const rows =
    generation === undefined
      ? await deleteWhereCurrent(db, current)
      : await deleteWhereKept(db, { ...current, generation });
  return rows.length > 0;
}
