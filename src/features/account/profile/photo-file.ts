// The checks a chosen photo passes before it is sent (the spec's identity images: png/jpg
// under 2 MB). The type is read from the file's first bytes, as the server does: a browser
// names a file's type from its extension, so a text file renamed .png says image/png.

/** The largest photo the server takes (PUT /user/image, its x-max-bytes). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** What the file input offers. */
export const PHOTO_ACCEPT = 'image/png,image/jpeg';

const SIGNATURES: [type: string, bytes: number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

export type PhotoProblem = 'format' | 'size';

export type PhotoCheck = { photo: Blob; problem?: undefined } | { problem: PhotoProblem };

/** The photo to send, typed by its bytes; or what is wrong with the file. */
export async function checkPhoto(file: Blob): Promise<PhotoCheck> {
  if (!SIGNATURES.some(([type]) => type === file.type)) return { problem: 'format' };
  if (file.size > MAX_PHOTO_BYTES) return { problem: 'size' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const type = SIGNATURES.find(([, bytes]) => bytes.every((byte, i) => head[i] === byte))?.[0];
  if (!type) return { problem: 'format' };
  // A JPEG named .png goes as what it is.
  return { photo: type === file.type ? file : file.slice(0, file.size, type) };
}

/** The letter the photo's placeholder shows: the name's first, past a Thai leading vowel. */
export function initialOf(name: string): string {
  for (const char of name) {
    if (/[\p{L}\p{N}]/u.test(char) && !/[\u0e40-\u0e44]/u.test(char)) return char.toUpperCase();
  }
  return '?';
}
