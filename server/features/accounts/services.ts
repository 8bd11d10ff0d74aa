// The account services createApp hands to every handler, with their defaults: the real
// clock, the outbox as SMS and e-mail provider (e-mail through SMTP with SMTP_URL), rate
// limits in the database, no admin token.
// The HTTP layer knows them only as its handlers' `Services` type parameter.
import type { Db } from '../../db/client.ts';
import { diskUploads, type Uploads } from '../../uploads/store.ts';
import type { FailureLog } from '../shared/messaging.ts';
import { createRateLimits, type LimitConfig, type RateLimits } from '../shared/rate-limits.ts';
import { RESEND_COOLDOWN_SECONDS } from './otp.ts';
import { type Messaging, outboxMessaging } from './outbox.ts';
import { smtpProvider } from './smtp.ts';

/** MAIL_FROM's default. */
export const DEFAULT_MAIL_FROM = 'Storefront <no-reply@localhost>';

/** What the account calls need beyond the database; createApp builds them from its deps. */
export interface AccountServices {
  /** The clock; tests move it to check expiries. */
  now: () => Date;
  messaging: Messaging;
  /** Failures nobody waits on (a mail not sent); the server log by default. */
  log: FailureLog;
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
  /** Real SMS and e-mail providers; the outbox by default (e-mail through SMTP with smtpUrl). */
  messaging?: Messaging;
  /** SMTP_URL: e-mail goes through this mail server instead of the outbox; SMS still does not. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the From of e-mail sent through SMTP; DEFAULT_MAIL_FROM by default. */
  mailFrom?: string | undefined;
  log?: FailureLog;
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

function messagingOf(db: Db, options: ServiceOptions, log: FailureLog): Messaging {
  if (options.messaging) return options.messaging;
  const outbox = outboxMessaging(db, {
    file: options.outboxFile,
    print: options.print ?? console.log,
  });
  if (!options.smtpUrl) return outbox;
  const from = options.mailFrom || DEFAULT_MAIL_FROM;
  return { sms: outbox.sms, email: smtpProvider({ url: options.smtpUrl, from, log }) };
}

export function createServices(db: Db, options: ServiceOptions = {}): AccountServices {
  const log = options.log ?? ((message, error) => console.error(message, error));
  return {
    now: options.now ?? (() => new Date()),
    messaging: messagingOf(db, options, log),
    log,
    limits: createRateLimits(db, options.rateLimits),
    // An empty ADMIN_TOKEN is no token: admin calls stay closed.
    adminToken: options.adminToken || undefined,
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    trustProxy: options.trustProxy ?? false,
    uploads: diskUploads(options.uploadsDir),
    otpResendSeconds: options.otpResendSeconds ?? RESEND_COOLDOWN_SECONDS,
  };
}
