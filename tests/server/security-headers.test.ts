// Every answer of the server carries the security headers: API answers and refusals,
// images, the SPA's HTML and files, and 404s of each.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_API_KEY } from '../../server/app.ts';
import { BOOT_TIMEOUT, bootTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await mkdir(join(distDir, 'static', 'js'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head></head></html>');
  await writeFile(join(distDir, 'static', 'js', 'index.1a2b3c4d.js'), 'console.log(1);');
  // Headers do not depend on the database driver: PGlite only.
  server = await bootTestServer('pglite', {
    distDir,
    renderImage: async (path) =>
      path === '/images/known.webp'
        ? { body: new Uint8Array([1]), contentType: 'image/webp' }
        : null,
  });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

const api = { 'X-Api-Key': STOREFRONT_API_KEY };

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/Setting/Logo', {}, 200],
    ['an API refusal', '/api/product/list?pageNo=0', {}, 400],
    ['an API 401', '/api/user', {}, 401],
    ['an unknown API path', '/api/nothing/here', {}, 404],
    ['another method', '/api/Setting/Logo', { method: 'DELETE' }, 405],
    ['an image', '/images/known.webp', {}, 200],
    ['an unknown image', '/images/unknown.webp', {}, 404],
    ['the SPA', '/product/longan-blossom-honey', {}, 200],
    ['a built file', '/static/js/index.1a2b3c4d.js', {}, 200],
    ['a missing file', '/static/js/gone.12345678.js', {}, 404],
  ])('on %s', async (_, path, init, status) => {
    const response = await server.app.request(path, { headers: api, ...init });
    expect(response.status).toBe(status);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the HTML holds no executable inline script: the boot data and JSON-LD are data blocks', async () => {
    const html = await (await server.app.request('/')).text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts.some((attributes) => attributes?.includes('application/ld+json'))).toBe(true);
    for (const attributes of scripts) {
      expect(attributes).toMatch(/type="application\/(ld\+)?json"|src=/);
    }
  });
});
