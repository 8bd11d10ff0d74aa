// What the cart needs to know of the products of its lines, all from the server's own data:
// price, stock, names, first image, attributes with their options, the running promotions that
// the cart applies (types 1, 5 and 7) with their free gifts, and the sellers. One statement
// reads it all, as JSON in the shapes below, or a cart's read takes it in (cart-store.ts): each
// statement is a round trip, and the server's time goes mostly into sending statements.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../db/client.ts';
import { promotionIsRunning } from '../shared/running.ts';

export interface CatalogueOption {
  id: number;
  labelTh: string;
  labelEn: string;
  priceDeltaSatang: number;
  stock: number;
}

export interface CatalogueAttribute {
  id: number;
  nameTh: string;
  nameEn: string;
  /** In the order the product page shows them. */
  options: CatalogueOption[];
}

export interface CatalogueProduct {
  id: number;
  urlKey: string;
  sku: string;
  nameTh: string;
  nameEn: string;
  priceSatang: number;
  stock: number;
  storeId: number;
  imageUrl: string;
  /** In the order the product page shows them. */
  attributes: CatalogueAttribute[];
}

/** The promotion types a cart applies (spec: the cart shows types 1, 5 and 7). */
export const CART_PROMOTION_TYPES = [1, 5, 7] as const;

/** A running promotion, with the terms the cart applies. */
export interface CartPromotion {
  id: number;
  promotionTypeId: (typeof CART_PROMOTION_TYPES)[number];
  nameTh: string;
  nameEn: string;
  discountSatang: number | null;
  discountPercent: number | null;
  buyQuantity: number | null;
  freeQuantity: number | null;
  freeProductId: number | null;
}

export interface CatalogueStore {
  id: number;
  urlKey: string;
  nameTh: string;
  nameEn: string;
}

export interface CartCatalogue {
  /** The lines' products and the free gifts of their promotions. */
  products: Map<number, CatalogueProduct>;
  /** Running promotions by product id, lowest id first. */
  promotions: Map<number, CartPromotion[]>;
  stores: Map<number, CatalogueStore>;
}

/** The catalogue as the statement answers it: three JSON columns. */
export interface CatalogueColumns {
  products: CatalogueProduct[];
  promotions: (CartPromotion & { productId: number })[];
  stores: CatalogueStore[];
}

const TYPES = sql.raw(CART_PROMOTION_TYPES.join(', '));

/** SQL without parameters as text, once: drizzle then has nothing to build per statement. */
const rendered = (query: SQL) => sql.raw(new PgDialect().sqlToQuery(query).sql);

/** What the catalogue reads, from the products `wanted` and the sellers `sellers`. */
const CTES = rendered(sql`running as (
      select pp.product_id, promotions.id, promotions.promotion_type_id, promotions.name_th,
        promotions.name_en, promotions.discount_satang, promotions.discount_percent,
        promotions.buy_quantity, promotions.free_quantity, promotions.free_product_id
      from promotion_products pp join promotions on promotions.id = pp.promotion_id
      where pp.product_id in (select * from wanted)
        and promotions.promotion_type_id in (${TYPES}) and ${promotionIsRunning()}
    ), shown as (
      select * from wanted
      union select free_product_id from running where free_product_id is not null
    )`);

/** The catalogue's three JSON columns (CatalogueColumns). */
const COLUMNS =
  rendered(sql`coalesce((select json_agg(json_build_object('id', p.id, 'urlKey', p.url_key,
        'sku', p.sku, 'nameTh', p.name_th, 'nameEn', p.name_en,
        'priceSatang', p.price_satang, 'stock', p.stock, 'storeId', p.store_id,
        'imageUrl', coalesce(i.url, ''),
        'attributes', coalesce((select json_agg(json_build_object('id', a.id,
            'nameTh', a.name_th, 'nameEn', a.name_en,
            'options', coalesce((select json_agg(json_build_object('id', o.id,
                'labelTh', o.label_th, 'labelEn', o.label_en,
                'priceDeltaSatang', o.price_delta_satang, 'stock', o.stock)
                order by o.sort, o.id)
              from product_attribute_options o where o.attribute_id = a.id), '[]'))
            order by a.sort, a.id)
          from product_attributes a where a.product_id = p.id), '[]')))
      from products p left join product_images i on i.product_id = p.id and i.sort = 0
      where p.id in (select * from shown)), '[]') as products,
    coalesce((select json_agg(json_build_object('productId', r.product_id, 'id', r.id,
        'promotionTypeId', r.promotion_type_id, 'nameTh', r.name_th, 'nameEn', r.name_en,
        'discountSatang', r.discount_satang, 'discountPercent', r.discount_percent,
        'buyQuantity', r.buy_quantity, 'freeQuantity', r.free_quantity,
        'freeProductId', r.free_product_id) order by r.id)
      from running r), '[]') as promotions,
    coalesce((select json_agg(json_build_object('id', s.id, 'urlKey', s.url_key,
        'nameTh', s.name_th, 'nameEn', s.name_en))
      from stores s
      where s.id in (select * from sellers)
        or s.id in (select store_id from products where id in (select * from wanted))), '[]')
      as stores`);

/**
 * The catalogue of the products `ids` and the sellers `sellers` (each a query answering one
 * column of ids) for a statement of its own or inside another (a cart read with its lines):
 * `ctes` goes in its WITH, `columns` in its select list (CatalogueColumns). It holds `ids` and
 * the gifts of their running promotions, those promotions by id, and `sellers` with the
 * sellers of `ids`.
 */
export const catalogueSql = (ids: SQL, sellers: SQL) => ({
  ctes: sql`wanted as (${ids}), sellers as (${sellers}), ${CTES}`,
  columns: COLUMNS,
});

/** The catalogue of a statement's CatalogueColumns. */
export function catalogueFrom(row: CatalogueColumns): CartCatalogue {
  const catalogue: CartCatalogue = {
    products: new Map(),
    promotions: new Map(),
    stores: new Map(),
  };
  for (const product of row.products) catalogue.products.set(product.id, product);
  for (const { productId, ...promotion } of row.promotions) {
    catalogue.promotions.set(productId, [
      ...(catalogue.promotions.get(productId) ?? []),
      promotion,
    ]);
  }
  for (const store of row.stores) catalogue.stores.set(store.id, store);
  return catalogue;
}

/**
 * Everything a cart shows or checks about `productIds` (with their gifts), their sellers and
 * `sellerIds` (the sellers its lines were stored with).
 */
export async function catalogueOf(
  db: Db,
  productIds: Iterable<number>,
  sellerIds: Iterable<number>,
): Promise<CartCatalogue> {
  const { ctes, columns } = catalogueSql(
    sql`select unnest(${sql.param([...new Set(productIds)])}::integer[])`,
    sql`select unnest(${sql.param([...new Set(sellerIds)])}::integer[])`,
  );
  const [row] = await rowsOf<CatalogueColumns>(db, sql`with ${ctes} select ${columns}`);
  if (!row) throw new Error('the catalogue statement answered no row');
  return catalogueFrom(row);
}
