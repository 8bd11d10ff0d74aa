// Share images: the picture a page's og:image names, drawn at 1200×630 (what LINE and Facebook
// show large) as a progressive JPEG, which both crawlers read (neither is sure to take WebP).
// The picture is contained whole in the middle; a photo fills the sides with a blurred copy of
// itself, a drawing with transparency (a logo) sits on white. `/share-image/images/x.webp`
// is drawn from `/images/x.webp`: only the shop's own images, each drawn once and kept.
import type { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { SHARE_IMAGE } from '../http/page-head/page-heads.ts';

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
// A path the seed's images can have; anything else is a 404 before any work.
const SOURCE = /^\/images\/[A-Za-z0-9._/-]{1,200}$/;

/** The share image of a picture's bytes (any format sharp reads, SVG included). */
export async function drawShareImage(source: Uint8Array): Promise<Buffer> {
  const { hasAlpha } = await sharp(source).metadata();
  const picture = await sharp(source, { density: 300 })
    .resize(WIDTH - 80, HEIGHT - 60, { fit: 'inside' })
    .toBuffer();
  const backdrop = hasAlpha
    ? sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: WHITE } })
    : sharp(source).resize(WIDTH, HEIGHT, { fit: 'cover' }).blur(30).modulate({ brightness: 0.85 });
  return sharp(await backdrop.png().toBuffer())
    .composite([{ input: picture, gravity: 'centre' }])
    .flatten({ background: WHITE })
    .jpeg(JPEG)
    .toBuffer();
}

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
