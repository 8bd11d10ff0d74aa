// The first screen the server draws from the app's own components (src/first-screen/), written
// into the page by server/http/first-screen.ts: what a shopper (and a crawler) gets before any
// script runs. The browser tests check that React takes it over as drawn.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/storefront.d.ts';
import { firstScreenFrom, type RouteAssets } from '../../server/http/first-screen.ts';
import * as bundle from '../../src/first-screen/render-first-screen.tsx';
import { BOOT_TIMEOUT, bootTestServer, type TestServer } from './support/server.ts';

// What the server's bundle does with its build alias (rsbuild.config.ts).
vi.mock('js-cookie', () => import('../../src/first-screen/request-cookies.ts'));

type ProductDetail = components['schemas']['ProductDetail'];

const INDEX =
  '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><title>Storefront</title>' +
  '<script defer src="/static/js/index.js"></script></head>' +
  '<body><div id="root"></div><div id="popup-root"></div></body></html>';
const ASSETS: RouteAssets = {
  app: { css: ['/static/css/async/app.css'], js: ['/static/js/async/app.js'] },
  routes: {
    '/product/$urlKey': {
      css: ['/static/css/async/product.css'],
      js: ['/static/js/async/product.js'],
    },
  },
};
const APP_PRELOAD = '<link rel="preload" as="script" href="/static/js/async/app.js">';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';

let server: TestServer;
let distDir: string;
/** Product calls fail while set: the API is down for that part. */
let productCallsFail = false;
const logged: unknown[] = [];

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  const drawer = firstScreenFrom(bundle, ASSETS, (_message, error) => logged.push(error));
  server = await bootTestServer('pglite', {
    distDir,
    firstScreen: (callApi) =>
      drawer((request) =>
        productCallsFail && new URL(request.url).pathname.startsWith('/api/product/')
          ? Response.json({ result: 0, message: 'down', detail: null }, { status: 503 })
          : callApi(request),
      ),
  });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

interface Page {
  status: number;
  html: string;
  root: string;
  popup: string;
}

async function open(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await server.app.request(path, { headers: { 'User-Agent': PHONE, ...headers } });
  const html = await response.text();
  return {
    status: response.status,
    html,
    root: /<div id="root">([\s\S]*?)<\/div><div id="popup-root">/.exec(html)?.[1] ?? '',
    popup: /<div id="popup-root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1] ?? '',
  };
}

async function product(culture: 'th' | 'en'): Promise<ProductDetail> {
  const list = await server.call('listProducts', '/product/list?perPage=1');
  const urlKey = list.body.detail?.dataList[0]?.urlKey ?? '';
  const { body } = await server.call('getProduct', `/product/${urlKey}`, { culture });
  if (!body.detail) throw new Error(`no product ${urlKey}`);
  return body.detail;
}

const baht = (satang: number) =>
  `฿${satang.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Every script element of the page is a file or data: the CSP (`script-src 'self'`) runs no other. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([tag, attributes = '']) => ({ tag, attributes }))
    .filter(({ attributes }) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(({ tag }) => tag);
}

describe('a product page', () => {
  it('is drawn with its name, price and picture, in Thai by default', async () => {
    const detail = await product('th');
    const page = await open(`/product/${detail.urlKey}`);
    expect(page.status).toBe(200);
    expect(page.root).toMatch(new RegExp(`<h1[^>]*>${detail.name}</h1>`));
    expect(page.root).toContain(baht(detail.price));
    const [image] = detail.images;
    expect(page.root).toContain(`src="${image?.url}"`);
    expect(inlineScripts(page.html)).toEqual([]);
  });

  it('is drawn in English for a browser that asks for it', async () => {
    const detail = await product('en');
    const page = await open(`/product/${detail.urlKey}`, { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(page.html).toContain('<html lang="en">');
    expect(page.root).toMatch(new RegExp(`<h1[^>]*>${detail.name}</h1>`));
  });

  it("links the app's and its route's styles, names its route's scripts, and carries the queries it was drawn from", async () => {
    const detail = await product('th');
    const page = await open(`/product/${detail.urlKey}`);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" href="/static/css/async/app.css">' +
        '<link rel="stylesheet" href="/static/css/async/product.css">',
    );
    // No script is fetched before the page has loaded: the entry fetches them then.
    expect(head).not.toContain('rel="preload" as="script"');
    const data = JSON.parse(
      /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(
        page.html,
      )?.[1] ?? '',
    ) as {
      mobile: boolean;
      scripts: string[];
      queries: { queries: { state: { data: unknown } }[] };
    };
    expect(data.mobile).toBe(true);
    expect(data.scripts).toEqual(['/static/js/async/product.js']);
    expect(JSON.stringify(data.queries)).toContain(JSON.stringify(detail.name));
  });

  it('two languages drawn at once each stay in their own', async () => {
    const [thai, english] = await Promise.all([product('th'), product('en')]);
    expect(thai.name).not.toBe(english.name);
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        open(`/product/${thai.urlKey}`, { 'Accept-Language': i % 2 ? 'en' : 'th' }),
      ),
    );
    pages.forEach((page, i) => {
      expect(page.root).toContain(`>${i % 2 ? english.name : thai.name}</h1>`);
      expect(page.root).not.toContain(`>${i % 2 ? thai.name : english.name}</h1>`);
    });
  });

  it('is left to the browser when a call fails, and the page still answers', async () => {
    const detail = await product('th');
    productCallsFail = true;
    try {
      const page = await open(`/product/${detail.urlKey}`);
      expect(page.root).toBe('');
      expect(page.html).not.toContain('first-screen-data');
      expect(page.html).toContain(APP_PRELOAD);
    } finally {
      productCallsFail = false;
    }
  });

  it('that does not exist is a 404 the browser draws', async () => {
    const page = await open('/product/no-such-product');
    expect(page.status).toBe(404);
    expect(page.root).toBe('');
  });
});

describe('the other public pages', () => {
  it.each([
    ['home', '/'],
    ['product list', '/product?search=a'],
    ['categories', '/category'],
  ])('%s is drawn with the header, its heading and the popup data', async (_name, path) => {
    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.root).toContain('<header class="site-header"');
    expect(page.root).toMatch(/<h1[^>]*>[^<]+/);
    expect(inlineScripts(page.html)).toEqual([]);
  });

  it('the first visit is drawn with its popup open, not yet modal', async () => {
    const page = await open('/');
    expect(page.popup).toMatch(/<dialog[^>]* open=""/);
    const seen = await open('/', { Cookie: 'popup_banner_seen=1' });
    expect(seen.popup).toBe('');
  });

  it('a page of an account is left to the browser, which gets the app beside the entry', async () => {
    const page = await open('/cart');
    expect(page.root).toBe('');
    expect(page.html).toContain('<link rel="stylesheet" href="/static/css/async/app.css">');
    expect(page.html).toContain(APP_PRELOAD);
    expect(logged).toEqual([]);
  });
});
