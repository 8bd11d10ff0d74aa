// The catalogue as a cart knows it: its products (with stock), running promotions and sellers
// (cart-catalogue.ts reads it), and a product's description as the server keeps it between
// reads (cart-catalogue-cache.ts). All read-only: one product is shared by every catalogue that
// finds it with the same stock, and its description by every request, so a change to one would
// show in the others.

export interface CatalogueOption {
  readonly id: number;
  readonly labelTh: string;
  readonly labelEn: string;
  readonly priceDeltaSatang: number;
  readonly stock: number;
}

export interface CatalogueAttribute {
  readonly id: number;
  readonly nameTh: string;
  readonly nameEn: string;
  /** In the order the product page shows them. */
  readonly options: readonly CatalogueOption[];
}

export interface CatalogueProduct {
  readonly id: number;
  readonly urlKey: string;
  readonly sku: string;
  readonly nameTh: string;
  readonly nameEn: string;
  readonly priceSatang: number;
  readonly stock: number;
  readonly storeId: number;
  readonly imageUrl: string;
  /** In the order the product page shows them. */
  readonly attributes: readonly CatalogueAttribute[];
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

/** A product as the cache keeps it: everything but its stock and its options' stock. */
export interface DescribedProduct extends Omit<CatalogueProduct, 'stock' | 'attributes'> {
  readonly attributes: readonly (Omit<CatalogueAttribute, 'options'> & {
    readonly options: readonly Omit<CatalogueOption, 'stock'>[];
  })[];
}
