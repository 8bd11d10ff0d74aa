// Random secrets and their hashes. Everything here comes from node:crypto's CSPRNG; only
// hashes are stored, compared in constant time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and e-mailed link tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Whether two hex hashes are equal, without a timing side channel. */
export function sameHash(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a, 'hex'), Buffer.from(b, 'hex')];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `length` decimal digits, each uniform (crypto.randomInt has no modulo bias). */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(10)).join('');

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Six upper-case letters and digits (no 0/O or 1/I to misread) naming one code sent. */
export const randomReference = (): string =>
  Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
    '',
  );
