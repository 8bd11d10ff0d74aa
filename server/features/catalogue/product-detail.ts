// Everything a product page shows: the product with its category and store in one look-up
// by urlKey, then its images, options, running promotions and checkout options side by
// side. Every statement is prepared once per database, with the ids as placeholders.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
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
} from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';
import { optionPriceSatang } from '../shared/offer.ts';
import { baht, imageOf, localize, stars } from '../shared/present.ts';
import { promotionIsRunning } from '../shared/running.ts';
import { paymentChannelOf, shippingMethodOf } from './checkout-options.ts';
import { countProducts } from './product-list.ts';
import { promotionRefOf, selectPromotions } from './promotions.ts';
import { storeOf } from './stores.ts';

type ProductDetail = components['schemas']['ProductDetail'];

const productId = sql.placeholder('productId');

/** The payment channels or shipping methods a product offers, through its support table. */
function checkoutOptionsOf<Options extends typeof paymentChannels | typeof shippingMethods>(
  db: Db,
  options: Options,
  productOf: PgColumn,
  optionOf: PgColumn,
) {
  // drizzle cannot check a table type parameter in from(); widened, the selection keeps it.
  return db
    .select({ option: options })
    .from(options as PgTable)
    .innerJoin(productOf.table, eq(optionOf, options.id))
    .where(eq(productOf, productId))
    .orderBy(asc(options.sortOrder));
}

const prepare = (db: Db) => ({
  product: db
    .select({
      product: {
        id: products.id,
        urlKey: products.urlKey,
        sku: products.sku,
        nameTh: products.nameTh,
        nameEn: products.nameEn,
        descriptionTh: products.descriptionTh,
        descriptionEn: products.descriptionEn,
        keywords: products.keywords,
        priceSatang: products.priceSatang,
        fullPriceSatang: products.fullPriceSatang,
        discountPercent: products.discountPercent,
        stock: products.stock,
        weightGrams: products.weightGrams,
        ratingTenths: products.ratingTenths,
        ratingCount: products.ratingCount,
        soldCount: products.soldCount,
      },
      category: {
        id: categories.id,
        urlKey: categories.urlKey,
        nameTh: categories.nameTh,
        nameEn: categories.nameEn,
      },
      store: stores,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.urlKey, sql.placeholder('urlKey')))
    .prepare('product_detail'),
  images: db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort))
    .prepare('product_detail_images'),
  // Attributes with their options in one statement.
  options: db
    .select({ attribute: productAttributes, option: productAttributeOptions })
    .from(productAttributes)
    .leftJoin(
      productAttributeOptions,
      eq(productAttributeOptions.attributeId, productAttributes.id),
    )
    .where(eq(productAttributes.productId, productId))
    .orderBy(asc(productAttributes.sort), asc(productAttributeOptions.sort))
    .prepare('product_detail_options'),
  promotions: selectPromotions(
    db,
    and(
      inArray(
        promotions.id,
        db
          .select({ id: promotionProducts.promotionId })
          .from(promotionProducts)
          .where(eq(promotionProducts.productId, productId)),
      ),
      promotionIsRunning(),
    ) as SQL,
  ).prepare('product_detail_promotions'),
  payments: checkoutOptionsOf(
    db,
    paymentChannels,
    productPaymentChannels.productId,
    productPaymentChannels.paymentChannelId,
  ).prepare('product_detail_payments'),
  shippings: checkoutOptionsOf(
    db,
    shippingMethods,
    productShippingMethods.productId,
    productShippingMethods.shippingMethodId,
  ).prepare('product_detail_shippings'),
});

const queriesOf = perDatabase(prepare);

export async function findProductDetail(
  db: Db,
  culture: Culture,
  urlKey: string,
): Promise<ProductDetail | undefined> {
  const queries = queriesOf(db);
  const [row] = await queries.product.execute({ urlKey });
  if (!row) return undefined;
  const { product, category, store } = row;
  const ids = { productId: product.id };
  const [images, options, promotionRows, payments, shippings, storeProductCount] =
    await Promise.all([
      queries.images.execute(ids),
      queries.options.execute(ids),
      queries.promotions.execute(ids),
      queries.payments.execute(ids),
      queries.shippings.execute(ids),
      countProducts(db, { store: store.urlKey }),
    ]);
  const productImage = images.map((image) => imageOf(image, culture));
  const [mainImage] = productImage;
  if (!mainImage) throw new Error(`product ${product.urlKey} has no image`);
  const attributes = new Map<number, ProductDetail['attributes'][number]>();
  for (const { attribute, option } of options) {
    let entry = attributes.get(attribute.id);
    if (!entry) {
      entry = {
        id: attribute.id,
        name: localize(culture, attribute.nameTh, attribute.nameEn),
        options: [],
      };
      attributes.set(attribute.id, entry);
    }
    if (option)
      entry.options.push({
        id: option.id,
        label: localize(culture, option.labelTh, option.labelEn),
        price: baht(optionPriceSatang(product.priceSatang, option)),
        availableQuantity: option.stock,
      });
  }
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
    attributes: [...attributes.values()],
    category: {
      id: category.id,
      urlKey: category.urlKey,
      name: localize(culture, category.nameTh, category.nameEn),
    },
    store: storeOf(store, storeProductCount, culture),
    promotions: promotionRows.map((promotion) => promotionRefOf(promotion, culture)),
    shippingMethods: shippings.map(({ option }) => shippingMethodOf(option, culture)),
    paymentChannels: payments.map(({ option }) => paymentChannelOf(option, culture)),
  };
}
