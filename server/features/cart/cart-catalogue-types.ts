// The catalogue as a cart knows it: its products (with stock), running promotions and sellers
// (cart-catalogue.ts reads it), and a product's description as the server keeps it between
// reads (cart-catalogue-cache.ts).

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

/** A product as the cache keeps it: everything but its stock and its options' stock. */
export interface DescribedProduct extends Omit<CatalogueProduct, 'stock' | 'attributes'> {
  attributes: (Omit<CatalogueAttribute, 'options'> & {
    options: Omit<CatalogueOption, 'stock'>[];
  })[];
}
