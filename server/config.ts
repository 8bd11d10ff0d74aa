// Environment of the server process, read in one place.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOCIAL_PROVIDERS } from './db/schema.ts';
import { type Deployment, isLoopbackUrl, type StandInUse } from './deployment.ts';
import { DEFAULT_MAIL_FROM } from './features/accounts/services.ts';
import type { SocialOptions } from './features/accounts/social/providers.ts';
import type { PageAppKeys } from './features/live/page/page-provider.ts';
import type { StripeKeys } from './features/orders/card/stripe-client.ts';
import { isPromptPayId } from './features/orders/promptpay.ts';
import { DEMO_PROMPTPAY_ID } from './features/orders/services.ts';

/**
 * The project's folder, the nearest above this module with a package.json: the same whether the
 * server runs from its source (server/) or compiled (build/server/, scripts/build-server.mjs).
 */
function projectRootOf(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}

const projectRoot = projectRootOf(import.meta.url);

export interface ServerConfig {
  port: number;
  /** postgres://... for a PostgreSQL server; empty means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite's data folder. */
  pgliteDir: string;
  /** Rendered seed images are cached here. */
  imageCacheDir: string;
  /** Files shoppers upload (profile photos), served at /uploads. */
  uploadsDir: string;
  distDir: string;
  /** The server's bundle drawing public pages' first screens (`npm run build` makes it). */
  firstScreenDir: string;
  /** Every SMS and e-mail the outbox "sent", one JSON line each (<DATA_DIR>/outbox.jsonl). */
  outboxFile: string;
  /** ADMIN_TOKEN: the staff token of the admin calls; unset keeps them closed. */
  adminToken: string | undefined;
  /** PUBLIC_URL: the shop's address in e-mailed links. */
  publicUrl: string;
  /** TRUST_PROXY=1: one reverse proxy in front; client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  /** RATE_LIMIT_FACTOR: multiplies every rate limit (browser tests); 1 by default. */
  rateLimitFactor: number;
  /**
   * OTP_RESEND_SECONDS: the wait before another code to one phone (browser tests sign in by
   * code to accounts made a moment before); 60 by default.
   */
  otpResendSeconds: number | undefined;
  /** Social sign-in providers with credentials (socialOptionsOf); the others are the stand-in. */
  social: SocialOptions;
  /** ORDER_EXPIRY_MINUTES: how long an unpaid checkout waits for its payment (60 by default). */
  orderExpiryMinutes: number | undefined;
  /** PROMPTPAY_ID: the shop's PromptPay id the payment QR pays (promptPayIdOf). */
  promptPayId: string;
  /**
   * ANSWER_CACHE_MB: the memory for the catalogue's answers kept (answer-cache.ts); 16 by
   * default, which holds a few thousand pages of the list in both languages and encodings.
   */
  answerCacheBytes: number;
  /** SMTP_URL: e-mail goes through this mail server (smtpUrlOf); unset, to the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From of e-mail sent through SMTP. */
  mailFrom: string;
  /** Stripe's keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET); without, the stand-in plays it. */
  stripe: StripeKeys | undefined;
  /** The Facebook app's keys for pages; without, the stand-in plays the social page. */
  pages: PageAppKeys | undefined;
  /** Public or local, and which providers the stand-ins play (server/deployment.ts). */
  deployment: Deployment;
}

/**
 * PROMPTPAY_ID, checked at the start rather than at the first checkout: promptpay-qr would
 * quietly drop any non-digit and guess the id's kind from the digits left.
 */
export function promptPayIdOf(env: NodeJS.ProcessEnv): string {
  const id = env.PROMPTPAY_ID || DEMO_PROMPTPAY_ID;
  if (!isPromptPayId(id)) {
    throw new Error(
      `PROMPTPAY_ID must be a phone (0 and 9 digits), a 13-digit national or tax id or a 15-digit e-wallet id, digits only: ${id}`,
    );
  }
  return id;
}

/**
 * SMTP_URL, checked at the start: nodemailer would take a mistyped one as it could (another
 * scheme as plain SMTP, no host as localhost), and the mail lost would show only in the log.
 * The error does not repeat the value: it may hold the password.
 */
export function smtpUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.SMTP_URL || undefined;
  if (value && !/^smtps?:\/\/[^/?#]/.test(value)) {
    throw new Error('SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://…');
  }
  return value;
}

/** Each real provider's variables, all or none. */
const SOCIAL_ENV = {
  line: { clientId: 'LINE_CLIENT_ID', clientSecret: 'LINE_CLIENT_SECRET' },
  facebook: { clientId: 'FACEBOOK_CLIENT_ID', clientSecret: 'FACEBOOK_CLIENT_SECRET' },
  google: { clientId: 'GOOGLE_CLIENT_ID', clientSecret: 'GOOGLE_CLIENT_SECRET' },
  apple: {
    clientId: 'APPLE_CLIENT_ID',
    teamId: 'APPLE_TEAM_ID',
    keyId: 'APPLE_KEY_ID',
    /** The .p8 key's PEM text (newlines may be written \n). */
    privateKey: 'APPLE_PRIVATE_KEY',
  },
} as const;

const STRIPE_ENV = { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' };

/** The Facebook app live selling reads pages' comments with (its webhook set to our address). */
const PAGES_ENV = {
  appId: 'FACEBOOK_PAGES_APP_ID',
  appSecret: 'FACEBOOK_PAGES_APP_SECRET',
  verifyToken: 'FACEBOOK_PAGES_VERIFY_TOKEN',
};

/**
 * A provider's credentials when all its variables are set; none set leaves it to the offline
 * stand-in; some set is a mistake that must not quietly fall back to the stand-in.
 */
function credentialsOf<K extends string>(
  env: NodeJS.ProcessEnv,
  names: Record<K, string>,
): Record<K, string> | undefined {
  const entries = Object.entries<string>(names).map(([key, name]) => [key, name, env[name] ?? '']);
  const missing = entries.filter(([, , value]) => value === '').map(([, name]) => name);
  if (missing.length === entries.length) return undefined;
  if (missing.length) {
    throw new Error(`${missing.join(', ')} must be set too (or none of its kind)`);
  }
  return Object.fromEntries(entries.map(([key, , value]) => [key, value])) as Record<K, string>;
}

export function socialOptionsOf(env: NodeJS.ProcessEnv): SocialOptions {
  const options: SocialOptions = {};
  const line = credentialsOf(env, SOCIAL_ENV.line);
  const facebook = credentialsOf(env, SOCIAL_ENV.facebook);
  const google = credentialsOf(env, SOCIAL_ENV.google);
  const apple = credentialsOf(env, SOCIAL_ENV.apple);
  if (line) options.line = line;
  if (facebook) options.facebook = facebook;
  if (google) options.google = google;
  if (apple) options.apple = apple;
  return options;
}

export function stripeKeysOf(env: NodeJS.ProcessEnv): StripeKeys | undefined {
  return credentialsOf(env, STRIPE_ENV);
}

export function pageKeysOf(env: NodeJS.ProcessEnv): PageAppKeys | undefined {
  return credentialsOf(env, PAGES_ENV);
}

/** The providers the stand-ins play: those left without credentials. */
function standInsOf(
  social: SocialOptions,
  stripe: StripeKeys | undefined,
  smtpUrl: string | undefined,
  pages: PageAppKeys | undefined,
): StandInUse[] {
  return [
    ...(stripe
      ? []
      : [{ provider: 'card payments (Stripe)', variables: Object.values(STRIPE_ENV) }]),
    ...SOCIAL_PROVIDERS.filter((provider) => !social[provider]).map((provider) => ({
      provider: `${provider} sign-in`,
      variables: Object.values(SOCIAL_ENV[provider]),
    })),
    // Anyone could comment orders on the stand-in's page, under any name.
    ...(pages
      ? []
      : [{ provider: 'social pages (Facebook)', variables: Object.values(PAGES_ENV) }]),
    // The outbox "sends" e-mail to the server log: a real buyer would never get theirs.
    ...(smtpUrl ? [] : [{ provider: 'e-mail (the outbox)', variables: ['SMTP_URL'] }]),
  ];
}

/** PUBLIC_URL: an http(s) address without a path, as links and provider redirects use it. */
function publicUrlOf(env: NodeJS.ProcessEnv, port: number): string {
  const value = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http or https address without a path: ${value}`);
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // DATA_DIR holds everything the server writes (default: data/ of the project).
  const dataDir = env.DATA_DIR || join(projectRoot, 'data');
  const port = Number(env.PORT) || 3000;
  const publicUrl = publicUrlOf(env, port);
  const social = socialOptionsOf(env);
  const stripe = stripeKeysOf(env);
  const smtpUrl = smtpUrlOf(env);
  const pages = pageKeysOf(env);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: join(dataDir, 'pglite'),
    imageCacheDir: join(dataDir, 'images'),
    uploadsDir: join(dataDir, 'uploads'),
    distDir: join(projectRoot, 'dist'),
    firstScreenDir: join(projectRoot, 'build', 'first-screen'),
    outboxFile: join(dataDir, 'outbox.jsonl'),
    adminToken: env.ADMIN_TOKEN || undefined,
    publicUrl,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimitFactor: Math.max(1, Math.floor(Number(env.RATE_LIMIT_FACTOR) || 1)),
    otpResendSeconds: /^\d+$/.test(env.OTP_RESEND_SECONDS ?? '')
      ? Number(env.OTP_RESEND_SECONDS)
      : undefined,
    social,
    orderExpiryMinutes: /^[1-9]\d*$/.test(env.ORDER_EXPIRY_MINUTES ?? '')
      ? Number(env.ORDER_EXPIRY_MINUTES)
      : undefined,
    promptPayId: promptPayIdOf(env),
    answerCacheBytes:
      (/^[1-9]\d*$/.test(env.ANSWER_CACHE_MB ?? '') ? Number(env.ANSWER_CACHE_MB) : 16) * 2 ** 20,
    smtpUrl,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    stripe,
    pages,
    deployment: {
      isPublic: !isLoopbackUrl(publicUrl),
      allowStandIns: env.ALLOW_STAND_INS === '1' || env.ALLOW_STAND_INS === 'true',
      standIns: standInsOf(social, stripe, smtpUrl, pages),
    },
  };
}
