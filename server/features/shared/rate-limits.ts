// Rate limits on the calls that cost or reveal something (codes, logins, uploads, staff tokens,
// the card provider), with rate-limiter-flexible. Its Drizzle store keeps the
// counters in the `rate_limits` table of whichever database the server runs on: on
// PostgreSQL every server process shares them (one atomic upsert per count), so a limit
// holds however many instances run; on PGlite, one process by nature, the same table costs
// little and also survives a restart. Its in-memory store would do for PGlite alone, but one
// store for both drivers is one code path to test. Counters use the real clock, not the
// injected one: tests of limits count requests, not time.
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { msg } from '../../http/messages.ts';

export interface Limit {
  points: number;
  seconds: number;
}

export const DEFAULT_LIMITS = {
  /** One-time codes sent to one phone (besides the 60 s resend cooldown). */
  otpPerPhone: { points: 5, seconds: 60 * 60 },
  /** Codes requested from one address, whatever the phones. */
  otpPerAddress: { points: 20, seconds: 60 * 60 },
  /** Wrong passwords or codes against one account. */
  loginFailuresPerAccount: { points: 10, seconds: 15 * 60 },
  /** Wrong passwords or codes from one address, whatever the accounts. */
  loginFailuresPerAddress: { points: 30, seconds: 15 * 60 },
  /** "Is this e-mail or phone taken?" questions from one address (they reveal accounts). */
  lookupsPerAddress: { points: 60, seconds: 60 },
  /** Password-reset and verification e-mails asked from one address. */
  emailsPerAddress: { points: 10, seconds: 60 * 60 },
  /** Password-reset e-mails to one address: beyond it none is sent, the answer stays alike. */
  emailsPerRecipient: { points: 3, seconds: 60 * 60 },
  /** Profile photos one account sends (each is decoded and re-encoded: CPU). */
  uploadsPerUser: { points: 20, seconds: 60 * 60 },
  /** Transfer slips one account sends (each is stored for staff: disk). */
  slipsPerUser: { points: 20, seconds: 60 * 60 },
  /** Transfer slips sent by one customer's link: its own, not its affiliate's, count. */
  slipsPerLink: { points: 20, seconds: 60 * 60 },
  /** An affiliate application's documents one account sends (each is stored for staff: disk). */
  affiliateDocumentsPerUser: { points: 20, seconds: 60 * 60 },
  /**
   * Landings through affiliates' shares counted from one address (each is a row, and a click
   * counted: the "shares" figures must not be inflated by one machine). Generous, as carrier
   * NAT puts many phones behind one address.
   */
  affiliateClicksPerAddress: { points: 120, seconds: 60 * 60 },
  /** Withdrawals one affiliate asks for (each is a transfer staff make by hand). */
  withdrawalsPerUser: { points: 10, seconds: 24 * 60 * 60 },
  /** Wrong staff tokens from one address: beyond it even the right one waits (brute force). */
  staffTokenFailuresPerAddress: { points: 10, seconds: 15 * 60 },
  /**
   * Wrong customer-link codes from one address: beyond it even a right one waits, so the links
   * of affiliates' customers cannot be found by trying (brute force).
   */
  customerLinkMissesPerAddress: { points: 20, seconds: 15 * 60 },
  /** Wrong live-order link codes from one address, likewise: a buyer's order is not found by trying. */
  liveOrderMissesPerAddress: { points: 20, seconds: 15 * 60 },
  /** Card results asked of the provider from one address (each is a call to the provider). */
  cardConfirmations: { points: 60, seconds: 10 * 60 },
  /** Chat messages one account sends over HTTP (a socket has a limit of its own). */
  chatMessagesPerUser: { points: 60, seconds: 60 },
  /** Frames of one chat socket (counted in memory by the socket; its welcome tells them). */
  chatFramesPerSocket: { points: 30, seconds: 10 },
  /** Pictures one account uploads into chats (each is decoded and re-encoded: CPU; disk). */
  chatImagesPerUser: { points: 30, seconds: 60 * 60 },
  /** Photos one account uploads for reviews (decoded and re-encoded, like chat pictures). */
  reviewPhotosPerUser: { points: 30, seconds: 60 * 60 },
  /** Reviews one account writes (each moves a product's rating). */
  reviewsPerUser: { points: 20, seconds: 60 * 60 },
  /** Photos one account uploads for return requests (decoded and re-encoded, kept for staff). */
  returnPhotosPerUser: { points: 30, seconds: 60 * 60 },
  /** Return requests one account asks for (each is staff's work, and a refund). */
  returnsPerUser: { points: 10, seconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type LimitConfig = Record<LimitName, Limit>;

/**
 * Every limit's points times `factor` (RATE_LIMIT_FACTOR): for browser tests, which sign up
 * and in many times from one address. Production keeps the defaults.
 */
export const scaledLimits = (factor: number): LimitConfig =>
  Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([name, limit]) => [
      name,
      { ...limit, points: limit.points * factor },
    ]),
  ) as LimitConfig;

export interface RateLimits {
  /** Counts one; a 429 when that goes over the limit. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Counts one; false when over the limit (for limits that must not show). */
  allow(name: LimitName, key: string): Promise<boolean>;
  /** Gives back one counted point: an attempt reserved with `consume` that did not fail. */
  release(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
}

/** The 429 of a limit reached, saying when to try again. */
export function tooMany(msBeforeNext: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(429, msg('limit.tooMany', { seconds }), null, {
    'Retry-After': String(seconds),
  });
}

export function createRateLimits(db: Db, overrides: Partial<LimitConfig> = {}): RateLimits {
  const config: LimitConfig = { ...DEFAULT_LIMITS, ...overrides };
  const limiters = new Map(
    Object.entries(config).map(([name, limit], index) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: limit.points,
        duration: limit.seconds,
        // Each limiter's cleanup deletes every expired counter of the table: one is enough.
        clearExpiredByTimeout: index === 0,
      }),
    ]),
  );
  const limiter = (name: LimitName) => {
    const found = limiters.get(name);
    if (!found) throw new Error(`No rate limit ${name}`);
    return found;
  };
  /** rate-limiter-flexible rejects with a RateLimiterRes when over, with an Error on failure. */
  const counted = async (name: LimitName, key: string): Promise<RateLimiterRes | null> => {
    try {
      await limiter(name).consume(key);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    }
  };
  return {
    async consume(name, key) {
      const over = await counted(name, key);
      if (over) throw tooMany(over.msBeforeNext);
    },
    async allow(name, key) {
      return (await counted(name, key)) === null;
    },
    async release(name, key) {
      await limiter(name).reward(key, 1);
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}
