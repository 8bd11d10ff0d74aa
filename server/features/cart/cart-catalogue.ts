// What the cart needs to know of the products of its lines, all from the server's own data:
// price, stock, names, first image, attributes with their options, the running promotions that
// the cart applies (types 1, 5 and 7) with their free gifts, and the sellers.
//
// It is read in two parts. What moves while shoppers shop, stock and the promotions running
// now, is read with every cart, by the statement that reads its lines (cart-store.ts) or by one
// of its own. What describes a product (names, price, image, attributes, options) or a seller
// changes only when the catalogue is edited: the server keeps it (cart-catalogue-cache.ts) under
// the catalogue's generation, which that same statement reads, so an edit committed before the
// statement is seen by it. A second statement reads only what the cache lacks. Reading every
// description with every cart was more than half of a cart read's time in PostgreSQL.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statement } from '../../db/statements.ts';
import { promotionIsRunning } from '../shared/running.ts';
import { type Descriptions, descriptionsOf, GENERATION } from './cart-catalogue-cache.ts';
import {
  CART_PROMOTION_TYPES,
  type CartCatalogue,
  type CartPromotion,
  type CatalogueProduct,
  type DescribedProduct,
} from './cart-catalogue-types.ts';

/** What the catalogue reads with every cart: its live columns (LIVE_COLUMNS). */
export interface LiveColumns {
  /** The database's id and its catalogue's generation (null: nothing may be cached). */
  generation: string | null;
  promotions: (CartPromotion & { productId: number })[];
  /** [id, stock] of each product shown: those asked for that exist, and their gifts. */
  productStock: [number, number][];
  /** [id, stock] of each option of those products. */
  optionStock: [number, number][];
}

const TYPES = sql.raw(CART_PROMOTION_TYPES.join(', '));

/**
 * What the catalogue reads with every cart, of the products `ids` (an integer[] value). Ids go
 * as arrays, matched with `= any`: as tables (unnest, union, `in`), the plan had a hash or a
 * de-duplication step for each, and setting those up on every call cost more than reading the
 * rows (about 0.04 ms of PostgreSQL's time per cart write). The cast in `= any((select ids
 * from ...)::integer[])` makes the subquery one array value: without it, `any (select ...)`
 * compares each id with each row, an array.
 */
const liveCtes = (ids: SQL) => sql`wanted as (select ${ids} as ids), running as (
      select pp.product_id, promotions.id, promotions.promotion_type_id, promotions.name_th,
        promotions.name_en, promotions.discount_satang, promotions.discount_percent,
        promotions.buy_quantity, promotions.free_quantity, promotions.free_product_id
      from promotion_products pp join promotions on promotions.id = pp.promotion_id
      where pp.product_id = any((select ids from wanted)::integer[])
        and promotions.promotion_type_id in (${TYPES}) and ${promotionIsRunning()}
    ), shown as (
      select (select ids from wanted) || array(select free_product_id from running
        where free_product_id is not null) as ids
    )`;

/** The live columns (LiveColumns). */
const LIVE_COLUMNS = sql`${GENERATION} as generation,
    coalesce((select json_agg(json_build_object('productId', r.product_id, 'id', r.id,
        'promotionTypeId', r.promotion_type_id, 'nameTh', r.name_th, 'nameEn', r.name_en,
        'discountSatang', r.discount_satang, 'discountPercent', r.discount_percent,
        'buyQuantity', r.buy_quantity, 'freeQuantity', r.free_quantity,
        'freeProductId', r.free_product_id) order by r.id)
      from running r), '[]') as promotions,
    coalesce((select json_agg(json_build_array(p.id, p.stock))
      from products p where p.id = any((select ids from shown)::integer[])), '[]')
      as "productStock",
    coalesce((select json_agg(json_build_array(o.id, o.stock))
      from product_attributes a join product_attribute_options o on o.attribute_id = a.id
      where a.product_id = any((select ids from shown)::integer[])), '[]') as "optionStock"`;

/**
 * The live part of the catalogue of the products `ids` (an integer[] value; an id may repeat),
 * for a statement of its own or inside another (a cart read with its lines): `ctes` goes in
 * its WITH, `columns` in its select list (LiveColumns); withCatalogue reads it.
 */
export const catalogueSql = (ids: SQL) => ({
  ctes: liveCtes(ids),
  columns: LIVE_COLUMNS,
});

/** Reads of a cart's catalogue: again when the catalogue was edited between its statements. */
const ATTEMPTS = 3;

/**
 * `read` (a statement answering the live columns, with others of its own) and the catalogue of
 * its products and of the sellers `sellersOf` names (a cart's lines' sellers) with theirs: the
 * descriptions from the cache, or read now, with the stock read live. When the descriptions
 * had to be read and the catalogue was edited between the two statements, both are read
 * again, so that a read never mixes two versions of the catalogue (the third time, what was
 * read is taken). Undefined when `read` answers nothing.
 */
export async function withCatalogue<T extends LiveColumns>(
  db: Db,
  read: () => Promise<T | undefined>,
  sellersOf: (row: T) => Iterable<number>,
): Promise<{ row: T; catalogue: CartCatalogue } | undefined> {
  for (let attempt = 1; ; attempt++) {
    const row = await read();
    if (!row) return undefined;
    const ids = row.productStock.map(([id]) => id);
    const described = await descriptionsOf(db, row.generation, ids, sellersOf(row));
    if (described.generation === row.generation || attempt === ATTEMPTS)
      return { row, catalogue: catalogueWith(row, described) };
  }
}

/** The described `product` with its stock and its options', made now. */
const stocked = (
  product: DescribedProduct,
  stock: number,
  optionStock: (id: number) => number,
): CatalogueProduct => ({
  ...product,
  stock,
  attributes: product.attributes.map((attribute) => ({
    ...attribute,
    options: attribute.options.map((option) => ({ ...option, stock: optionStock(option.id) })),
  })),
});

/**
 * The product withStock last made of each description. Nothing changes a catalogue's products
 * once made, and most reads of a product find the stock the last one found: its copy is then
 * made once, not on every read (copying was about 4% of the server's CPU per cart write).
 */
const lastStocked = new WeakMap<DescribedProduct, CatalogueProduct>();

/** The described `product` with its stock and its options'. */
function withStock(
  product: DescribedProduct,
  stock: number,
  optionStock: (id: number) => number,
): CatalogueProduct {
  const last = lastStocked.get(product);
  if (
    last?.stock === stock &&
    last.attributes.every((attribute) =>
      attribute.options.every((option) => option.stock === optionStock(option.id)),
    )
  ) {
    return last;
  }
  const made = stocked(product, stock, optionStock);
  lastStocked.set(product, made);
  return made;
}

/**
 * The catalogue of live columns and the descriptions of their products: those asked for that
 * exist and the gifts of their running promotions, with their stock; those promotions by id;
 * the sellers.
 */
export function catalogueWith(live: LiveColumns, described: Descriptions): CartCatalogue {
  const optionStock = new Map(live.optionStock);
  const catalogue: CartCatalogue = {
    products: new Map(),
    promotions: new Map(),
    stores: described.stores,
  };
  for (const [id, stock] of live.productStock) {
    const product = described.products.get(id);
    // Deleted between the two statements: as if it had been before the first.
    if (!product) continue;
    catalogue.products.set(
      id,
      withStock(product, stock, (option) => optionStock.get(option) ?? 0),
    );
  }
  for (const { productId, ...promotion } of live.promotions) {
    catalogue.promotions.set(productId, [
      ...(catalogue.promotions.get(productId) ?? []),
      promotion,
    ]);
  }
  return catalogue;
}

const catalogueRead = (() => {
  const { ctes, columns } = catalogueSql(sql`${sql.placeholder('productIds')}::integer[]`);
  return statement<LiveColumns, { productIds: number[] }>(sql`with ${ctes} select ${columns}`);
})();

/**
 * Everything a cart shows or checks about `productIds` (with their gifts), their sellers and
 * `sellerIds` (the sellers its lines were stored with), and the catalogue generation it is of.
 */
export async function catalogueOf(
  db: Db,
  productIds: Iterable<number>,
  sellerIds: Iterable<number>,
): Promise<{ catalogue: CartCatalogue; generation: string | null }> {
  const values = { productIds: [...new Set(productIds)] };
  const read = async () => (await catalogueRead(db, values))[0];
  const sellers = [...sellerIds]; // read again, maybe
  const found = await withCatalogue(db, read, () => sellers);
  if (!found) throw new Error('the catalogue statement answered no row');
  return { catalogue: found.catalogue, generation: found.row.generation };
}

/** More than any stock: what a write decided on `assumingStock` takes a product to have. */
const PLENTY = Number.MAX_SAFE_INTEGER;

/** Each kept description with PLENTY of stock, made once (descriptions are never changed). */
const plentiful = new WeakMap<DescribedProduct, CatalogueProduct>();

/**
 * The described products as if each and its options had stock for any quantity, without
 * promotions: what an update or a seller's removal is decided on when the cart is kept
 * (cart-writes.ts), the statement that writes it then checking the stock the lines that grow
 * need (stockNeeds). Neither decision reads the promotions.
 */
export function assumingStock(described: Descriptions): CartCatalogue {
  const products = new Map<number, CatalogueProduct>();
  for (const [id, product] of described.products) {
    let plenty = plentiful.get(product);
    if (!plenty) {
      plenty = stocked(product, PLENTY, () => PLENTY);
      plentiful.set(product, plenty);
    }
    products.set(id, plenty);
  }
  return { products, promotions: new Map(), stores: described.stores };
}
