import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePaths, renderImage } from '../../server/images/index.ts';
import { seedCatalogue } from '../../server/seed/data/index.ts';
import type { ImageRef } from '../../server/seed/data/types.ts';

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'seed-images-'));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const [honey] = seedCatalogue.products;
const popup = seedCatalogue.banners.find((b) => b.kind === 'popup');
const [campaign] = seedCatalogue.campaigns;
const [category] = seedCatalogue.categories;
const [store] = seedCatalogue.stores;
if (!honey || !popup?.mobileImage || !campaign || !category || !store) {
  throw new Error('seed catalogue is missing the images this test renders');
}

const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString('ascii') === 'RIFF' &&
  body.subarray(8, 12).toString('ascii') === 'WEBP';

describe('imagePaths', () => {
  it('lists every image the seed declares, once', () => {
    const declared = new Set<string>();
    const visit = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      if ('path' in value && 'width' in value) declared.add((value as ImageRef).path);
      for (const child of Object.values(value)) visit(child);
    };
    visit(seedCatalogue);
    const paths = imagePaths(seedCatalogue);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(paths)).toEqual(declared);
  });
});

describe('renderImage', () => {
  it.each([
    ['product photo', honey.images[0]],
    ['product close-up', honey.images[2]],
    ['category icon', category.image],
    ['store logo', store.logo],
    ['store banner', store.banner],
    ['campaign banner', campaign.banner],
    ['popup banner', popup.image],
    ['popup banner for phones', popup.mobileImage],
  ])('renders the %s as WebP at its declared size', async (_, ref) => {
    if (!ref) throw new Error('missing image');
    const image = await renderImage(ref.path, cacheDir);
    expect(image?.contentType).toBe('image/webp');
    if (!image) return;
    expect(isWebp(image.body)).toBe(true);
    const meta = await sharp(image.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', ref.width, ref.height]);
    expect(image.body.length).toBeLessThan(40_000);
  });

  it('serves the site logo as SVG', async () => {
    const image = await renderImage(seedCatalogue.companyInfo.logoDesktop.path, cacheDir);
    expect(image?.contentType).toBe('image/svg+xml');
    expect(image?.body.toString()).toMatch(/^<svg [^>]*width="240" height="64"/);
  });

  it('returns null for paths the seed does not declare', async () => {
    for (const path of [
      '/images/product/no-such-product-1.webp',
      '/images/../package.json',
      'images/product/longan-blossom-honey-1.webp',
      `${honey.images[0]?.path}?v=1`,
      '',
    ]) {
      expect(await renderImage(path, cacheDir), path).toBeNull();
    }
  });

  it('caches on disk and renders the same bytes every time', async () => {
    const path = honey.images[1]?.path ?? '';
    const [a, b] = await Promise.all([renderImage(path, cacheDir), renderImage(path, cacheDir)]);
    const files = await readdir(join(cacheDir, 'product'));
    expect(files.filter((f) => f.startsWith(`${honey.urlKey}-2.`))).toHaveLength(1);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);

    const freshDir = await mkdtemp(join(tmpdir(), 'seed-images-'));
    try {
      const fresh = await renderImage(path, freshDir);
      expect(a?.body.equals(b?.body ?? Buffer.alloc(0))).toBe(true);
      expect(fresh?.body.equals(a?.body ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await rm(freshDir, { recursive: true, force: true });
    }
  });
});
