// What the profile photo shows without a photo: the name's initial.

/** The letter the photo's placeholder shows: the name's first, past a Thai leading vowel. */
export function initialOf(name: string): string {
  for (const char of name) {
    if (/[\p{L}\p{N}]/u.test(char) && !/[\u0e40-\u0e44]/u.test(char)) return char.toUpperCase();
  }
  return '?';
}
