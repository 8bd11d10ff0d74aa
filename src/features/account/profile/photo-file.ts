// The checks a chosen photo passes before it is sent (the spec's identity images: png/jpg
// under 2 MB), by the form kit's file check (its type read from its bytes).
import {
  acceptOf,
  checkFile,
  type FileProblem,
  type FileRule,
} from '../../../ui/form/file-check.ts';

/** The largest photo the server takes (PUT /user/image, its x-max-bytes). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const PHOTO: FileRule = { types: ['image/png', 'image/jpeg'], maxBytes: MAX_PHOTO_BYTES };

/** What the file input offers. */
export const PHOTO_ACCEPT = acceptOf(PHOTO);

export type PhotoProblem = FileProblem;

export type PhotoCheck = { photo: Blob; problem?: undefined } | { problem: PhotoProblem };

/** The photo to send, typed by its bytes; or what is wrong with the file. */
export async function checkPhoto(file: Blob): Promise<PhotoCheck> {
  const checked = await checkFile(file, PHOTO);
  return checked.problem ? checked : { photo: checked.file };
}

/** The letter the photo's placeholder shows: the name's first, past a Thai leading vowel. */
export function initialOf(name: string): string {
  for (const char of name) {
    if (/[\p{L}\p{N}]/u.test(char) && !/[\u0e40-\u0e44]/u.test(char)) return char.toUpperCase();
  }
  return '?';
}
