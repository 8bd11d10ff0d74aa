// What the cart needs to know of the products of its lines, all from the server's own data:
// price, stock, names, first image, attributes with their options, the running promotions that
// the cart applies (types 1, 5 and 7) with their free gifts, and the sellers. Its statements
// run one after another: inside a write's transaction they share one connection.
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  productAttributeOptions,
  productAttributes,
  productImages,
  products,
  promotionProducts,
  promotions,
  stores,
} from '../../db/schema.ts';
import { promotionIsRunning } from '../shared/running.ts';

type OptionRow = typeof productAttributeOptions.$inferSelect;
type AttributeRow = typeof productAttributes.$inferSelect;

export interface CatalogueAttribute extends AttributeRow {
  options: OptionRow[];
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

export type CartPromotion = typeof promotions.$inferSelect & {
  promotionTypeId: (typeof CART_PROMOTION_TYPES)[number];
};

export type CatalogueStore = Pick<
  typeof stores.$inferSelect,
  'id' | 'urlKey' | 'nameTh' | 'nameEn'
>;

export interface CartCatalogue {
  /** The lines' products and the free gifts of their promotions. */
  products: Map<number, CatalogueProduct>;
  /** Running promotions by product id, lowest id first. */
  promotions: Map<number, CartPromotion[]>;
  stores: Map<number, CatalogueStore>;
}

async function productsOf(db: Db, ids: number[]): Promise<CatalogueProduct[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: products.id,
      urlKey: products.urlKey,
      sku: products.sku,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      priceSatang: products.priceSatang,
      stock: products.stock,
      storeId: products.storeId,
      imageUrl: productImages.url,
    })
    .from(products)
    .leftJoin(
      productImages,
      and(eq(productImages.productId, products.id), eq(productImages.sort, 0)),
    )
    .where(inArray(products.id, ids));
  const attributeRows = await db
    .select({ attribute: productAttributes, option: productAttributeOptions })
    .from(productAttributes)
    .leftJoin(
      productAttributeOptions,
      eq(productAttributeOptions.attributeId, productAttributes.id),
    )
    .where(inArray(productAttributes.productId, ids))
    .orderBy(asc(productAttributes.sort), asc(productAttributeOptions.sort));
  const attributes = new Map<number, CatalogueAttribute>();
  const attributesOf = new Map<number, CatalogueAttribute[]>();
  for (const { attribute, option } of attributeRows) {
    let entry = attributes.get(attribute.id);
    if (!entry) {
      entry = { ...attribute, options: [] };
      attributes.set(attribute.id, entry);
      attributesOf.set(attribute.productId, [
        ...(attributesOf.get(attribute.productId) ?? []),
        entry,
      ]);
    }
    if (option) entry.options.push(option);
  }
  return rows.map((row) => ({
    ...row,
    imageUrl: row.imageUrl ?? '',
    attributes: attributesOf.get(row.id) ?? [],
  }));
}

async function promotionsOf(db: Db, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({ productId: promotionProducts.productId, promotion: promotions })
    .from(promotionProducts)
    .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
    .where(
      and(
        inArray(promotionProducts.productId, productIds),
        inArray(promotions.promotionTypeId, [...CART_PROMOTION_TYPES]),
        promotionIsRunning(),
      ) as SQL,
    )
    .orderBy(asc(promotions.id));
}

/** The sellers `sellerIds` and those of `productIds`. */
async function storesOf(
  db: Db,
  sellerIds: number[],
  productIds: number[],
): Promise<CatalogueStore[]> {
  return db
    .select({ id: stores.id, urlKey: stores.urlKey, nameTh: stores.nameTh, nameEn: stores.nameEn })
    .from(stores)
    .where(
      or(
        inArray(stores.id, sellerIds),
        inArray(
          stores.id,
          db
            .select({ id: products.storeId })
            .from(products)
            .where(inArray(products.id, productIds)),
        ),
      ),
    );
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
  const ids = [...new Set(productIds)];
  const found = await productsOf(db, ids);
  const promotionRows = await promotionsOf(db, ids);
  const storeRows = await storesOf(db, [...new Set(sellerIds)], ids);
  const byProduct = new Map<number, CartPromotion[]>();
  for (const { productId, promotion } of promotionRows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), promotion as CartPromotion]);
  }
  const giftIds = promotionRows.flatMap(({ promotion }) =>
    promotion.freeProductId !== null && !ids.includes(promotion.freeProductId)
      ? [promotion.freeProductId]
      : [],
  );
  const gifts = await productsOf(db, [...new Set(giftIds)]);
  return {
    products: new Map([...found, ...gifts].map((product) => [product.id, product])),
    promotions: byProduct,
    stores: new Map(storeRows.map((store) => [store.id, store])),
  };
}
