// The one product-list query behind /product/list, best sellers, and the first products
// of campaigns and promotions. Every filter is a condition an index serves (gram GIN,
// btree columns, EXISTS probes on the support tables) and every sort has its own index,
// so a page stays fast at 100k products.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { ExpiringMap } from '../../db/expiring-map.ts';
import { perDatabase } from '../../db/per-database.ts';
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
} from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';
import { baht, localize, satang, stars } from '../shared/present.ts';
import { searchTermsOf } from './grams.ts';

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

/**
 * The values of one request, bound as placeholders: the SQL then depends only on which
 * filters are present (the shape), so one prepared statement serves every value of it.
 */
class Bindings {
  readonly values: Record<string, unknown> = {};

  readonly bind = (name: string, value: unknown) => {
    this.values[name] = value;
    return sql.placeholder(name);
  };

  get shape(): string {
    return Object.keys(this.values).join(',');
  }
}

/** The product supports any of the ids (an index probe on the support table's primary key). */
function supportsAny(
  db: Db,
  table: PgTable,
  productId: PgColumn,
  optionId: PgColumn,
  ids: Placeholder,
) {
  const match = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq(productId, products.id), sql`${optionId} = any(${ids}::int[])`));
  return exists(match);
}

function conditionsOf(db: Db, filters: ProductFilters, bindings: Bindings): SQL[] {
  const { bind } = bindings;
  const where: SQL[] = [];
  searchTermsOf(filters.search ?? '').forEach((term, i) => {
    // The GIN index finds candidates; strpos rechecks that the grams are contiguous.
    where.push(sql`${products.searchGrams} @> ${bind(`grams${i}`, term.grams)}::text[]`);
    where.push(sql`strpos(${products.searchText}, ${bind(`term${i}`, term.text)}) > 0`);
  });
  if (filters.startprice !== undefined)
    where.push(gte(products.priceSatang, bind('startprice', satang(filters.startprice))));
  if (filters.endprice !== undefined)
    where.push(lte(products.priceSatang, bind('endprice', satang(filters.endprice))));
  // Buckets are "at least N": several ticked buckets mean the loosest of them.
  if (filters.discount)
    where.push(
      gte(products.discountPercent, bind('discount', Math.min(...numbers(filters.discount)))),
    );
  if (filters.rating)
    where.push(
      gte(products.ratingTenths, bind('rating', Math.min(...numbers(filters.rating)) * 10)),
    );
  if (filters.payment)
    where.push(
      supportsAny(
        db,
        productPaymentChannels,
        productPaymentChannels.productId,
        productPaymentChannels.paymentChannelId,
        bind('payment', numbers(filters.payment)),
      ),
    );
  if (filters.shipping)
    where.push(
      supportsAny(
        db,
        productShippingMethods,
        productShippingMethods.productId,
        productShippingMethods.shippingMethodId,
        bind('shipping', numbers(filters.shipping)),
      ),
    );
  if (filters.category) {
    const category = db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.urlKey, bind('category', filters.category)));
    where.push(sql`${products.categoryId} = (${category})`);
  }
  if (filters.store) {
    const store = db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.urlKey, bind('store', filters.store)));
    where.push(sql`${products.storeId} = (${store})`);
  }
  if (filters.campaign) {
    const inCampaign = db
      .select({ one: sql`1` })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(
        and(
          eq(campaignProducts.productId, products.id),
          eq(campaigns.urlKey, bind('campaign', filters.campaign)),
        ),
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
          eq(promotionProducts.promotionId, bind('promotion', filters.promotion)),
        ),
      );
    where.push(exists(inPromotion));
  }
  return where;
}

/** The filters of a request, bound: its WHERE clause and the values for it. */
function filtered(db: Db, filters: ProductFilters) {
  const bindings = new Bindings();
  const where = and(...conditionsOf(db, filters, bindings));
  return { where, bindings };
}

type PageOptions = ProductFilters & { sortBy: ProductSort; pageNo: number; perPage: number };

/** Most shapes prepared per database; rarer ones (a search of many words) run unprepared. */
const MAX_PREPARED_SHAPES = 200;
/** A count may be this stale: paging through one filter set counts once, not every page. */
const COUNT_TTL_MS = 30_000;

function buildPageQuery(db: Db, where: SQL | undefined, sortBy: ProductSort, culture: Culture) {
  const order = ORDER[sortBy];
  // The page's ids first, from products alone (index order, no joins per skipped row), so a
  // deep page costs little more than the first; then the card data of those ids only. As
  // `id = any(array(...))` the planner expects a handful of ids, so even the generic plan
  // joins by index (joined as a subquery, it expected a tenth of the table and hashed it all).
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return cardsQuery(
    db,
    culture,
    sql.join(order, sql`, `),
    sql`${products.id} = any(array(${pageIds}))`,
  );
}

/**
 * The cards of the products `where` picks, as one JSON array of arrays in `order`: decoding 17
 * text columns of 20 rows one by one cost the server (the single thread that limits the list's
 * throughput) twice what one JSON.parse does. Arrays, not objects: json_build_object's keys
 * doubled PostgreSQL's time per page.
 */
function cardsQuery(db: Db, culture: Culture, order: SQL, where: SQL) {
  const values = sql.join(Object.values(cardColumns(culture)), sql`, `);
  return db
    .select({
      rows: sql<string>`coalesce(json_agg(json_build_array(${values}) order by ${order}), '[]')::text`,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(
      productImages,
      and(eq(productImages.productId, products.id), eq(productImages.sort, 0)),
    )
    .where(where);
}

/** What a card shows, in the order the page query writes it; only the culture's texts. */
const cardColumns = (culture: Culture) => ({
  id: products.id,
  urlKey: products.urlKey,
  name: localize(culture, products.nameTh, products.nameEn),
  priceSatang: products.priceSatang,
  fullPriceSatang: products.fullPriceSatang,
  discountPercent: products.discountPercent,
  ratingTenths: products.ratingTenths,
  ratingCount: products.ratingCount,
  soldCount: products.soldCount,
  stock: products.stock,
  storeId: stores.id,
  storeUrlKey: stores.urlKey,
  storeName: localize(culture, stores.nameTh, stores.nameEn),
  imageUrl: productImages.url,
  imageWidth: productImages.width,
  imageHeight: productImages.height,
  imageAlt: localize(culture, productImages.altTh, productImages.altEn),
});

type CardRow = SelectResultFields<ReturnType<typeof cardColumns>>;
// Column names in the query's order (the same for both cultures).
const CARD_KEYS = Object.keys(cardColumns('th')) as (keyof CardRow)[];

/** One row of the page's JSON, named by its columns. */
function cardRowOf(values: unknown[]): CardRow {
  const row: Partial<Record<keyof CardRow, unknown>> = {};
  CARD_KEYS.forEach((key, i) => {
    row[key] = values[i];
  });
  return row as CardRow;
}

type PageQuery = ReturnType<ReturnType<typeof buildPageQuery>['prepare']>;

// drizzle's count() maps the result with Number: PGlite returns a number, pg a string.
const buildCountQuery = (db: Db, where: SQL | undefined) =>
  db.select({ count: count() }).from(products).where(where);

type CountQuery = ReturnType<ReturnType<typeof buildCountQuery>['prepare']>;

// Building SQL text costs more than running the statement: each shape is built once per
// database and prepared, under a name PostgreSQL plans once per connection.
const preparedOf = perDatabase(() => ({
  pages: new Map<string, PageQuery>(),
  counts: new Map<string, CountQuery>(),
  totals: new ExpiringMap<number>(COUNT_TTL_MS, 1_000),
}));

function prepared<Q>(
  cache: Map<string, Q>,
  key: string,
  prefix: string,
  build: (name: string) => Q,
) {
  const hit = cache.get(key);
  if (hit) return hit;
  if (cache.size >= MAX_PREPARED_SHAPES) return build(''); // unnamed: planned every time
  const query = build(`${prefix}_${cache.size}`);
  cache.set(key, query);
  return query;
}

/** One page of product cards, without the total (suggestions need no count). */
export async function listProductPage(
  db: Db,
  culture: Culture,
  options: PageOptions,
): Promise<ProductSummary[]> {
  const { where, bindings } = filtered(db, options);
  const query = prepared(
    preparedOf(db).pages,
    `${culture}|${options.sortBy}|${bindings.shape}`,
    'product_page',
    (name) => buildPageQuery(db, where, options.sortBy, culture).prepare(name),
  );
  const [row] = await query.execute({
    ...bindings.values,
    limit: options.perPage,
    offset: (options.pageNo - 1) * options.perPage,
  });
  return summariesOf(row?.rows);
}

/** The cards of a page's JSON, in its order. */
function summariesOf(rows: string | undefined): ProductSummary[] {
  return (JSON.parse(rows ?? '[]') as unknown[][]).map((values) => {
    const card = cardRowOf(values);
    return {
      id: card.id,
      urlKey: card.urlKey,
      name: card.name,
      image: {
        url: card.imageUrl,
        width: card.imageWidth,
        height: card.imageHeight,
        alt: card.imageAlt,
      },
      price: baht(card.priceSatang),
      fullPrice: baht(card.fullPriceSatang),
      discountPercent: card.discountPercent,
      rating: stars(card.ratingTenths),
      ratingCount: card.ratingCount,
      soldCount: card.soldCount,
      availableQuantity: card.stock,
      store: { id: card.storeId, urlKey: card.storeUrlKey, name: card.storeName },
    };
  });
}

/** The cards of products `ids`, in the order of `ids` (one gone is left out). */
export async function productCardsOf(
  db: Db,
  culture: Culture,
  ids: number[],
): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  const listed = sql.param(ids);
  const [row] = await cardsQuery(
    db,
    culture,
    sql`array_position(${listed}::int[], ${products.id})`,
    sql`${products.id} = any(${listed}::int[])`,
  );
  return summariesOf(row?.rows);
}

/**
 * How many products match the filters, counted at most once per COUNT_TTL_MS for the same
 * filters. Nothing writes products while the server runs (the seed runs before it); a
 * product-editing operation must clear these totals.
 */
export async function countProducts(db: Db, filters: ProductFilters): Promise<number> {
  const { where, bindings } = filtered(db, filters);
  const { counts, totals } = preparedOf(db);
  const key = `${bindings.shape}|${JSON.stringify(bindings.values)}`;
  const cached = totals.get(key);
  if (cached !== undefined) return cached;
  const query = prepared(counts, bindings.shape, 'product_count', (name) =>
    buildCountQuery(db, where).prepare(name),
  );
  const [row] = await query.execute(bindings.values);
  const total = row?.count ?? 0;
  totals.set(key, total);
  return total;
}

/** A page of product cards and the total that matched, as list operations answer. */
export async function listProductSummaries(db: Db, culture: Culture, options: PageOptions) {
  const [dataList, total] = await Promise.all([
    listProductPage(db, culture, options),
    countProducts(db, options),
  ]);
  return { dataList, count: total };
}
