// The storefront database. Money is integer satang; localized text is one column per
// language (`*_th`, `*_en`) so a response picks its language without JSON digging.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts.ts';

/** An image on our origin with localized alt text (categories, stores, banners...). */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
  altTh: string;
  altEn: string;
}

export interface StoredTrustMark {
  image: StoredImage;
  linkUrl: string;
}

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  urlKey: text('url_key').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
  image: jsonb('image').$type<StoredImage>().notNull(),
});

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    urlKey: text('url_key').notNull().unique(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    descriptionEn: text('description_en').notNull(),
    provinceTh: text('province_th').notNull(),
    provinceEn: text('province_en').notNull(),
    ratingTenths: integer('rating_tenths').notNull(),
    logo: jsonb('logo').$type<StoredImage>().notNull(),
    banner: jsonb('banner').$type<StoredImage>().notNull(),
  },
  (t) => [index('stores_rating_idx').on(t.ratingTenths, t.id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    urlKey: text('url_key').notNull().unique(),
    sku: text('sku').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    descriptionEn: text('description_en').notNull(),
    keywords: text('keywords').array().notNull(),
    priceSatang: integer('price_satang').notNull(),
    fullPriceSatang: integer('full_price_satang').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    stock: integer('stock').notNull(),
    /** What a unit bought through an affiliate's link earns the affiliate (issue 35). */
    cashbackSatang: integer('cashback_satang').notNull().default(0),
    weightGrams: integer('weight_grams').notNull(),
    ratingTenths: integer('rating_tenths').notNull(),
    ratingCount: integer('rating_count').notNull(),
    soldCount: integer('sold_count').notNull(),
    /** Order of the "recommended" sort, computed at seed time from sales and reviews. */
    popularity: integer('popularity').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    createdAt: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    /** Normalised names and keywords, the recheck of a gram match (see server/features/catalogue/grams.ts). */
    searchText: text('search_text').notNull(),
    /** Character trigrams and word prefixes of searchText, for the GIN index. */
    searchGrams: text('search_grams').array().notNull(),
  },
  (t) => {
    // A sort index per sort, id as tie-breaker, all ascending: a descending sort orders by
    // (col desc, id desc), a backward scan of the same index. The scalar filter columns
    // trail each sort index so that, when the planner walks it for a LIMIT and filters as
    // it goes, it does so in an index-only scan instead of fetching every product row.
    const filters = [t.discountPercent, t.ratingTenths, t.priceSatang, t.categoryId, t.storeId];
    const sortIndex = (name: string, first: AnyPgColumn, ...rest: AnyPgColumn[]) =>
      index(name).on(
        first,
        ...rest,
        t.id,
        ...filters.filter((column) => column !== first && !rest.includes(column)),
      );
    return [
      index('products_search_grams_idx').using('gin', t.searchGrams),
      sortIndex('products_popularity_idx', t.popularity),
      sortIndex('products_created_idx', t.createdAt),
      sortIndex('products_price_idx', t.priceSatang),
      sortIndex('products_sold_idx', t.soldCount),
      sortIndex('products_rating_idx', t.ratingTenths, t.ratingCount),
      index('products_discount_idx').on(t.discountPercent, t.id),
      index('products_category_idx').on(t.categoryId, t.popularity, t.id),
      index('products_store_idx').on(t.storeId, t.popularity, t.id),
      // "Does this store sell in this category?" (the store filter of a category page).
      index('products_category_store_idx').on(t.categoryId, t.storeId),
      check('products_cashback_not_negative', sql`${t.cashbackSatang} >= 0`),
    ];
  },
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altTh: text('alt_th').notNull(),
    altEn: text('alt_en').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sort] })],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [index('product_attributes_product_idx').on(t.productId, t.sort)],
);

export const productAttributeOptions = pgTable(
  'product_attribute_options',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => productAttributes.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    labelTh: text('label_th').notNull(),
    labelEn: text('label_en').notNull(),
    priceDeltaSatang: integer('price_delta_satang').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('product_attribute_options_attribute_idx').on(t.attributeId, t.sort)],
);

/**
 * One row: which database this is, and how many statements have changed the catalogue as a cart
 * describes it (names, prices, images, attributes, options, stores; not stock, which a cart
 * reads every time). Triggers count them (migration 0008), inside the writer's transaction, so a
 * reader sees the count and the change together. The server's cache of those descriptions
 * (server/features/cart/cart-catalogue-cache.ts) keys its entries by both.
 */
export const catalogueGeneration = pgTable('catalogue_generation', {
  database: uuid('database').primaryKey().defaultRandom(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

export const paymentChannels = pgTable('payment_channels', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  kind: text('kind', { enum: ['card', 'transfer', 'promptpay', 'cod'] }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  feeSatang: integer('fee_satang').notNull(),
  days: text('days').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** The heaviest parcel the carrier takes; null for no limit (picked up at the store). */
  maxWeightGrams: integer('max_weight_grams'),
  /** The carrier collects cash on delivery. */
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(false),
});

// Support tables are keyed (product, channel) and indexed by channel, so a filter on
// channel ids is an index probe per product (EXISTS) or a scan of that channel's rows.
export const productPaymentChannels = pgTable(
  'product_payment_channels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    paymentChannelId: integer('payment_channel_id')
      .notNull()
      .references(() => paymentChannels.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.paymentChannelId] }),
    index('product_payment_channels_channel_idx').on(t.paymentChannelId),
  ],
);

export const productShippingMethods = pgTable(
  'product_shipping_methods',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.shippingMethodId] }),
    index('product_shipping_methods_method_idx').on(t.shippingMethodId),
  ],
);

export const campaigns = pgTable('campaigns', {
  id: integer('id').primaryKey(),
  urlKey: text('url_key').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  startsAt: timestamp('starts_at', { mode: 'date', withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { mode: 'date', withTimezone: true }).notNull(),
  enabled: boolean('enabled').notNull(),
  banner: jsonb('banner').$type<StoredImage>().notNull(),
});

export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index('campaign_products_product_idx').on(t.productId),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey(),
    /** 1 discount in baht, 5 buy X get Y free, 7 percent discount. */
    promotionTypeId: integer('promotion_type_id').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    descriptionEn: text('description_en').notNull(),
    startsAt: timestamp('starts_at', { mode: 'date', withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { mode: 'date', withTimezone: true }).notNull(),
    banner: jsonb('banner').$type<StoredImage>().notNull(),
    // Terms; only those of the promotion's type are set.
    discountSatang: integer('discount_satang'),
    discountPercent: integer('discount_percent'),
    buyQuantity: integer('buy_quantity'),
    freeQuantity: integer('free_quantity'),
    freeProductId: integer('free_product_id').references(() => products.id),
  },
  (t) => [index('promotions_ends_idx').on(t.endsAt)],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: ['article', 'live', 'product', 'popup', 'close'] }).notNull(),
    linkUrl: text('link_url').notNull(),
    image: jsonb('image').$type<StoredImage>().notNull(),
    mobileImage: jsonb('mobile_image').$type<StoredImage>(),
    altTh: text('alt_th').notNull(),
    altEn: text('alt_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Close banner only: the site shows /close while true. */
    isShow: boolean('is_show').notNull().default(false),
  },
  (t) => [index('banners_kind_idx').on(t.kind, t.sortOrder)],
);

export const staticPages = pgTable('static_pages', {
  slug: text('slug').primaryKey(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull(),
  htmlTh: text('html_th').notNull(),
  htmlEn: text('html_en').notNull(),
});

/** Company info (business names, logos, contact): one row. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  companyNameTh: text('company_name_th').notNull(),
  companyNameEn: text('company_name_en').notNull(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  addressTh: text('address_th').notNull(),
  addressEn: text('address_en').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone').notNull(),
  lineId: text('line_id').notNull(),
  logoDesktop: jsonb('logo_desktop').$type<StoredImage>().notNull(),
  logoMobile: jsonb('logo_mobile').$type<StoredImage>().notNull(),
  /** Visitor-only site: pages outside a short list go to /seller (or my-profile with a token). */
  visitorOnly: boolean('visitor_only').notNull().default(false),
  /** Live selling switched off sends the live pages to the home page. */
  liveSelling: boolean('live_selling').notNull().default(true),
});

/** Footer about text, contact and social links: one row. */
export const footerConfig = pgTable('footer_config', {
  id: integer('id').primaryKey().default(1),
  aboutUsTextTh: text('about_us_text_th').notNull(),
  aboutUsTextEn: text('about_us_text_en').notNull(),
  contactUsAddressTh: text('contact_us_address_th').notNull(),
  contactUsAddressEn: text('contact_us_address_en').notNull(),
  contactUsTelephone: text('contact_us_telephone').notNull(),
  contactUsFax: text('contact_us_fax').notNull(),
  contactUsEmail: text('contact_us_email').notNull(),
  isFacebook: boolean('is_facebook').notNull(),
  linkFacebook: text('link_facebook').notNull(),
  isInstagram: boolean('is_instagram').notNull(),
  linkInstagram: text('link_instagram').notNull(),
  isLine: boolean('is_line').notNull(),
  linkLine: text('link_line').notNull(),
  footerLogo: jsonb('footer_logo').$type<StoredImage>().notNull(),
  /** The trust-mark certificate banner and the page that verifies it; null shows none. */
  trustMark: jsonb('trust_mark').$type<StoredTrustMark>(),
});

export const shareLinks = pgTable(
  'share_links',
  {
    shortLink: text('short_link').primaryKey(),
    type: text('type', {
      enum: ['product', 'article', 'news', 'promotion', 'store', 'home'],
    }).notNull(),
    /** Product/store urlKey, promotion id as text, '' for home. */
    urlKey: text('url_key').notNull(),
  },
  (t) => [uniqueIndex('share_links_target_idx').on(t.type, t.urlKey)],
);

// Accounts live in their own module; drizzle-kit and the clients see them through this one.
export * from './schema-accounts.ts';

export const recentSearches = pgTable(
  'recent_searches',
  {
    userId: integer('user_id').notNull(),
    search: text('search').notNull(),
    searchedAt: timestamp('searched_at', { mode: 'date', withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.search] }),
    index('recent_searches_latest_idx').on(t.userId, t.searchedAt),
  ],
);

/**
 * A shopper's cart: a signed-in shopper's (at most one each) or a guest's (no owner, reached by
 * its random id alone). `version` grows by one with every write, so a write based on an older
 * read is refused instead of overwriting what another tab or device wrote.
 */
export const carts = pgTable('carts', {
  /** crypto.randomUUID(): the id is all a guest holds, so it must not be guessable. */
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  promotionCode: text('promotion_code').notNull().default(''),
  referer: text('referer').notNull().default(''),
  affiliateCode: text('affiliate_code').notNull().default(''),
  codeShare: text('code_share').notNull().default(''),
  createdAt: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
});

/**
 * A paid line of a cart: a product with one option of each of its attributes (ids sorted, the
 * line's identity with the product). Free gifts are worked out on every read, never stored.
 * Lines go with their product (a re-seeded catalogue takes them along: its ids start again).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionIds: integer('option_ids').array().notNull(),
    /** The product's store, the order the line belongs to. */
    sellerId: integer('seller_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Chosen for checkout, as the shopper left it; the answer also unchooses what is short. */
    isCheckBox: boolean('is_check_box').notNull(),
    /** The order lines were added in, which the cart shows. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId, t.optionIds] })],
);
