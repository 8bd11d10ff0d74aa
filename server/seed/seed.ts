// Loads the seed catalogue (server/seed/data) into the database. With `size` above the
// base catalogue it adds deterministic variants of the base products (names suffixed,
// prices and stock varied, no reviews) so lists and search can be measured at scale.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/tables.ts';
import { searchIndexOf } from '../features/catalogue/grams.ts';
import { type ShareTargetType, shareLinkOf } from '../features/catalogue/share-link.ts';
import { seedAccounts } from './accounts.ts';
import type { ImageRef, SeedCatalogue, SeedProduct, SeedPromotion } from './data/types.ts';
import { importedRating, importedReviews } from './imported-reviews.ts';

export interface SeedOptions {
  /** Total number of products; at least the base catalogue. */
  size?: number;
  /** Products per insert statement (stays far below PostgreSQL's 65,535 parameters). */
  batchSize?: number;
  onProgress?: (inserted: number, total: number) => void;
  /** The demo accounts, with their known password (not on a public shop; seedAccounts). */
  demoAccounts?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const stored = (image: ImageRef): t.StoredImage => ({
  url: image.path,
  width: image.width,
  height: image.height,
  altTh: image.alt.th,
  altEn: image.alt.en,
});

const daysFromNow = (now: number, days: number) => new Date(now + days * DAY_MS);

/**
 * Each target's short link, made with it (a share GET never writes). Targets the seed gives a
 * code of its own keep it: those are inserted first and win the unique (type, urlKey).
 */
async function insertShareLinks(db: Db, type: ShareTargetType, urlKeys: string[]) {
  if (!urlKeys.length) return;
  await db
    .insert(t.shareLinks)
    .values(urlKeys.map((urlKey) => ({ shortLink: shareLinkOf(type, urlKey), type, urlKey })))
    .onConflictDoNothing();
}

/** Variant `n` (1-based) of a base product: deterministic, so every seed run is the same. */
function variantOf(base: SeedProduct, n: number): SeedProduct {
  // Spread of 80%..120% of the base price, whole baht, from a fixed integer sequence.
  const factor = 0.8 + ((n * 37 + base.urlKey.length * 11) % 41) / 100;
  const price = Math.max(100, Math.round((base.priceSatang * factor) / 100) * 100);
  const fullPrice = Math.max(price, Math.round((base.fullPriceSatang * factor) / 100) * 100);
  return {
    ...base,
    urlKey: `${base.urlKey}-v${n}`,
    sku: `${base.sku}-V${n}`,
    name: { th: `${base.name.th} ชุดที่ ${n + 1}`, en: `${base.name.en}, set ${n + 1}` },
    priceSatang: price,
    fullPriceSatang: fullPrice,
    stock: (base.stock * 7 + n * 13) % 120,
    // No reviews of their own (so no rating): a large catalogue needs no million reviews.
    rating: 0,
    ratingCount: 0,
    soldCount: (base.soldCount * 5 + n * 29) % 5000,
    createdDaysAgo: (base.createdDaysAgo + n * 3) % 720,
    // Attribute stock must still sum to the product's stock: variants sell one option.
    attributes: [],
  };
}

export function catalogueProducts(catalogue: SeedCatalogue, size: number): SeedProduct[] {
  const base = catalogue.products;
  const all = [...base];
  for (let i = base.length; i < size; i++) {
    const template = base[i % base.length];
    if (template) all.push(variantOf(template, Math.floor(i / base.length)));
  }
  return all;
}

/**
 * What a unit earns an affiliate: 2 to 5 percent of its price (varied by the product, so the
 * figures differ), whole satang rounded down.
 */
const cashbackOf = (p: SeedProduct) =>
  Math.floor((p.priceSatang * (2 + (p.urlKey.length % 4))) / 100);

const discountPercentOf = (price: number, fullPrice: number) =>
  fullPrice > price ? Math.round(((fullPrice - price) * 100) / fullPrice) : 0;

function idsByKey<K>(rows: { key: K; id: number }[]): Map<K, number> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

function idOf<K>(ids: Map<K, number>, key: K, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return id;
}

function promotionTerms(promotion: SeedPromotion, productIds: Map<string, number>) {
  switch (promotion.promotionTypeId) {
    case 1:
      return { discountSatang: promotion.discountSatang };
    case 5:
      return {
        buyQuantity: promotion.buyQuantity,
        freeQuantity: promotion.freeQuantity,
        freeProductId: idOf(productIds, promotion.freeProductUrlKey, 'product'),
      };
    case 7:
      return { discountPercent: promotion.discountPercent };
  }
}

async function insertProducts(
  db: Db,
  list: SeedProduct[],
  refs: {
    now: number;
    categories: Map<string, number>;
    stores: Map<string, number>;
    payments: Map<string, number>;
    shippings: Map<string, number>;
  },
): Promise<Map<string, number>> {
  const inserted = await db
    .insert(t.products)
    .values(
      list.map((p) => ({
        urlKey: p.urlKey,
        sku: p.sku,
        nameTh: p.name.th,
        nameEn: p.name.en,
        descriptionTh: p.description.th,
        descriptionEn: p.description.en,
        keywords: p.keywords,
        priceSatang: p.priceSatang,
        fullPriceSatang: p.fullPriceSatang,
        discountPercent: discountPercentOf(p.priceSatang, p.fullPriceSatang),
        stock: p.stock,
        cashbackSatang: cashbackOf(p),
        weightGrams: p.weightGrams,
        ratingTenths: importedRating(p).tenths,
        ratingCount: importedRating(p).count,
        soldCount: p.soldCount,
        // "Recommended": what sells, weighted by how well it is reviewed.
        popularity: Math.round(p.soldCount + p.ratingCount * p.rating),
        categoryId: idOf(refs.categories, p.categoryKey, 'category'),
        storeId: idOf(refs.stores, p.storeKey, 'store'),
        createdAt: daysFromNow(refs.now, -p.createdDaysAgo),
        ...searchIndexOf([p.name.th, p.name.en, ...p.keywords]),
      })),
    )
    .returning({ key: t.products.urlKey, id: t.products.id });
  const ids = idsByKey(inserted);
  const images = list.flatMap((p) =>
    p.images.map((image, sort) => ({
      productId: idOf(ids, p.urlKey, 'product'),
      sort,
      ...stored(image),
    })),
  );
  const payments = list.flatMap((p) =>
    p.paymentChannelCodes.map((code) => ({
      productId: idOf(ids, p.urlKey, 'product'),
      paymentChannelId: idOf(refs.payments, code, 'payment channel'),
    })),
  );
  const shippings = list.flatMap((p) =>
    p.shippingMethodCodes.map((code) => ({
      productId: idOf(ids, p.urlKey, 'product'),
      shippingMethodId: idOf(refs.shippings, code, 'shipping method'),
    })),
  );
  if (images.length) await db.insert(t.productImages).values(images);
  if (payments.length) await db.insert(t.productPaymentChannels).values(payments);
  if (shippings.length) await db.insert(t.productShippingMethods).values(shippings);
  const reviews = list.flatMap((p) => importedReviews(p, idOf(ids, p.urlKey, 'product'), refs.now));
  if (reviews.length) await db.insert(t.productReviews).values(reviews);
  await insertShareLinks(
    db,
    'product',
    list.map((p) => p.urlKey),
  );
  for (const p of list) {
    for (const [sort, attribute] of p.attributes.entries()) {
      const [row] = await db
        .insert(t.productAttributes)
        .values({
          productId: idOf(ids, p.urlKey, 'product'),
          sort,
          nameTh: attribute.name.th,
          nameEn: attribute.name.en,
        })
        .returning({ id: t.productAttributes.id });
      if (!row) throw new Error('seed: attribute not inserted');
      await db.insert(t.productAttributeOptions).values(
        attribute.options.map((option, optionSort) => ({
          attributeId: row.id,
          sort: optionSort,
          labelTh: option.label.th,
          labelEn: option.label.en,
          priceDeltaSatang: option.priceDeltaSatang,
          stock: option.stock,
        })),
      );
    }
  }
  return ids;
}

/**
 * Empties every catalogue table (accounts, sessions and recent searches stay), the coupons and
 * the carts; CASCADE takes the orders and payments along: their lines name products by ids that
 * start again.
 */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.execute(sql`truncate table ${t.carts}, ${t.coupons},
    ${t.shareLinks}, ${t.banners}, ${t.staticPages}, ${t.settings}, ${t.footerConfig},
    ${t.promotionProducts}, ${t.promotions}, ${t.campaignProducts}, ${t.campaigns},
    ${t.productAttributeOptions}, ${t.productAttributes}, ${t.productImages},
    ${t.productPaymentChannels}, ${t.productShippingMethods}, ${t.products},
    ${t.paymentChannels}, ${t.shippingMethods}, ${t.stores}, ${t.categories}
    restart identity cascade`);
}

/** Seeds in one transaction: a seed cut short leaves an empty database, seeded again next start. */
export async function seedDatabase(
  db: Db,
  catalogue: SeedCatalogue,
  options: SeedOptions = {},
): Promise<{ products: number }> {
  const result = await db.transaction((tx) => seedTables(tx, catalogue, options));
  // Fresh statistics for the planner, and a visibility map so counts can be index-only
  // scans. PGlite runs no autovacuum, so without this a bulk load stays unanalysed.
  await db.execute(sql`vacuum analyze`);
  return result;
}

async function seedTables(
  db: Db,
  catalogue: SeedCatalogue,
  options: SeedOptions,
): Promise<{ products: number }> {
  const now = Date.now();
  const list = catalogueProducts(catalogue, options.size ?? catalogue.products.length);
  const batchSize = options.batchSize ?? 1000;
  if (catalogue.shareLinks.length) {
    await db.insert(t.shareLinks).values(catalogue.shareLinks);
  }
  if (catalogue.coupons.length) {
    await db.insert(t.coupons).values(
      catalogue.coupons.map((c) => ({
        code: c.code,
        nameTh: c.name.th,
        nameEn: c.name.en,
        discountSatang: c.discountSatang ?? null,
        discountPercent: c.discountPercent ?? null,
        maxDiscountSatang: c.maxDiscountSatang ?? null,
        minSpendSatang: c.minSpendSatang,
        startsAt: daysFromNow(now, -c.startsDaysAgo),
        endsAt: daysFromNow(now, c.endsInDays),
        maxUses: c.maxUses ?? null,
        maxUsesPerCustomer: c.maxUsesPerCustomer ?? null,
      })),
    );
  }

  const payments = idsByKey(
    await db
      .insert(t.paymentChannels)
      .values(
        catalogue.paymentChannels.map((c) => ({
          code: c.code,
          nameTh: c.name.th,
          nameEn: c.name.en,
          kind: c.kind,
          sortOrder: c.sortOrder,
        })),
      )
      .returning({ key: t.paymentChannels.code, id: t.paymentChannels.id }),
  );
  const shippings = idsByKey(
    await db
      .insert(t.shippingMethods)
      .values(
        catalogue.shippingMethods.map((m) => ({
          code: m.code,
          nameTh: m.name.th,
          nameEn: m.name.en,
          feeSatang: m.feeSatang,
          days: m.days,
          sortOrder: m.sortOrder,
          maxWeightGrams: m.maxWeightGrams ?? null,
          cashOnDelivery: m.cashOnDelivery,
        })),
      )
      .returning({ key: t.shippingMethods.code, id: t.shippingMethods.id }),
  );
  const categoryIds = new Map<string, number>();
  for (const c of catalogue.categories) {
    const [row] = await db
      .insert(t.categories)
      .values({
        urlKey: c.urlKey,
        nameTh: c.name.th,
        nameEn: c.name.en,
        descriptionTh: c.description.th,
        descriptionEn: c.description.en,
        sortOrder: c.sortOrder,
        image: stored(c.image),
      })
      .returning({ id: t.categories.id });
    if (row) categoryIds.set(c.key, row.id);
  }
  const storeIds = new Map<string, number>();
  for (const s of catalogue.stores) {
    const [row] = await db
      .insert(t.stores)
      .values({
        urlKey: s.urlKey,
        nameTh: s.name.th,
        nameEn: s.name.en,
        descriptionTh: s.description.th,
        descriptionEn: s.description.en,
        provinceTh: s.province.th,
        provinceEn: s.province.en,
        ratingTenths: Math.round(s.rating * 10),
        logo: stored(s.logo),
        banner: stored(s.banner),
      })
      .returning({ id: t.stores.id });
    if (row) storeIds.set(s.key, row.id);
  }

  const productIds = new Map<string, number>();
  const refs = { now, categories: categoryIds, stores: storeIds, payments, shippings };
  for (let start = 0; start < list.length; start += batchSize) {
    const ids = await insertProducts(db, list.slice(start, start + batchSize), refs);
    for (const [key, id] of ids) productIds.set(key, id);
    options.onProgress?.(Math.min(start + batchSize, list.length), list.length);
  }

  for (const c of catalogue.campaigns) {
    await db.insert(t.campaigns).values({
      id: c.id,
      urlKey: c.urlKey,
      nameTh: c.name.th,
      nameEn: c.name.en,
      descriptionTh: c.description.th,
      descriptionEn: c.description.en,
      startsAt: daysFromNow(now, -c.startsDaysAgo),
      endsAt: daysFromNow(now, c.endsInDays),
      enabled: c.enabled,
      banner: stored(c.banner),
    });
    if (c.productUrlKeys.length) {
      await db.insert(t.campaignProducts).values(
        c.productUrlKeys.map((urlKey) => ({
          campaignId: c.id,
          productId: idOf(productIds, urlKey, 'product'),
        })),
      );
    }
  }
  for (const p of catalogue.promotions) {
    await db.insert(t.promotions).values({
      id: p.id,
      promotionTypeId: p.promotionTypeId,
      nameTh: p.name.th,
      nameEn: p.name.en,
      descriptionTh: p.description.th,
      descriptionEn: p.description.en,
      startsAt: daysFromNow(now, -p.startsDaysAgo),
      endsAt: daysFromNow(now, p.endsInDays),
      banner: stored(p.banner),
      ...promotionTerms(p, productIds),
    });
    if (p.productUrlKeys.length) {
      await db.insert(t.promotionProducts).values(
        p.productUrlKeys.map((urlKey) => ({
          promotionId: p.id,
          productId: idOf(productIds, urlKey, 'product'),
        })),
      );
    }
  }

  if (catalogue.banners.length) {
    await db.insert(t.banners).values(
      catalogue.banners.map((b) => ({
        id: b.id,
        kind: b.kind,
        linkUrl: b.linkUrl,
        image: stored(b.image),
        mobileImage: b.mobileImage ? stored(b.mobileImage) : null,
        altTh: b.altTag.th,
        altEn: b.altTag.en,
        sortOrder: b.sortOrder,
        isShow: b.isShow ?? false,
      })),
    );
  }
  if (catalogue.staticPages.length) {
    await db.insert(t.staticPages).values(
      catalogue.staticPages.map((page) => ({
        slug: page.slug,
        titleTh: page.title.th,
        titleEn: page.title.en,
        htmlTh: page.html.th,
        htmlEn: page.html.en,
      })),
    );
  }
  const company = catalogue.companyInfo;
  await db.insert(t.settings).values({
    companyNameTh: company.companyName.th,
    companyNameEn: company.companyName.en,
    titleTh: company.title.th,
    titleEn: company.title.en,
    descriptionTh: company.description.th,
    descriptionEn: company.description.en,
    addressTh: company.address.th,
    addressEn: company.address.en,
    email: company.email,
    telephone: company.telephone,
    lineId: company.lineId,
    logoDesktop: stored(company.logoDesktop),
    logoMobile: stored(company.logoMobile),
  });
  const footer = catalogue.footerConfig;
  await db.insert(t.footerConfig).values({
    aboutUsTextTh: footer.aboutUsText.th,
    aboutUsTextEn: footer.aboutUsText.en,
    contactUsAddressTh: footer.contactUsAddress.th,
    contactUsAddressEn: footer.contactUsAddress.en,
    contactUsTelephone: footer.contactUsTelephone,
    contactUsFax: footer.contactUsFax,
    contactUsEmail: footer.contactUsEmail,
    isFacebook: footer.isFacebook,
    linkFacebook: footer.linkFacebook,
    isInstagram: footer.isInstagram,
    linkInstagram: footer.linkInstagram,
    isLine: footer.isLine,
    linkLine: footer.linkLine,
    footerLogo: stored(footer.footerLogo),
    trustMark: footer.trustMark && {
      image: stored(footer.trustMark.image),
      linkUrl: footer.trustMark.linkUrl,
    },
  });
  await insertShareLinks(
    db,
    'promotion',
    catalogue.promotions.map((p) => String(p.id)),
  );
  await seedAccounts(db, { demo: options.demoAccounts ?? true });
  return { products: list.length };
}
