// Photos a shopper attaches to a review or a return request (the spec: at most 5, png/jpg of
// 2 MB each). Each is uploaded on its own, checked and re-encoded as every uploaded photo is
// (uploaded-photo.ts), then attached by the write that names it: by its uploader, for that
// purpose, once. The file is written before its row, so a crash between the two leaves a file
// no row names; the sweep removes those and the photos never attached within the hour.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { SHOPPER_PHOTO_PURPOSES } from '../../db/schema-photos.ts';
import type { ReviewPhoto } from '../../db/schema-reviews.ts';
import { draw } from '../../drawing/image-process.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import type { RawBody } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { UPLOADS_PATH, type Uploads } from '../../uploads/store.ts';
import { removeOrphanFiles } from './orphan-uploads.ts';
import { checkedPhoto, MAX_INPUT_PIXELS, PHOTO_WEBP, redrawn } from './uploaded-photo.ts';

export type PhotoPurpose = (typeof SHOPPER_PHOTO_PURPOSES)[number];

/** A photo as attached and shown: its name in the uploads' folder of its purpose, and size. */
export type ShopperPhoto = ReviewPhoto;

/** The most photos one write attaches (spec section 5). */
export const MAX_ATTACHED_PHOTOS = 5;

/** The longest side of a photo as stored and shown. */
const PHOTO_SIDE = 1600;

/** A photo uploaded and not attached after this long is deleted. */
const UNATTACHED_AFTER_MS = 60 * 60_000;

export const shopperPhotoUrl = (purpose: PhotoPurpose, name: string) =>
  `${UPLOADS_PATH}/${purpose}/${name}`;

/** Stores `body` as a photo `userId` may attach to one write of `purpose`. */
export async function uploadShopperPhoto(
  db: Db,
  uploads: Uploads,
  input: { userId: number; purpose: PhotoPurpose; body: RawBody; now: Date },
): Promise<ShopperPhoto> {
  await checkedPhoto(input.body);
  const picture = await redrawn(
    draw('fittedPhoto', input.body.bytes, PHOTO_SIDE, MAX_INPUT_PIXELS, PHOTO_WEBP),
  );
  const url = await uploads.save(input.purpose, picture.bytes, 'webp');
  const name = url.slice(url.lastIndexOf('/') + 1);
  try {
    await db.execute(
      sql`insert into shopper_photos (name, user_id, purpose, width, height, created_at)
        values (${name}, ${input.userId}, ${input.purpose}, ${picture.width}, ${picture.height},
          ${input.now})`,
    );
  } catch (error) {
    await uploads.remove(url);
    throw error;
  }
  return { name, width: picture.width, height: picture.height };
}

/**
 * Inside the write's transaction: attaches the photos `names` (in that order), or a 400 on
 * `field`: more than MAX_ATTACHED_PHOTOS ('Too many files'), or a name that is not an unattached
 * photo of this user and purpose.
 */
export async function attachShopperPhotos(
  tx: Db,
  input: { userId: number; purpose: PhotoPurpose; names: string[]; now: Date; field: string },
): Promise<ShopperPhoto[]> {
  const names = [...new Set(input.names)];
  if (names.length > MAX_ATTACHED_PHOTOS)
    throw new ApiError(400, msg('photos.tooMany', { max: MAX_ATTACHED_PHOTOS }), [
      { field: input.field, message: msg('photos.tooManyField', { max: MAX_ATTACHED_PHOTOS }) },
    ]);
  if (!names.length) return [];
  const attached = await rowsOf<ShopperPhoto>(
    tx,
    sql`update shopper_photos set attached_at = ${input.now}
      where name = any(${sql.param(names)}::text[]) and user_id = ${input.userId}
        and purpose = ${input.purpose} and attached_at is null
      returning name, width, height`,
  );
  if (attached.length !== names.length) throw fieldError(input.field, msg('photos.unknown'));
  const byName = new Map(attached.map((photo) => [photo.name, photo]));
  return names.flatMap((name) => byName.get(name) ?? []);
}

/** Deletes the photos of `purpose` never attached within the hour, and files no row names. */
export async function sweepShopperPhotos(
  db: Db,
  uploads: Uploads,
  purpose: PhotoPurpose,
  now: Date,
): Promise<void> {
  const before = new Date(now.getTime() - UNATTACHED_AFTER_MS);
  const unattached = await rowsOf<{ name: string }>(
    db,
    sql`delete from shopper_photos where purpose = ${purpose} and attached_at is null
        and created_at < ${before}
      returning name`,
  );
  for (const { name } of unattached) await uploads.remove(shopperPhotoUrl(purpose, name));
  await removeOrphanFiles(db, uploads, purpose, 'shopper_photos', before);
}
