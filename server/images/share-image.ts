// Share images: the picture a page's og:image names, drawn at 1200×630 (what LINE and Facebook
// show large) as a progressive JPEG, which both crawlers read (neither is sure to take WebP).
// The picture is contained whole in the middle; a photo fills the sides with a blurred copy of
// itself, a drawing with transparency (a logo) sits on white. `/share-image/images/x.webp`
// is drawn from `/images/x.webp`: only the shop's own images, each drawn once and kept.
import type { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { draw } from '../drawing/image-process.ts';
import { SHARE_IMAGE } from '../http/page-head/page-heads.ts';

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;
// A path the seed's images can have; anything else is a 404 before any work.
const SOURCE = /^\/images\/[A-Za-z0-9._/-]{1,200}$/;

/** The share image of a picture's bytes (any format sharp reads, SVG included). */
export const drawShareImage = (source: Uint8Array) =>
  draw('shareImage', source, WIDTH, HEIGHT, JPEG);

export function mountShareImages(
  app: Hono,
  renderImage: ((path: string) => Promise<{ body: Uint8Array } | null>) | undefined,
): void {
  // Drawn once per source; null (no such image) is not kept, so a bad path costs a look-up.
  const drawn = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (image) => image.length,
    fetchMethod: async (path) => {
      const source = await renderImage?.(path);
      return source ? drawShareImage(source.body) : undefined;
    },
  });

  app.get(`${SHARE_IMAGE.path}/*`, async (c) => {
    const path = c.req.path.slice(SHARE_IMAGE.path.length);
    if (!SOURCE.test(path) || path.includes('..')) return c.text('Not found', 404);
    const image = await drawn.fetch(path);
    if (!image) return c.text('Not found', 404);
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
