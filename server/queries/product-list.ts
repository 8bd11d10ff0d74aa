// The one product-list query behind /product/list, best sellers, and the first products
// of campaigns and promotions. Every filter is a condition an index serves (gram GIN,
// btree columns, EXISTS probes on the support tables) and every sort has its own index,
// so a page stays fast at 100k products.
import { and, asc, count, desc, eq, exists, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { components } from '../../openapi/storefront.d.ts';
import type { Db } from '../db/client.ts';
import {
  campaignProducts,
  campaigns,
  categories,
  productImages,
  productPaymentChannels,
  productShippingMethods,
  products,
  promotionProducts,
  stores,
} from '../db/schema.ts';
import type { Culture } from '../http/handler.ts';
import { baht, imageOf, localize, satang, stars } from '../present.ts';
import { searchTermsOf } from '../search/grams.ts';

type ProductSummary = components['schemas']['ProductSummary'];
export type ProductSort = components['schemas']['ProductSort'];

export interface ProductFilters {
  search?: string | undefined;
  startprice?: number | undefined;
  endprice?: number | undefined;
  /** Comma separated, as in the query string. */
  discount?: string | undefined;
  rating?: string | undefined;
  payment?: string | undefined;
  shipping?: string | undefined;
  category?: string | undefined;
  store?: string | undefined;
  campaign?: string | undefined;
  promotion?: number | undefined;
}

const numbers = (csv: string) => csv.split(',').map(Number);

// Descending sorts end on `id desc` so PostgreSQL reads the ascending index backwards.
const ORDER: Record<ProductSort, SQL[]> = {
  recommended: [desc(products.popularity), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  priceAsc: [asc(products.priceSatang), asc(products.id)],
  priceDesc: [desc(products.priceSatang), desc(products.id)],
  bestSelling: [desc(products.soldCount), desc(products.id)],
  rating: [desc(products.ratingTenths), desc(products.ratingCount), desc(products.id)],
};

/** The product supports any of the ids (an index probe on the support table's primary key). */
function supportsAny(
  db: Db,
  table: PgTable,
  productId: PgColumn,
  optionId: PgColumn,
  ids: number[],
) {
  const match = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq(productId, products.id), inArray(optionId, ids)));
  return exists(match);
}

function conditionsOf(db: Db, filters: ProductFilters): SQL[] {
  const where: SQL[] = [];
  for (const term of searchTermsOf(filters.search ?? '')) {
    const grams = sql.join(
      term.grams.map((gram) => sql`${gram}`),
      sql`, `,
    );
    // The GIN index finds candidates; strpos rechecks that the grams are contiguous.
    where.push(sql`${products.searchGrams} @> array[${grams}]::text[]`);
    where.push(sql`strpos(${products.searchText}, ${term.text}) > 0`);
  }
  if (filters.startprice !== undefined)
    where.push(gte(products.priceSatang, satang(filters.startprice)));
  if (filters.endprice !== undefined)
    where.push(lte(products.priceSatang, satang(filters.endprice)));
  // Buckets are "at least N": several ticked buckets mean the loosest of them.
  if (filters.discount)
    where.push(gte(products.discountPercent, Math.min(...numbers(filters.discount))));
  if (filters.rating)
    where.push(gte(products.ratingTenths, Math.min(...numbers(filters.rating)) * 10));
  if (filters.payment)
    where.push(
      supportsAny(
        db,
        productPaymentChannels,
        productPaymentChannels.productId,
        productPaymentChannels.paymentChannelId,
        numbers(filters.payment),
      ),
    );
  if (filters.shipping)
    where.push(
      supportsAny(
        db,
        productShippingMethods,
        productShippingMethods.productId,
        productShippingMethods.shippingMethodId,
        numbers(filters.shipping),
      ),
    );
  if (filters.category) {
    const category = db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.urlKey, filters.category));
    where.push(sql`${products.categoryId} = (${category})`);
  }
  if (filters.store) {
    const store = db.select({ id: stores.id }).from(stores).where(eq(stores.urlKey, filters.store));
    where.push(sql`${products.storeId} = (${store})`);
  }
  if (filters.campaign) {
    const inCampaign = db
      .select({ one: sql`1` })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(
        and(eq(campaignProducts.productId, products.id), eq(campaigns.urlKey, filters.campaign)),
      );
    where.push(exists(inCampaign));
  }
  if (filters.promotion !== undefined) {
    const inPromotion = db
      .select({ one: sql`1` })
      .from(promotionProducts)
      .where(
        and(
          eq(promotionProducts.productId, products.id),
          eq(promotionProducts.promotionId, filters.promotion),
        ),
      );
    where.push(exists(inPromotion));
  }
  return where;
}

type PageOptions = ProductFilters & { sortBy: ProductSort; pageNo: number; perPage: number };

/** One page of product cards, without the total (suggestions need no count). */
export async function listProductPage(
  db: Db,
  culture: Culture,
  options: PageOptions,
): Promise<ProductSummary[]> {
  const where = and(...conditionsOf(db, options));
  const order = ORDER[options.sortBy];
  // The page's ids first, from products alone (index order, no joins per skipped row), so a
  // deep page costs little more than the first; then the card data of those ids only.
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(options.perPage)
    .offset((options.pageNo - 1) * options.perPage)
    .as('page');
  const rows = await db
    .select({
      id: products.id,
      urlKey: products.urlKey,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      priceSatang: products.priceSatang,
      fullPriceSatang: products.fullPriceSatang,
      discountPercent: products.discountPercent,
      ratingTenths: products.ratingTenths,
      ratingCount: products.ratingCount,
      soldCount: products.soldCount,
      stock: products.stock,
      storeId: stores.id,
      storeUrlKey: stores.urlKey,
      storeNameTh: stores.nameTh,
      storeNameEn: stores.nameEn,
      image: productImages,
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(
      productImages,
      and(eq(productImages.productId, products.id), eq(productImages.sort, 0)),
    )
    .orderBy(...order);
  return rows.map((row) => ({
    id: row.id,
    urlKey: row.urlKey,
    name: localize(culture, row.nameTh, row.nameEn),
    image: imageOf(row.image, culture),
    price: baht(row.priceSatang),
    fullPrice: baht(row.fullPriceSatang),
    discountPercent: row.discountPercent,
    rating: stars(row.ratingTenths),
    ratingCount: row.ratingCount,
    soldCount: row.soldCount,
    availableQuantity: row.stock,
    store: {
      id: row.storeId,
      urlKey: row.storeUrlKey,
      name: localize(culture, row.storeNameTh, row.storeNameEn),
    },
  }));
}

/** How many products match the filters. */
export async function countProducts(db: Db, filters: ProductFilters): Promise<number> {
  // drizzle's count() maps the result with Number: PGlite returns a number, pg a string.
  const [row] = await db
    .select({ count: count() })
    .from(products)
    .where(and(...conditionsOf(db, filters)));
  return row?.count ?? 0;
}

/** A page of product cards and the total that matched, as list operations answer. */
export async function listProductSummaries(db: Db, culture: Culture, options: PageOptions) {
  const [dataList, total] = await Promise.all([
    listProductPage(db, culture, options),
    countProducts(db, options),
  ]);
  return { dataList, count: total };
}
