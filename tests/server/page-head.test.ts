// The head the server writes into index.html: what LINE's and Facebook's crawlers (which run
// no script) and search engines read of a page, in the visitor's language.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_API_KEY } from '../../server/app.ts';
import { cultureOfAcceptLanguage } from '../../server/http/culture.ts';
import { escapeAttribute, jsonForScript } from '../../server/http/html-escape.ts';
import { pageDocuments } from '../../server/http/page-document.ts';
import { renderImage } from '../../server/images/index.ts';
import { runs } from '../support/property-runs.ts';
import { BOOT_TIMEOUT, bootTestServer, type TestServer } from './support/server.ts';

const ORIGIN = 'https://shop.example';
const CRAWLER = 'facebookexternalhit/1.1;line-poker/1.0';
const INDEX =
  '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><title>Storefront</title></head><body><div id="root"></div></body></html>';

let server: TestServer;
let distDir: string;
let imageCache: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  imageCache = await mkdtemp(join(tmpdir(), 'storefront-images-'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  server = await bootTestServer('pglite', {
    distDir,
    publicUrl: ORIGIN,
    renderImage: (path) => renderImage(path, imageCache),
  });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
  await rm(imageCache, { recursive: true, force: true });
});

interface Head {
  status: number;
  html: string;
  lang: string | undefined;
  title: string;
  meta: Record<string, string>;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A page as a crawler fetches it: no cookie, no script; the head read back. */
async function headOf(path: string, headers: Record<string, string> = {}): Promise<Head> {
  const response = await server.app.request(path, {
    headers: { 'User-Agent': CRAWLER, ...headers },
  });
  const html = await response.text();
  const meta: Record<string, string> = {};
  for (const [, , key, content] of html.matchAll(
    /<meta (name|property)="([^"]+)" content="([^"]*)"/g,
  )) {
    meta[key as string] = decode(content as string);
  }
  return {
    status: response.status,
    html,
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta,
    canonical: ((href) => href && decode(href))(
      /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json as string),
    ),
  };
}

const ofType = (head: Head, type: string) => head.jsonLd.find((data) => data['@type'] === type);

async function api<T>(path: string, culture: 'th' | 'en'): Promise<T> {
  const response = await server.request(path, { culture });
  expect(response.status).toBe(200);
  return ((await response.json()) as { detail: T }).detail;
}

type Site = { title: string; description: string };
type Product = {
  urlKey: string;
  name: string;
  price: number;
  rating: number;
  ratingCount: number;
  availableQuantity: number;
  images: { url: string; alt: string }[];
  store: { name: string };
  category: { name: string; urlKey: string };
};

async function firstProduct(): Promise<Product> {
  const list = await api<{ dataList: { urlKey: string }[] }>('/product/list?pageNo=1', 'th');
  const urlKey = list.dataList[0]?.urlKey as string;
  return api<Product>(`/product/${encodeURIComponent(urlKey)}`, 'th');
}

describe('a product page as LINE and Facebook fetch it', () => {
  for (const [acceptLanguage, culture, locale] of [
    ['th-TH,th;q=0.9', 'th', 'th_TH'],
    ['en-US,en;q=0.9', 'en', 'en_US'],
  ] as const) {
    it(`names the product, its picture and its price (${culture})`, async () => {
      const { urlKey } = await firstProduct();
      const product = await api<Product>(`/product/${encodeURIComponent(urlKey)}`, culture);
      const site = await api<Site>('/Setting/Logo', culture);
      const head = await headOf(`/product/${urlKey}`, { 'Accept-Language': acceptLanguage });

      expect(head.status).toBe(200);
      expect(head.lang).toBe(culture);
      const canonical = `${ORIGIN}/product/${encodeURIComponent(urlKey)}`;
      expect(head.title).toBe(`${product.name} | ${site.title}`);
      expect(head.canonical).toBe(canonical);
      expect(head.meta).toMatchObject({
        'og:title': head.title,
        'og:url': canonical,
        'og:type': 'product',
        'og:locale': locale,
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': product.images[0]?.alt,
        'twitter:card': 'summary_large_image',
      });
      // The price as the page shows it, first in the description LINE shows under the title.
      const shown = product.price.toLocaleString('en-US', { minimumFractionDigits: 2 });
      expect(head.meta.description?.startsWith(`฿${shown} · `)).toBe(true);
      expect(head.meta['og:description']).toBe(head.meta.description);
      expect(head.meta['og:image']).toBe(`${ORIGIN}/share-image${product.images[0]?.url}`);

      const data = ofType(head, 'Product') as {
        name: string;
        image: string[];
        offers: { price: string; priceCurrency: string; availability: string; seller: object };
        aggregateRating?: { ratingValue: number; reviewCount: number };
      };
      expect(data.name).toBe(product.name);
      expect(Number(data.offers.price)).toBe(product.price);
      expect(data.offers).toMatchObject({
        price: product.price.toFixed(2),
        priceCurrency: 'THB',
        availability: `https://schema.org/${product.availableQuantity > 0 ? 'InStock' : 'OutOfStock'}`,
        seller: { '@type': 'Organization', name: product.store.name },
      });
      expect(data.image).toEqual(product.images.map((image) => `${ORIGIN}${image.url}`));
      expect(data.aggregateRating).toMatchObject({
        ratingValue: product.rating,
        reviewCount: product.ratingCount,
      });
      const crumbs = ofType(head, 'BreadcrumbList') as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
        `${ORIGIN}/`,
        `${ORIGIN}/category/${product.category.urlKey}`,
        canonical,
      ]);
    });
  }

  it('the language cookie beats Accept-Language; without either it is Thai', async () => {
    const { urlKey } = await firstProduct();
    const cookie = await headOf(`/product/${urlKey}`, {
      Cookie: 'language=th',
      'Accept-Language': 'en',
    });
    expect(cookie.lang).toBe('th');
    expect((await headOf(`/product/${urlKey}`)).meta['og:locale']).toBe('th_TH');
  });

  it('an unknown product is a 404 that search engines leave out', async () => {
    const head = await headOf('/product/no-such-product');
    expect(head.status).toBe(404);
    expect(head.meta.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
    // Still the SPA, which shows its own not-found page.
    expect(head.html).toContain('<div id="root"></div>');
  });

  it("a short link answers its target's head", async () => {
    const product = await firstProduct();
    const share = await api<{ shortLink: string }>(`/product/${product.urlKey}/share`, 'th');
    for (const prefix of ['pd', 'share']) {
      const head = await headOf(`/${prefix}/${share.shortLink}`);
      expect(head.status).toBe(200);
      expect(head.canonical).toBe(`${ORIGIN}/product/${encodeURIComponent(product.urlKey)}`);
      expect(ofType(head, 'Product')).toMatchObject({ name: product.name });
    }
    expect((await headOf('/pd/nosuchlink')).status).toBe(404);
  });
});

describe('the other public pages', () => {
  it('home: the shop as an Organization, and a WebSite whose search is the product list', async () => {
    const site = await api<Site & { companyName: string }>('/Setting/Logo', 'th');
    const head = await headOf('/');
    expect(head.title).toBe(site.title);
    expect(head.meta.description).toBe(site.description);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(ofType(head, 'Organization')).toMatchObject({
      name: site.companyName,
      url: `${ORIGIN}/`,
    });
    expect(ofType(head, 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/product?search={search_term_string}` },
      },
    });
    expect(head.meta['og:image']).toMatch(/^https:\/\/shop\.example\/share-image\/images\//);
  });

  it('category, campaign, promotion and store: their names, addresses and images', async () => {
    const categories = await api<{ dataList: { urlKey: string; name: string }[] }>(
      '/category/List',
      'en',
    );
    const category = categories.dataList[0] as { urlKey: string; name: string };
    const promotions = await api<{ dataList: { id: number; name: string }[] }>(
      '/promotion/list?pageNo=1',
      'en',
    );
    const promotion = promotions.dataList[0] as { id: number; name: string };
    const stores = await api<{ dataList: { urlKey: string; name: string }[] }>(
      '/store/list?pageNo=1',
      'en',
    );
    const store = stores.dataList[0] as { urlKey: string; name: string };
    const campaign = await api<{ urlKey: string; name: string } | null>('/campaign', 'en');
    const site = await api<Site>('/Setting/Logo', 'en');

    const pages: [string, string, string][] = [
      [`/category/${category.urlKey}`, category.name, `/category/${category.urlKey}`],
      [`/promotion/${promotion.id}`, promotion.name, `/promotion/${promotion.id}`],
      [`/store/${store.urlKey}`, store.name, `/store/${store.urlKey}`],
      [`/seller-store/${store.urlKey}`, store.name, `/store/${store.urlKey}`],
    ];
    if (campaign) pages.push(['/campaign', campaign.name, `/campaign/${campaign.urlKey}`]);
    for (const [path, name, canonical] of pages) {
      const head = await headOf(path, { Cookie: 'language=en' });
      expect(head.status, path).toBe(200);
      expect(head.title, path).toBe(`${name} | ${site.title}`);
      expect(head.canonical, path).toBe(`${ORIGIN}${canonical}`);
      expect(head.meta['og:image'], path).toMatch(/^https:\/\/shop\.example\/share-image\//);
    }
    expect((await headOf('/category/no-such-category')).status).toBe(404);
    expect((await headOf('/promotion/999999')).status).toBe(404);
  });

  it('a static page is titled as the SPA titles it', async () => {
    const page = await api<{ staticPage: { title: string } }>('/StaticPage/faq', 'th');
    const site = await api<Site>('/Setting/Logo', 'th');
    const head = await headOf('/faq');
    expect(head.title).toBe(`${page.staticPage.title} | ${site.title}`);
    expect(head.meta['og:type']).toBe('article');
  });

  it("the product list's canonical keeps its filters, in a fixed order, and nothing else", async () => {
    const head = await headOf('/product?utm_source=line&rating=4,5&search=honey&pageNo=2', {
      Cookie: 'language=en',
    });
    expect(head.canonical).toBe(`${ORIGIN}/product?search=honey&rating=4%2C5&pageNo=2`);
    expect(head.title.startsWith('Search results for "honey" | ')).toBe(true);
  });

  it("a page that is not public gets the shop's head without a canonical", async () => {
    const head = await headOf('/cart');
    expect(head.status).toBe(200);
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
  });
});

describe('the reads a page costs', () => {
  it('the head and the boot data share one read of the site settings', async () => {
    const paths: string[] = [];
    const page = pageDocuments({
      callApi: (request) => {
        paths.push(new URL(request.url).pathname);
        return server.app.fetch(request);
      },
      apiKey: STOREFRONT_API_KEY,
      origin: ORIGIN,
    });
    const document = await page(new Request(`${ORIGIN}/`));
    expect(document.head).toContain('<title>');
    expect(document.head).toContain('id="boot-data"');
    expect(paths.filter((path) => path === '/api/Setting/Logo')).toHaveLength(1);
    // Each page reads afresh: the next one asks again.
    await page(new Request(`${ORIGIN}/faq`));
    expect(paths.filter((path) => path === '/api/Setting/Logo')).toHaveLength(2);
  });
});

describe('what a visitor writes stays text', () => {
  it('a search with markup and quotes is escaped in the title, the meta and the JSON-LD', async () => {
    const attack = '</title><script>alert(1)</script>"\'><img src=x onerror=alert(1)>';
    const head = await headOf(`/product?search=${encodeURIComponent(attack)}`);
    expect(head.html).not.toContain('<script>alert');
    expect(head.html).not.toContain('<img src=x');
    expect(head.title).toContain(attack);
    const crumbs = ofType(head, 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement[1]?.name).toContain(attack);
  });

  it('any text survives JSON for a script block and an attribute, and cannot close either', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const json = jsonForScript({ text });
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual({ text });
        const attribute = escapeAttribute(text);
        expect(attribute).not.toMatch(/[<>"]/);
        expect(decode(attribute)).toBe(text);
      }),
      runs(200),
    );
  });

  it('Accept-Language: the first of Thai and English by weight, then order', () => {
    expect(cultureOfAcceptLanguage('en-US,en;q=0.9,th;q=0.8')).toBe('en');
    expect(cultureOfAcceptLanguage('fr, th;q=0.5, en;q=0.4')).toBe('th');
    expect(cultureOfAcceptLanguage('en;q=0.2, th-TH;q=0.9')).toBe('th');
    expect(cultureOfAcceptLanguage('th;q=0, en;q=0.1')).toBe('en');
    expect(cultureOfAcceptLanguage('de, fr')).toBeUndefined();
    expect(cultureOfAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('share images', () => {
  it('a product picture as a 1200×630 progressive JPEG', async () => {
    const product = await firstProduct();
    const response = await server.app.request(`/share-image${product.images[0]?.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630, isProgressive: true });
    // Small enough for every crawler (WhatsApp's is the strictest, at 300 kB).
    expect(bytes.length).toBeLessThan(300_000);
  });

  it("only the shop's own images: anything else is a 404 before any drawing", async () => {
    for (const path of [
      '/share-image/images/product/no-such.webp',
      '/share-image/images/..%2f..%2fetc%2fpasswd',
      '/share-image/uploads/profile/x.webp',
      '/share-image/https://elsewhere.example/a.png',
    ]) {
      expect((await server.app.request(path)).status, path).toBe(404);
    }
  });
});
