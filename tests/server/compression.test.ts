// Answers compressed by what the client takes: Brotli, gzip or nothing; the built files as
// compressed at build time, everything else as it goes.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_API_KEY } from '../../server/app.ts';
import { encodingWeight } from '../../server/http/compression.ts';
import { BOOT_TIMEOUT, bootTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let distDir: string;
const SCRIPT = `console.log(${JSON.stringify('ข้าวหอมมะลิ '.repeat(200))});`;
// What the build wrote beside the script: not what the server would make of it on the fly.
const PRECOMPRESSED = brotliCompressSync(Buffer.from(SCRIPT));

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await mkdir(join(distDir, 'static', 'js'), { recursive: true });
  await writeFile(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="th"><head></head></html>',
  );
  await writeFile(join(distDir, 'static', 'js', 'index.1a2b3c4d.js'), SCRIPT);
  await writeFile(join(distDir, 'static', 'js', 'index.1a2b3c4d.js.br'), PRECOMPRESSED);
  server = await bootTestServer('pglite', {
    distDir,
    renderImage: async () => ({ body: new Uint8Array(4096).fill(7), contentType: 'image/webp' }),
  });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

const PRODUCTS = '/api/product/list?pageNo=1';
const get = (path: string, acceptEncoding?: string) =>
  server.app.request(path, {
    headers: {
      'X-Api-Key': STOREFRONT_API_KEY,
      ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
    },
  });

async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe('an answer made per request', () => {
  it('is Brotli for a browser that takes it, gzip for one that takes only that, else plain', async () => {
    const plain = await bytesOf(await get(PRODUCTS));
    expect(plain.length).toBeGreaterThan(1024);

    const br = await get(PRODUCTS, 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = await bytesOf(br);
    expect(brBytes.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(brBytes).equals(plain)).toBe(true);

    const gzip = await get(PRODUCTS, 'gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzip)).equals(plain)).toBe(true);

    const none = await get(PRODUCTS, 'identity');
    expect(none.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(none)).equals(plain)).toBe(true);
  });

  it("follows the client's weights: gzip when it prefers gzip", async () => {
    const response = await get(PRODUCTS, 'br;q=0.5, gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(encodingWeight('br;q=0.5, gzip', 'br')).toBe(0.5);
    expect(encodingWeight('gzip', 'br')).toBe(0);
    expect(encodingWeight(' BR ', 'br')).toBe(1);
  });

  it('the page itself (index.html with its head) is compressed too', async () => {
    const response = await get('/', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(response)).toString()).toContain('<title>');
  });

  it('an image is sent as it is', async () => {
    const response = await get('/images/product/any.webp', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(response)).length).toBe(4096);
  });
});

describe('a built file', () => {
  it("is the build's Brotli copy for a browser that takes it, the file for one that does not", async () => {
    const br = await get('/static/js/index.1a2b3c4d.js', 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect((await bytesOf(br)).equals(PRECOMPRESSED)).toBe(true);
    expect(br.headers.get('cache-control')).toContain('immutable');

    const plain = await get('/static/js/index.1a2b3c4d.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(plain)).toString()).toBe(SCRIPT);
  });
});
