// Everything the server draws with sharp, run in the image process (image-process.ts) and
// nowhere else: libvips' decoders, fonts and caches, and what glibc's allocator keeps of them
// (over 100 MB after drawing the seed's pictures and share images), then live in a process that
// ends when it has nothing to draw, not in the server's.
import sharp, { type JpegOptions, type WebpOptions } from 'sharp';

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

export const drawings = {
  /** An SVG drawn as WebP (the seed's pictures). */
  svgToWebp: (svg: string, webp: WebpOptions) => sharp(Buffer.from(svg)).webp(webp).toBuffer(),

  /**
   * A picture (any format sharp reads, SVG included) contained whole in a `width`×`height`
   * JPEG: a photo fills the sides with a blurred copy of itself, a drawing with transparency
   * (a logo) sits on white.
   */
  async shareImage(source: Uint8Array, width: number, height: number, jpeg: JpegOptions) {
    const { hasAlpha } = await sharp(source).metadata();
    const picture = await sharp(source, { density: 300 })
      .resize(width - 80, height - 60, { fit: 'inside' })
      .toBuffer();
    const backdrop = hasAlpha
      ? sharp({ create: { width, height, channels: 3, background: WHITE } })
      : sharp(source)
          .resize(width, height, { fit: 'cover' })
          .blur(30)
          .modulate({ brightness: 0.85 });
    return sharp(await backdrop.png().toBuffer())
      .composite([{ input: picture, gravity: 'centre' }])
      .flatten({ background: WHITE })
      .jpeg(jpeg)
      .toBuffer();
  },

  /** An image's dimensions as it shows (turned upright), read from its header alone. */
  async uprightSize(bytes: Uint8Array) {
    const header = await sharp(bytes, { autoOrient: true, limitInputPixels: false }).metadata();
    return { width: header.autoOrient.width, height: header.autoOrient.height };
  },

  /**
   * An untrusted photo turned upright, cropped to a centred square of `side` px and encoded as
   * WebP without any of the original's metadata (sharp keeps none unless asked).
   */
  squarePhoto: (bytes: Uint8Array, side: number, maxPixels: number, webp: WebpOptions) =>
    sharp(bytes, {
      autoOrient: true,
      // Checked by the caller; sharp checks again before it decodes.
      limitInputPixels: maxPixels,
      // Refuse damaged pixel data rather than encode what a decoder guessed (sharp's advice
      // for untrusted input).
      failOn: 'warning',
    })
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp(webp)
      .toBuffer(),

  /**
   * An untrusted photo turned upright, fitted whole inside `side`×`side` px (never enlarged) and
   * encoded as WebP without the original's metadata; with the size it came out.
   */
  async fittedPhoto(bytes: Uint8Array, side: number, maxPixels: number, webp: WebpOptions) {
    const { data, info } = await sharp(bytes, {
      autoOrient: true,
      limitInputPixels: maxPixels,
      failOn: 'warning',
    })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp(webp)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  },
};

export type Drawings = typeof drawings;
