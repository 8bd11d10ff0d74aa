// The ledger of money earned (server/features/shared/ledger-rules.ts says what each kind of
// entry does): appended, never edited (a trigger of migration 0013 refuses an update), each
// entry one of its kind per source, and chained per owner and currency: an entry's `seq` is the
// previous one's plus one, so two writers racing for one balance cannot both append (the
// second's insert fails on the chain's unique index, and it reads the balance again).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './schema-accounts.ts';

/** What an entry records (server/features/shared/ledger-rules.ts). */
export const ENTRY_KINDS = [
  'cashback.waiting',
  'cashback.confirmed',
  'cashback.cancelled',
  'cashback.reversed',
  'withdrawal.requested',
  'withdrawal.refused',
  'withdrawal.transferred',
  'adjustment',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const SOURCE_TYPES = ['order', 'return', 'withdrawal', 'adjustment'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cashback now; points come with the issues after the affiliate side. */
    currency: text('currency', { enum: ['cashback', 'points'] }).notNull(),
    /** 1 for an owner's first entry in a currency, then the previous one's plus one. */
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    sourceType: text('source_type', { enum: SOURCE_TYPES }).notNull(),
    sourceId: text('source_id').notNull(),
    /** Satang, never negative: what the entry names (its effect on the balance is below). */
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    balanceChangeSatang: bigint('balance_change_satang', { mode: 'number' }).notNull(),
    balanceAfterSatang: bigint('balance_after_satang', { mode: 'number' }).notNull(),
    /** Why, in the owner's words to read (a waiting cashback's order, a refusal's reason). */
    reason: text('reason').notNull().default(''),
    /** A waiting cashback: when it is expected to be confirmed. */
    expectedAt: at('expected_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_chain_idx').on(t.userId, t.currency, t.seq),
    uniqueIndex('ledger_entries_source_idx').on(t.currency, t.sourceType, t.sourceId, t.kind),
    index('ledger_entries_owner_idx').on(t.userId, t.currency, t.createdAt),
    check('ledger_entries_amount_not_negative', sql`${t.amountSatang} >= 0`),
    check('ledger_entries_balance_not_negative', sql`${t.balanceAfterSatang} >= 0`),
    check('ledger_entries_seq_positive', sql`${t.seq} >= 1`),
  ],
);

/** Where a share went out (the share modal's networks, a copied link, anything else). */
export const CLICK_REFERERS = [
  'facebook',
  'twitter',
  'line',
  'email',
  'messenger',
  'copy',
  'other',
] as const;
export type ClickReferer = (typeof CLICK_REFERERS)[number];

/**
 * A visitor's landing through an affiliate's share (server/features/shared/attribution.ts): the
 * link and network the "shares" figures count, and nothing about the visitor. Its random id is
 * what the visitor's cart carries (the affiliat_code_share cookie) to be attributed.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: text('id').primaryKey(),
    affiliateUserId: integer('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The share's short code (/pd/{code} and the like), else the landing path, no query. */
    link: text('link').notNull(),
    /** Null when the link did not say. */
    referer: text('referer', { enum: CLICK_REFERERS }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('affiliate_clicks_link_idx').on(t.affiliateUserId, t.link)],
);

/**
 * A member's application to become an affiliate (server/features/affiliates/application-rules.ts):
 * a draft while its documents are sent one by one, then submitted for staff, who verify or
 * refuse it. A member has at most one open (draft or submitted) application and one verified.
 */
export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'submitted', 'verified', 'refused'] }).notNull(),
    /** As on the identity card; set when submitted. */
    firstname: text('firstname'),
    lastname: text('lastname'),
    nationalId: text('national_id'),
    /** Bank of Thailand code, the account's digits and the name it is in. */
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    refusalReason: text('refusal_reason'),
    createdAt: at('created_at').notNull(),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('affiliate_applications_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('draft', 'submitted')`),
    uniqueIndex('affiliate_applications_verified_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'verified'`),
    index('affiliate_applications_status_idx').on(t.status, t.submittedAt),
  ],
);

/** A document of an application, kept privately (uploads of kind 'affiliate'), one per kind. */
export const affiliateDocuments = pgTable(
  'affiliate_documents',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => affiliateApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['identityCard', 'bankBook', 'companyCertificate'] }).notNull(),
    path: text('path').notNull(),
    mediaType: text('media_type').notNull(),
    byteLength: integer('byte_length').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [uniqueIndex('affiliate_documents_kind_idx').on(t.applicationId, t.kind)],
);

/** Where a withdrawal stands (server/features/affiliates/withdrawal-rules.ts). */
export const WITHDRAWAL_STATUSES = [
  'requested',
  'review',
  'approved',
  'transferred',
  'refused',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * An affiliate's withdrawal of their balance to the bank account staff verified with their
 * application (copied here: the money goes where it was asked to go). Its amount leaves the
 * balance with its ledger entry 'withdrawal.requested', written in the same transaction; a
 * refusal gives it back ('withdrawal.refused'), a transfer marks it ('withdrawal.transferred').
 * `idempotencyKey` is the SPA's id for one request, so a request sent again makes nothing more.
 */
export const affiliateWithdrawals = pgTable(
  'affiliate_withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    requestedAt: at('requested_at').notNull(),
    /** The end of the Thai business day it is promised to be transferred by. */
    dueBy: at('due_by').notNull(),
    reviewedAt: at('reviewed_at'),
    approvedAt: at('approved_at'),
    /** When it was transferred or refused. */
    decidedAt: at('decided_at'),
    refusalReason: text('refusal_reason'),
    /** The bank's reference for the transfer, as staff typed it. */
    transferReference: text('transfer_reference'),
  },
  (t) => [
    uniqueIndex('affiliate_withdrawals_request_idx').on(t.userId, t.idempotencyKey),
    index('affiliate_withdrawals_owner_idx').on(t.userId, t.id),
    index('affiliate_withdrawals_status_idx').on(t.status, t.id),
    check('affiliate_withdrawals_amount_positive', sql`${t.amountSatang} > 0`),
  ],
);

/**
 * A member following an affiliate (the affiliate's "followers"): once per pair, never oneself
 * (a check). Kept until the member stops following, or either account goes.
 */
export const affiliateFollowers = pgTable(
  'affiliate_followers',
  {
    affiliateUserId: integer('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followerUserId: integer('follower_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.affiliateUserId, t.followerUserId] }),
    index('affiliate_followers_follower_idx').on(t.followerUserId),
    check('affiliate_followers_not_oneself', sql`${t.affiliateUserId} <> ${t.followerUserId}`),
  ],
);
