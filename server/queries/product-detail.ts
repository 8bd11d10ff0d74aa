// Everything a product page shows, in a handful of indexed look-ups by product id.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { components } from '../../openapi/storefront.d.ts';
import type { Db } from '../db/client.ts';
import {
  categories,
  paymentChannels,
  productAttributeOptions,
  productAttributes,
  productImages,
  productPaymentChannels,
  productShippingMethods,
  products,
  promotionProducts,
  promotions,
  shippingMethods,
  stores,
} from '../db/schema.ts';
import type { Culture } from '../http/handler.ts';
import { baht, imageOf, localize, stars } from '../present.ts';
import { paymentChannelOf, shippingMethodOf } from './checkout-options.ts';
import { promotionIsRunning, promotionRefOf, selectPromotions } from './promotions.ts';
import { findStore } from './stores.ts';

type ProductDetail = components['schemas']['ProductDetail'];

export async function findProductDetail(
  db: Db,
  culture: Culture,
  urlKey: string,
): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.urlKey, urlKey));
  if (!row) return undefined;
  const { product, category } = row;
  const promotionIds = db
    .select({ id: promotionProducts.promotionId })
    .from(promotionProducts)
    .where(eq(promotionProducts.productId, product.id));
  const [store, images, attributes, options, promotionRows, payments, shippings] =
    await Promise.all([
      findStore(db, culture, eq(stores.id, product.storeId)),
      db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, product.id))
        .orderBy(asc(productImages.sort)),
      db
        .select()
        .from(productAttributes)
        .where(eq(productAttributes.productId, product.id))
        .orderBy(asc(productAttributes.sort)),
      db
        .select({ option: productAttributeOptions })
        .from(productAttributeOptions)
        .innerJoin(productAttributes, eq(productAttributes.id, productAttributeOptions.attributeId))
        .where(eq(productAttributes.productId, product.id))
        .orderBy(asc(productAttributeOptions.sort)),
      selectPromotions(db, and(inArray(promotions.id, promotionIds), promotionIsRunning()) as SQL),
      db
        .select({ channel: paymentChannels })
        .from(productPaymentChannels)
        .innerJoin(paymentChannels, eq(paymentChannels.id, productPaymentChannels.paymentChannelId))
        .where(eq(productPaymentChannels.productId, product.id))
        .orderBy(asc(paymentChannels.sortOrder)),
      db
        .select({ method: shippingMethods })
        .from(productShippingMethods)
        .innerJoin(shippingMethods, eq(shippingMethods.id, productShippingMethods.shippingMethodId))
        .where(eq(productShippingMethods.productId, product.id))
        .orderBy(asc(shippingMethods.sortOrder)),
    ]);
  if (!store) return undefined;
  const productImage = images.map((image) => imageOf(image, culture));
  const [mainImage] = productImage;
  if (!mainImage) throw new Error(`product ${product.urlKey} has no image`);
  return {
    id: product.id,
    urlKey: product.urlKey,
    sku: product.sku,
    name: localize(culture, product.nameTh, product.nameEn),
    description: localize(culture, product.descriptionTh, product.descriptionEn),
    keywords: product.keywords,
    image: mainImage,
    images: productImage,
    price: baht(product.priceSatang),
    fullPrice: baht(product.fullPriceSatang),
    discountPercent: product.discountPercent,
    rating: stars(product.ratingTenths),
    ratingCount: product.ratingCount,
    soldCount: product.soldCount,
    stock: product.stock,
    availableQuantity: product.stock,
    weightGrams: product.weightGrams,
    attributes: attributes.map((attribute) => ({
      id: attribute.id,
      name: localize(culture, attribute.nameTh, attribute.nameEn),
      options: options
        .filter(({ option }) => option.attributeId === attribute.id)
        .map(({ option }) => ({
          id: option.id,
          label: localize(culture, option.labelTh, option.labelEn),
          price: baht(product.priceSatang + option.priceDeltaSatang),
          availableQuantity: option.stock,
        })),
    })),
    category: {
      id: category.id,
      urlKey: category.urlKey,
      name: localize(culture, category.nameTh, category.nameEn),
    },
    store,
    promotions: promotionRows.map((promotion) => promotionRefOf(promotion, culture)),
    shippingMethods: shippings.map(({ method }) => shippingMethodOf(method, culture)),
    paymentChannels: payments.map(({ channel }) => paymentChannelOf(channel, culture)),
  };
}
