// One origin: the built SPA (with cache headers) and /images next to /api.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_PATHS } from '../../server/http/boot.ts';
import { BOOT_TIMEOUT, bootTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let distDir: string;
const INDEX = '<!doctype html><html lang="th"><head><title>storefront</title></head></html>';

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await mkdir(join(distDir, 'static', 'js'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(distDir, 'static', 'js', 'index.1a2b3c4d.js'), 'console.log(1);');
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *');
  // Serving files does not depend on the database driver: PGlite only.
  server = await bootTestServer('pglite', {
    distDir,
    renderImage: async (path) =>
      path === '/images/product/known-1.webp'
        ? { body: new Uint8Array([1, 2, 3]), contentType: 'image/webp' }
        : null,
  });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

/** The JSON the server put in index.html's head, and its image preloads. */
async function bootOf(path: string, cookie?: string) {
  const response = await server.app.request(path, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const json = /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)?.[1];
  const preloads = [
    ...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" media="([^"]+)"/g),
  ];
  return {
    boot: JSON.parse(json ?? 'null') as { culture: string; answers: Record<string, unknown> },
    preloads: preloads.map(([, href, media]) => ({ href, media })),
  };
}

describe("index.html carries the layout's first answers", () => {
  it('answers each layout call as /api would, in the language of the cookie', async () => {
    for (const [cookie, culture] of [
      [undefined, 'th'],
      ['language=en', 'en'],
    ] as const) {
      const { boot } = await bootOf('/', cookie);
      expect(boot.culture).toBe(culture);
      expect(Object.keys(boot.answers).sort()).toEqual([...BOOT_PATHS].sort());
      for (const path of BOOT_PATHS) {
        const direct = await server.request(path, { culture });
        expect(boot.answers[path]).toEqual(await direct.json());
      }
    }
  });

  it("preloads the popup's first image, phone and desktop, while the popup may show", async () => {
    const { boot, preloads } = await bootOf('/product');
    const popup = boot.answers['/Banner/BannerPopup'] as {
      detail: { dataList: { imageUrl: string; mobileImageUrl: string }[] };
    };
    const [first] = popup.detail.dataList;
    expect(preloads).toEqual([
      { href: first?.mobileImageUrl, media: '(max-width: 767.98px)' },
      { href: first?.imageUrl, media: '(min-width: 768px)' },
    ]);
  });

  it('preloads nothing once the popup was seen this session, or with hidePopup=true', async () => {
    expect((await bootOf('/', 'language=th; popup_banner_seen=1')).preloads).toEqual([]);
    expect((await bootOf('/?hidePopup=true')).preloads).toEqual([]);
  });
});

describe('the built SPA', () => {
  it.each(['/', '/product', '/product/longan-blossom-honey', '/user/profile/my-profile'])(
    '%s gets index.html, never cached stale',
    async (path) => {
      const response = await server.app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      // The built title gives way to the page's (tests/server/page-head.test.ts).
      expect(html.startsWith('<!doctype html><html lang="th"><head><title>')).toBe(true);
      expect(html).not.toContain('<title>storefront</title>');
      expect(html.endsWith('</head></html>')).toBe(true);
    },
  );

  it('an unknown short link gets index.html as a 404, never cached stale', async () => {
    const response = await server.app.request('/pd/NoSuchLink0');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<meta name="robots" content="noindex"');
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await server.app.request('/static/js/index.1a2b3c4d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const robots = await server.app.request('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file rather than the HTML', async () => {
    const response = await server.app.request('/static/js/gone.deadbeef.js');
    expect(response.status).toBe(404);
  });

  it('never serves a file outside dist/', async () => {
    for (const path of ['/..%2Fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/static/%E0%B8']) {
      const response = await server.app.request(path);
      expect(await response.text()).not.toMatch(/"name"|root:/);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('keeps /api paths for the API', async () => {
    const response = await server.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ result: 0 });
  });
});

describe('/images', () => {
  it('serves what the image renderer knows, with its type and a cache lifetime', async () => {
    const response = await server.app.request('/images/product/known-1.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers 404 for an unknown image', async () => {
    const response = await server.app.request('/images/product/unknown.webp');
    expect(response.status).toBe(404);
  });
});
