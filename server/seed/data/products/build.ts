// Builds SeedProduct records from a compact description so each catalogue file reads like
// a shop's price list: prices in baht, images and channel codes derived.
import { productImage } from '../images.ts';
import type { L10n, SeedAttribute, SeedAttributeOption, SeedProduct } from '../types.ts';

export const baht = (amount: number): number => Math.round(amount * 100);

export function option(
  th: string,
  en: string,
  priceDeltaBaht: number,
  stock: number,
): SeedAttributeOption {
  return { label: { th, en }, priceDeltaSatang: baht(priceDeltaBaht), stock };
}

export const sizeAttribute = (...options: SeedAttributeOption[]): SeedAttribute => ({
  name: { th: 'ขนาด', en: 'Size' },
  options,
});

export const packAttribute = (...options: SeedAttributeOption[]): SeedAttribute => ({
  name: { th: 'จำนวนต่อแพ็ก', en: 'Pack' },
  options,
});

/** What each store offers unless a product says otherwise. */
const storeChannels: Record<string, { payment: string[]; shipping: string[] }> = {
  'baan-phueng-doi-saket': {
    payment: ['credit-card', 'bank-transfer', 'promptpay', 'cod'],
    shipping: ['thaipost-ems', 'kerry-express', 'flash-express'],
  },
  'suan-lamyai-lamphun': {
    payment: ['credit-card', 'bank-transfer', 'promptpay', 'cod'],
    shipping: ['thaipost-ems', 'flash-express'],
  },
  'rai-sukjai-nakhon-pathom': {
    payment: ['credit-card', 'bank-transfer', 'promptpay', 'cod'],
    shipping: ['kerry-express', 'flash-express'],
  },
  'khrua-samunphrai-bangkok': {
    payment: ['credit-card', 'bank-transfer', 'promptpay', 'cod'],
    shipping: ['thaipost-ems', 'kerry-express', 'flash-express', 'store-pickup'],
  },
  'rai-cha-mae-salong': {
    payment: ['credit-card', 'bank-transfer', 'promptpay'],
    shipping: ['thaipost-ems', 'kerry-express'],
  },
};

type Stock =
  | { stock: number; attribute?: undefined }
  | { attribute: SeedAttribute; stock?: undefined };

export type ProductSpec = Stock & {
  urlKey: string;
  sku: string;
  name: L10n;
  description: L10n;
  keywords: string[];
  storeKey: string;
  priceBaht: number;
  /** List price when discounted. */
  fullPriceBaht?: number;
  weightGrams: number;
  rating: number;
  ratingCount: number;
  soldCount: number;
  createdDaysAgo: number;
  imageCount: 1 | 2 | 3 | 4;
  paymentChannelCodes?: string[];
  shippingMethodCodes?: string[];
};

/** Returns a builder for the products of one category. */
export function productsOf(categoryKey: string) {
  return (spec: ProductSpec): SeedProduct => {
    const channels = storeChannels[spec.storeKey];
    if (!channels) throw new Error(`Unknown store ${spec.storeKey} for ${spec.urlKey}`);
    const attributes = spec.attribute ? [spec.attribute] : [];
    const stock = spec.attribute
      ? spec.attribute.options.reduce((sum, o) => sum + o.stock, 0)
      : spec.stock;
    return {
      urlKey: spec.urlKey,
      sku: spec.sku,
      name: spec.name,
      description: spec.description,
      keywords: spec.keywords,
      categoryKey,
      storeKey: spec.storeKey,
      priceSatang: baht(spec.priceBaht),
      fullPriceSatang: baht(spec.fullPriceBaht ?? spec.priceBaht),
      stock,
      weightGrams: spec.weightGrams,
      rating: spec.rating,
      ratingCount: spec.ratingCount,
      soldCount: spec.soldCount,
      createdDaysAgo: spec.createdDaysAgo,
      attributes,
      images: Array.from({ length: spec.imageCount }, (_, i) =>
        productImage(spec.urlKey, i + 1, spec.name),
      ),
      paymentChannelCodes: spec.paymentChannelCodes ?? channels.payment,
      shippingMethodCodes: spec.shippingMethodCodes ?? channels.shipping,
    };
  };
}
