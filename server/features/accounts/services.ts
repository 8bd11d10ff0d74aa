// The account services createApp hands to every handler, with their defaults: the real
// clock, the outbox as SMS and e-mail provider, rate limits in the database, no admin token.
// The HTTP layer knows them only as its handlers' `Services` type parameter.
import type { Db } from '../../db/client.ts';
import { diskUploads, type Uploads } from '../../uploads/store.ts';
import { RESEND_COOLDOWN_SECONDS } from './otp.ts';
import { type Messaging, outboxMessaging } from './outbox.ts';
import { createRateLimits, type LimitConfig, type RateLimits } from './rate-limits.ts';

/** What the account calls need beyond the database; createApp builds them from its deps. */
export interface AccountServices {
  /** The clock; tests move it to check expiries. */
  now: () => Date;
  messaging: Messaging;
  limits: RateLimits;
  /** The staff token for admin calls; unset means every admin call is refused. */
  adminToken: string | undefined;
  /** The shop's own address, for links in e-mails (never taken from the request's Host). */
  publicUrl: string;
  /** Take the client address from X-Forwarded-For (one trusted reverse proxy in front). */
  trustProxy: boolean;
  /** Files shoppers uploaded (profile photos), kept under <DATA_DIR>/uploads. */
  uploads: Uploads;
  /** The wait before another code to the same phone. */
  otpResendSeconds: number;
}

export interface ServiceOptions {
  now?: () => Date;
  /** Real SMS and e-mail providers; the outbox by default. */
  messaging?: Messaging;
  /** The outbox's JSON-lines file (<DATA_DIR>/outbox.jsonl for `npm start`). */
  outboxFile?: string | undefined;
  /** Where the outbox prints its lines; the server log by default. */
  print?: (line: string) => void;
  adminToken?: string | undefined;
  publicUrl?: string;
  trustProxy?: boolean;
  /** Other limits than DEFAULT_LIMITS, e.g. small ones in tests. */
  rateLimits?: Partial<LimitConfig>;
  /** Where uploaded files are kept (<DATA_DIR>/uploads); a temp folder of their own without. */
  uploadsDir?: string;
  /** The wait before another code to the same phone; RESEND_COOLDOWN_SECONDS by default. */
  otpResendSeconds?: number;
}

export function createServices(db: Db, options: ServiceOptions = {}): AccountServices {
  return {
    now: options.now ?? (() => new Date()),
    messaging:
      options.messaging ??
      outboxMessaging(db, { file: options.outboxFile, print: options.print ?? console.log }),
    limits: createRateLimits(db, options.rateLimits),
    // An empty ADMIN_TOKEN is no token: admin calls stay closed.
    adminToken: options.adminToken || undefined,
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    trustProxy: options.trustProxy ?? false,
    uploads: diskUploads(options.uploadsDir),
    otpResendSeconds: options.otpResendSeconds ?? RESEND_COOLDOWN_SECONDS,
  };
}
