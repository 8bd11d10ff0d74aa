// A photo a user uploads (a profile photo, a picture in a chat), judged before anything is
// drawn from it: the bytes must be a PNG or JPEG image (sniffed with file-type, never trusted
// from the name or the header) of the type their Content-Type names, readable, and of sane pixel
// dimensions. Each caller then re-encodes it in the image process, so what is served is always
// our own WebP, with nothing of the original's metadata (EXIF, GPS, camera, ICC).
import { draw } from '../../drawing/image-process.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RawBody } from '../../http/handler.ts';
import { msg, type Text } from '../../http/messages.ts';
import { sniffType } from './sniffed-type.ts';

/**
 * Images over this many pixels are refused before they are decoded: a 2 MB PNG can declare
 * 20,000 × 20,000 pixels of one colour (a decompression bomb, over a gigabyte decoded). A
 * 24-megapixel camera photo (6000 × 4000) still fits.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** How every uploaded photo is encoded. */
export const PHOTO_WEBP = { quality: 82, effort: 4 } as const;

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'] as const;
const TYPE_NAMES: Record<(typeof ACCEPTED_TYPES)[number], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/** The spec's words (The format is not supported), with what was wrong, naming the field at fault. */
const notSupported = (field: string, why: Text, fieldMessage: Text) =>
  new ApiError(400, msg('upload.notSupported', { why }), [{ field, message: fieldMessage }]);
const unreadable = () =>
  notSupported('body', msg('upload.unreadable'), msg('upload.unreadableField'));

/** The photo's upright size once its bytes pass; a 400 naming the problem otherwise. */
export async function checkedPhoto(body: RawBody): Promise<{ width: number; height: number }> {
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
  let size: { width: number; height: number };
  try {
    // The header alone: its dimensions are read without decoding a pixel.
    size = await draw('uprightSize', body.bytes);
  } catch {
    throw unreadable();
  }
  if (size.width * size.height > MAX_INPUT_PIXELS) {
    const problem = msg('upload.tooManyPixelsField', { megapixels: MAX_INPUT_PIXELS / 1_000_000 });
    throw new ApiError(400, msg('upload.tooManyPixels', { problem }), [
      { field: 'body', message: problem },
    ]);
  }
  return size;
}

/** A drawing of a checked photo; a photo whose pixels turn out damaged is 'not supported'. */
export async function redrawn<T>(drawing: Promise<T>): Promise<T> {
  try {
    return await drawing;
  } catch {
    throw unreadable();
  }
}
