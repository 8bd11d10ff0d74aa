// A profile photo from the bytes a shopper sent: they must be a PNG or JPEG image of the type
// their Content-Type names (sniffed from the bytes with file-type, never trusted from the
// header), of sane pixel dimensions; then it is re-encoded: turned upright, cropped to a
// centred square of at most 512 px, WebP, and nothing of the original's metadata (EXIF, GPS,
// camera, ICC) is kept. What is served is always our own encoding, never the bytes sent.

import { draw } from '../../drawing/image-process.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RawBody } from '../../http/handler.ts';
import { msg, type Text } from '../../http/messages.ts';
import { sniffType } from '../shared/sniffed-type.ts';

/** The side of the square photo, in pixels, for images at least that large. */
export const PROFILE_IMAGE_SIDE = 512;

/**
 * Images over this many pixels are refused before they are decoded: a 2 MB PNG can declare
 * 20,000 × 20,000 pixels of one colour (a decompression bomb, over a gigabyte decoded). A
 * 24-megapixel camera photo (6000 × 4000) still fits.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'] as const;
const TYPE_NAMES: Record<(typeof ACCEPTED_TYPES)[number], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};
const WEBP = { quality: 82, effort: 4 } as const;

/** The spec's words (The format is not supported), with what was wrong, naming the field at fault. */
const notSupported = (field: string, why: Text, fieldMessage: Text) =>
  new ApiError(400, msg('upload.notSupported', { why }), [{ field, message: fieldMessage }]);
const UNREADABLE = [msg('upload.unreadable'), msg('upload.unreadableField')] as const;

/** The square WebP photo of an uploaded PNG or JPEG; a 400 naming the problem otherwise. */
export async function profileImageOf(body: RawBody): Promise<Buffer> {
  const sniffed = await sniffType(body.bytes, ACCEPTED_TYPES);
  if (!sniffed.accepted) {
    throw notSupported(
      'body',
      msg('upload.sendPngOrJpeg'),
      sniffed.mime ? msg('upload.otherType', { type: sniffed.mime }) : msg('upload.unknownType'),
    );
  }
  if (sniffed.mime !== body.mediaType) {
    const types = { actual: TYPE_NAMES[sniffed.mime], declared: body.mediaType };
    throw notSupported(
      'header.Content-Type',
      msg('upload.typeMismatch', types),
      msg('upload.typeMismatchField', types),
    );
  }
  let width: number;
  let height: number;
  try {
    // The header alone: its dimensions are read without decoding a pixel.
    ({ width, height } = await draw('uprightSize', body.bytes));
  } catch {
    throw notSupported('body', ...UNREADABLE);
  }
  if (width * height > MAX_INPUT_PIXELS) {
    const problem = msg('upload.tooManyPixelsField', { megapixels: MAX_INPUT_PIXELS / 1_000_000 });
    throw new ApiError(400, msg('upload.tooManyPixels', { problem }), [
      { field: 'body', message: problem },
    ]);
  }
  const side = Math.min(PROFILE_IMAGE_SIDE, width, height);
  try {
    return await draw('squarePhoto', body.bytes, side, MAX_INPUT_PIXELS, WEBP);
  } catch {
    throw notSupported('body', ...UNREADABLE);
  }
}
