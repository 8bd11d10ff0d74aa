// The staff token check of the admin calls (ADMIN_TOKEN).
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../http/api-error.ts';
import { msg } from '../../http/messages.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares hashes, so neither the length nor the content of the token leaks through timing. */
export function isStaff(expected: string | undefined, given: string | undefined): boolean {
  return (
    expected !== undefined &&
    given !== undefined &&
    timingSafeEqual(digest(expected), digest(given))
  );
}

/** A 403 unless `given` is the staff token; without one configured, always. */
export function mustBeStaff(expected: string | undefined, given: string | undefined): void {
  if (!isStaff(expected, given)) throw new ApiError(403, msg('admin.token'));
}
