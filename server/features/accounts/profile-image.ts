// A profile photo from the bytes a shopper sent (checked as every uploaded photo is:
// uploaded-photo.ts), re-encoded: turned upright, cropped to a centred square of at most
// 512 px, WebP, without the original's metadata.
import { draw } from '../../drawing/image-process.ts';
import type { RawBody } from '../../http/handler.ts';
import { checkedPhoto, MAX_INPUT_PIXELS, PHOTO_WEBP, redrawn } from '../shared/uploaded-photo.ts';

/** The side of the square photo, in pixels, for images at least that large. */
export const PROFILE_IMAGE_SIDE = 512;

/** The square WebP photo of an uploaded PNG or JPEG; a 400 naming the problem otherwise. */
export async function profileImageOf(body: RawBody): Promise<Buffer> {
  const { width, height } = await checkedPhoto(body);
  const side = Math.min(PROFILE_IMAGE_SIDE, width, height);
  return redrawn(draw('squarePhoto', body.bytes, side, MAX_INPUT_PIXELS, PHOTO_WEBP));
}
