// The staff token check of the admin calls (ADMIN_TOKEN), with wrong tokens counted against the
// caller's address: past the limit every try is a 429, the right token's too, so the token
// cannot be guessed by trying.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../http/api-error.ts';
import { msg } from '../../http/messages.ts';
import type { RateLimits } from './rate-limits.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares hashes, so neither the length nor the content of the token leaks through timing. */
export function isStaff(expected: string | undefined, given: string | undefined): boolean {
  return (
    expected !== undefined &&
    given !== undefined &&
    timingSafeEqual(digest(expected), digest(given))
  );
}

export interface StaffCheck {
  services: { adminToken: string | undefined; limits: RateLimits };
  header: Record<string, string | undefined>;
  client: { address: string };
}

/**
 * A 403 unless the request carries the staff token (without one configured, always); a 429
 * once its address has sent too many wrong ones. A try is counted before the token is
 * compared and given back when it was right.
 */
export async function mustBeStaff({ services, header, client }: StaffCheck): Promise<void> {
  await services.limits.consume('staffTokenFailuresPerAddress', client.address);
  if (!isStaff(services.adminToken, header['x-admin-token']))
    throw new ApiError(403, msg('admin.token'));
  await services.limits.release('staffTokenFailuresPerAddress', client.address);
}
