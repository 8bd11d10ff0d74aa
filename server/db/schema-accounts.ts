// Accounts: users, their sessions, one-time codes, e-mailed links, social sign-in tickets and
// linked identities, addresses, the register form's choices, the outbox of messages sent and
// the rate-limit counters. Secrets (session tokens, codes, link tokens, tickets) are stored
// only as hashes, so a copy of the database signs nobody in.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; null for an account without one (social sign-in may give none). */
    email: text('email'),
    /**
     * Digits, 0 first: ten (a mobile) for every account made through the API, whose phone got
     * a code; a login by phone and password also takes nine (a landline).
     */
    telephone: text('telephone').notNull(),
    /** argon2id (PHC string); null for an account that signs in by phone code only. */
    passwordHash: text('password_hash'),
    /** Registration type: 1 person, 2 company. */
    memberTypeId: integer('member_type_id').notNull(),
    /** 4 individual, 1 company (spec section 6). */
    roleId: integer('role_id').notNull(),
    /** A company buys only once staff approved it. */
    approvalStatus: text('approval_status', { enum: ['approved', 'pending'] }).notNull(),
    companyName: text('company_name'),
    businessTypeId: integer('business_type_id'),
    userTargetTypeIds: integer('user_target_type_ids').array().notNull().default(sql`'{}'`),
    firstname: text('firstname'),
    lastname: text('lastname'),
    genderId: integer('gender_id'),
    /** Gregorian; the API shows it with the Buddhist-era year. */
    birthday: date('birthday', { mode: 'string' }),
    crmMemberId: text('crm_member_id').notNull().unique(),
    urlKey: text('url_key').notNull().unique(),
    imageUrl: text('image_url'),
    isVerifyEmail: boolean('is_verify_email').notNull().default(false),
    isConsent: boolean('is_consent').notNull().default(false),
    acceptedPolicy: boolean('accepted_policy').notNull().default(false),
    wantsNews: boolean('wants_news').notNull().default(false),
    isSendByEmail: boolean('is_send_by_email').notNull().default(false),
    /** 1 to 3; null before a first purchase ranks the shopper. */
    tierId: integer('tier_id'),
    /** 2 member, 1 customer. */
    tierTypeId: integer('tier_type_id').notNull().default(1),
    /** Given when staff verify the member as an affiliate; what their share links carry. */
    affiliateCode: text('affiliate_code').unique(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_telephone_idx').on(t.telephone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Remembered sessions last a year and keep a persistent cookie when refreshed. */
    rememberMe: boolean('remember_me').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    telephone: text('telephone').notNull(),
    reference: text('reference').notNull(),
    /** sha-256 of reference, telephone and code. */
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    uniqueIndex('otp_codes_reference_idx').on(t.telephone, t.reference),
    index('otp_codes_latest_idx').on(t.telephone, t.createdAt),
  ],
);

/** Single-use links sent by e-mail: password reset and e-mail verification. */
export const emailLinks = pgTable('email_links', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: text('purpose', { enum: ['reset-password', 'verify-email'] }).notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The address a verification link vouches for (the user may change it meanwhile). */
  email: text('email').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 person, 2 company (tax invoice to a company). */
    typeAddress: integer('type_address').notNull(),
    /** 1 shipping, 2 billing. */
    userAddressTypeId: integer('user_address_type_id').notNull(),
    name: text('name').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    telephone: text('telephone').notNull(),
    address: text('address').notNull(),
    road: text('road').notNull(),
    provinceId: integer('province_id').notNull(),
    provinceNameTh: text('province_name_th').notNull(),
    provinceNameEn: text('province_name_en').notNull(),
    districtId: integer('district_id').notNull(),
    districtNameTh: text('district_name_th').notNull(),
    districtNameEn: text('district_name_en').notNull(),
    subdistrictId: integer('subdistrict_id').notNull(),
    subdistrictNameTh: text('subdistrict_name_th').notNull(),
    subdistrictNameEn: text('subdistrict_name_en').notNull(),
    zipcodeId: integer('zipcode_id').notNull(),
    zipCode: text('zip_code').notNull(),
    defaultShipping: boolean('default_shipping').notNull(),
    defaultBilling: boolean('default_billing').notNull(),
    taxId: text('tax_id'),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
);

/** The register form's choices for companies: what they buy for, and their business. */
const choiceColumns = {
  id: integer('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
};
export const userTargetTypes = pgTable('user_target_types', choiceColumns);
export const userBusinessTypes = pgTable('user_business_types', choiceColumns);

/** Every SMS and e-mail the default providers "sent" (server/features/accounts/outbox.ts). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  text: text('text').notNull(),
  /** What a test or a developer looks for: code and reference, or a link's path. */
  data: jsonb('data').$type<Record<string, string>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** rate-limiter-flexible's Drizzle store: one counter per limiter and key. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: at('expire'),
});

/** The social sign-in providers (server/features/accounts/social/). */
export const SOCIAL_PROVIDERS = ['line', 'facebook', 'google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * One-time tickets of social sign-in: the identity our server read from a provider, handed to
 * the browser as a random token (only its sha-256 is kept) that /ValidateAccout reads and
 * /LoginExternal uses up, within 10 minutes.
 */
export const socialTickets = pgTable(
  'social_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    /** What the provider says; null when it gives none (or says it is not verified). */
    email: text('email'),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('social_tickets_expiry_idx').on(t.expiresAt)],
);

/** A provider's user linked to one of our accounts; a user may have several. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    /** The provider's e-mail when the link was made, for display only. */
    email: text('email'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_user_idx').on(t.provider, t.providerUserId),
    index('social_identities_user_idx').on(t.userId),
  ],
);
