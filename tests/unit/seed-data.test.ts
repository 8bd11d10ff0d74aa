import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/seed/data/index.ts';
import type { ImageRef, L10n } from '../../server/seed/data/types.ts';

const { categories, stores, products, promotions, campaigns, banners } = seedCatalogue;
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const thai = /[\u0E00-\u0E7F]/;

/** Every value inside `value`, with its dotted path. */
function* walk(value: unknown, path = ''): Generator<[string, unknown]> {
  yield [path, value];
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* walk(child, `${path}.${key}`);
  }
}

const isL10n = (v: unknown): v is L10n =>
  !!v && typeof v === 'object' && !Array.isArray(v) && 'th' in v && 'en' in v;
const isImageRef = (v: unknown): v is ImageRef =>
  !!v && typeof v === 'object' && 'path' in v && 'width' in v && 'alt' in v;

const productKeys = new Set(products.map((p) => p.urlKey));
const byKey = new Map(products.map((p) => [p.urlKey, p]));

describe('seed catalogue: size and spread', () => {
  it('has enough categories, stores and products', () => {
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(stores.length).toBeGreaterThanOrEqual(4);
    expect(products.length).toBeGreaterThanOrEqual(64);
  });

  it('has the categories the spec names', () => {
    const keys = categories.map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining(['honey', 'tomato-juice', 'herbal-drinks', 'fruit-juice']),
    );
  });

  it('puts products in every category and every store', () => {
    for (const c of categories) expect(products.some((p) => p.categoryKey === c.key)).toBe(true);
    for (const s of stores) expect(products.some((p) => p.storeKey === s.key)).toBe(true);
  });

  it('has several honey products named น้ำผึ้ง / Honey', () => {
    const honey = products.filter(
      (p) => p.categoryKey === 'honey' && p.name.th.includes('น้ำผึ้ง') && p.name.en.includes('Honey'),
    );
    expect(honey.length).toBeGreaterThanOrEqual(5);
  });

  it('has 4-6 products out of stock and discounts on about a third', () => {
    const outOfStock = products.filter((p) => p.stock === 0).length;
    expect(outOfStock).toBeGreaterThanOrEqual(4);
    expect(outOfStock).toBeLessThanOrEqual(6);
    const discounted = products.filter((p) => p.fullPriceSatang > p.priceSatang).length;
    expect(discounted / products.length).toBeGreaterThan(0.25);
    expect(discounted / products.length).toBeLessThan(0.45);
  });
});

describe('seed catalogue: products', () => {
  it('references existing categories, stores, payment channels and shipping methods', () => {
    const categoryKeys = new Set(categories.map((c) => c.key));
    const storeKeys = new Set(stores.map((s) => s.key));
    const payments = new Set(seedCatalogue.paymentChannels.map((c) => c.code));
    const shipping = new Set(seedCatalogue.shippingMethods.map((m) => m.code));
    for (const p of products) {
      expect(categoryKeys.has(p.categoryKey), p.urlKey).toBe(true);
      expect(storeKeys.has(p.storeKey), p.urlKey).toBe(true);
      expect(p.paymentChannelCodes.length, p.urlKey).toBeGreaterThan(0);
      expect(p.shippingMethodCodes.length, p.urlKey).toBeGreaterThan(0);
      for (const code of p.paymentChannelCodes) expect(payments.has(code), code).toBe(true);
      for (const code of p.shippingMethodCodes) expect(shipping.has(code), code).toBe(true);
    }
  });

  it('has integer satang prices with the list price never below the selling price', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceSatang) && p.priceSatang > 0, p.urlKey).toBe(true);
      expect(Number.isInteger(p.fullPriceSatang), p.urlKey).toBe(true);
      expect(p.fullPriceSatang, p.urlKey).toBeGreaterThanOrEqual(p.priceSatang);
    }
  });

  it('has ratings 0-5 with one decimal and sensible counts', () => {
    for (const r of [...products, ...stores]) {
      expect(r.rating).toBeGreaterThanOrEqual(0);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(Math.round(r.rating * 10) / 10).toBe(r.rating);
    }
    for (const p of products) {
      for (const n of [p.ratingCount, p.soldCount, p.createdDaysAgo, p.stock, p.weightGrams]) {
        expect(Number.isInteger(n) && n >= 0, p.urlKey).toBe(true);
      }
    }
  });

  it('keeps product stock equal to the sum of its options, with a base option at delta 0', () => {
    for (const p of products) {
      expect(p.attributes.length, p.urlKey).toBeLessThanOrEqual(1);
      const [attribute] = p.attributes;
      if (!attribute) continue;
      expect(attribute.options.length, p.urlKey).toBeGreaterThanOrEqual(2);
      expect(
        attribute.options.some((o) => o.priceDeltaSatang === 0),
        p.urlKey,
      ).toBe(true);
      expect(
        attribute.options.reduce((sum, o) => sum + o.stock, 0),
        p.urlKey,
      ).toBe(p.stock);
      for (const o of attribute.options) {
        expect(p.priceSatang + o.priceDeltaSatang, p.urlKey).toBeGreaterThan(0);
      }
    }
  });

  it('has 1-4 images, Thai names and keywords in both languages', () => {
    for (const p of products) {
      expect(p.images.length, p.urlKey).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.urlKey).toBeLessThanOrEqual(4);
      expect(p.name.th, p.urlKey).toMatch(thai);
      expect(
        p.keywords.some((k) => thai.test(k)),
        p.urlKey,
      ).toBe(true);
      expect(
        p.keywords.some((k) => /^[a-z0-9 .-]+$/i.test(k)),
        p.urlKey,
      ).toBe(true);
    }
  });
});

describe('seed catalogue: keys and links', () => {
  it('has unique ASCII kebab urlKeys and unique SKUs', () => {
    for (const list of [products, categories, stores, campaigns]) {
      const keys = list.map((x) => x.urlKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(kebab);
    }
    const skus = products.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('has promotions of types 1, 5 and 7 pointing at existing products', () => {
    expect(new Set(promotions.map((p) => p.promotionTypeId))).toEqual(new Set([1, 5, 7]));
    expect(new Set(promotions.map((p) => p.id)).size).toBe(promotions.length);
    for (const promo of promotions) {
      expect(promo.productUrlKeys.length).toBeGreaterThan(0);
      for (const key of promo.productUrlKeys) expect(productKeys.has(key), key).toBe(true);
      if (promo.promotionTypeId === 5) {
        expect(byKey.get(promo.freeProductUrlKey)?.stock).toBeGreaterThan(0);
      }
      if (promo.promotionTypeId === 7) {
        expect(promo.discountPercent).toBeGreaterThan(0);
        expect(promo.discountPercent).toBeLessThan(100);
      }
    }
    expect(promotions.some((p) => p.endsInDays > 0 && p.startsDaysAgo >= 0)).toBe(true);
  });

  it('has 2 running campaigns of existing products', () => {
    expect(campaigns.length).toBeGreaterThanOrEqual(2);
    for (const c of campaigns) {
      expect(c.endsInDays).toBeGreaterThan(0);
      for (const key of c.productUrlKeys) expect(productKeys.has(key), key).toBe(true);
    }
  });

  it('has banners of every kind, 3+ popups with mobile images and a hidden close banner', () => {
    for (const kind of ['article', 'live', 'product', 'popup', 'close'] as const) {
      expect(
        banners.some((b) => b.kind === kind),
        kind,
      ).toBe(true);
    }
    const popups = banners.filter((b) => b.kind === 'popup');
    expect(popups.length).toBeGreaterThanOrEqual(3);
    for (const b of popups) expect(b.mobileImage).toBeDefined();
    const close = banners.filter((b) => b.kind === 'close');
    expect(close.map((b) => b.isShow)).toEqual([false]);
    for (const b of banners) expect(b.linkUrl).toMatch(/^\//);
  });

  it('has share links whose targets exist', () => {
    const types = new Set(seedCatalogue.shareLinks.map((l) => l.type));
    expect(types).toEqual(new Set(['product', 'promotion', 'store', 'home']));
    const codes = seedCatalogue.shareLinks.map((l) => l.shortLink);
    expect(new Set(codes).size).toBe(codes.length);
    const targets = {
      product: productKeys,
      promotion: new Set(promotions.map((p) => String(p.id))),
      store: new Set(stores.map((s) => s.urlKey)),
      home: new Set(['']),
    } as Record<string, Set<string>>;
    for (const link of seedCatalogue.shareLinks) {
      expect(link.shortLink).toMatch(/^[A-Za-z0-9]+$/);
      expect(targets[link.type]?.has(link.urlKey), link.shortLink).toBe(true);
    }
  });

  it('has 4 shipping methods and card, transfer, PromptPay and COD payment', () => {
    expect(seedCatalogue.shippingMethods).toHaveLength(4);
    expect(seedCatalogue.paymentChannels.map((c) => c.kind).sort()).toEqual([
      'card',
      'cod',
      'promptpay',
      'transfer',
    ]);
  });

  it('lets every product paid by bank transfer be paid by PromptPay too', () => {
    for (const product of seedCatalogue.products) {
      const codes = product.paymentChannelCodes;
      expect(codes.includes('promptpay'), product.urlKey).toBe(codes.includes('bank-transfer'));
    }
  });

  it('has coupons of both kinds, one of them ended', () => {
    const { coupons } = seedCatalogue;
    expect(coupons.some((c) => c.discountSatang !== undefined)).toBe(true);
    expect(coupons.some((c) => c.discountPercent !== undefined)).toBe(true);
    expect(coupons.some((c) => c.endsInDays < 0)).toBe(true);
    for (const c of coupons) expect(c.code).toBe(c.code.toUpperCase());
  });
});

describe('seed catalogue: content', () => {
  it('has the static pages with safe HTML in both languages', () => {
    const slugs = seedCatalogue.staticPages.map((p) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'terms-and-conditions',
        'terms-and-condition-member',
        'privacy-policy',
        'cookie-policy',
        'return-policy',
        'card-terms-and-conditions',
        'member-benefits',
        'aboutus',
        'our-story',
        'faq',
      ]),
    );
    for (const page of seedCatalogue.staticPages) {
      for (const html of [page.html.th, page.html.en]) {
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
        expect(tags.length, page.slug).toBeGreaterThan(0);
        for (const [, tag, attrs] of tags) {
          expect(['h2', 'p', 'ul', 'li', 'strong', 'a'], `${page.slug} <${tag}>`).toContain(tag);
          if (tag !== 'a') expect(attrs?.trim(), page.slug).toBe('');
        }
        for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
          expect(href, page.slug).toMatch(/^(\/|mailto:)/);
        }
      }
    }
  });

  it('has placeholder company contacts and the footer switches', () => {
    const { companyInfo, footerConfig } = seedCatalogue;
    expect(companyInfo.email).toMatch(/@example\.com$/);
    expect(companyInfo.telephone).toBe('02-000-0000');
    expect(companyInfo.address.th).toContain('กรุงเทพมหานคร');
    expect(companyInfo.companyName.th).toMatch(thai);
    expect(footerConfig.isFacebook && footerConfig.isLine).toBe(true);
    expect(footerConfig.isInstagram).toBe(false);
  });

  it('has non-empty Thai and English for every localised text', () => {
    let count = 0;
    for (const [path, v] of walk(seedCatalogue)) {
      if (!isL10n(v)) continue;
      count++;
      expect(v.th.trim(), path).not.toBe('');
      expect(v.en.trim(), path).not.toBe('');
    }
    expect(count).toBeGreaterThan(300);
  });

  it('uses only images on our origin with unique paths', () => {
    const images = [...walk(seedCatalogue)].map(([, v]) => v).filter(isImageRef);
    for (const img of images) expect(img.path).toMatch(/^\/images\/[a-z0-9/-]+\.(webp|svg)$/);
    expect(new Set(images.map((i) => i.path)).size).toBe(images.length);
  });

  it('contains no http URLs apart from the footer social links and trust-mark link', () => {
    const { linkFacebook, linkInstagram, linkLine, trustMark, ...rest } =
      seedCatalogue.footerConfig;
    // The trust mark's image is ours; only its verification link leaves the site.
    const footer = { ...rest, trustMarkImage: trustMark?.image };
    for (const link of [linkFacebook, linkInstagram, linkLine, trustMark?.linkUrl].filter(
      Boolean,
    )) {
      expect(link).toMatch(/^https:\/\//);
    }
    for (const [path, v] of walk({ ...seedCatalogue, footerConfig: footer })) {
      if (typeof v === 'string') expect(v, path).not.toMatch(/https?:/i);
    }
  });
});
