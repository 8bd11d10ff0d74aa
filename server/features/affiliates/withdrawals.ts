// An affiliate's withdrawals in the database (withdrawal-rules.ts says who may and how much):
// asking for one writes its row and its ledger entry in one transaction, so the amount leaves
// the balance with it, and two asked for at once never both take one balance (the ledger's
// chain takes one; the other is refused as above the balance). Staff move it by a conditional
// update, so a move taken twice, or two staff at once, change it once; refusing gives the
// amount back through the ledger, transferring marks it there.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  affiliateApplications,
  affiliateWithdrawals,
  users,
  type WithdrawalStatus,
} from '../../db/tables.ts';
import { ApiError, Conflict, fieldError, notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import { msg } from '../../http/messages.ts';
import { businessDaysAfter } from '../shared/business-days.ts';
import { appendEntry, closeSource, totalsFor } from '../shared/ledger.ts';
import { baht, isoOrNull, type Paging, page, satang } from '../shared/present.ts';
import { BANKS } from './application-rules.ts';
import {
  type AmountRefusal,
  amountRefusal,
  MIN_WITHDRAWAL_SATANG,
  movableFrom,
  TRANSFER_BUSINESS_DAYS,
  type WithdrawalMove,
} from './withdrawal-rules.ts';

type Schemas = components['schemas'];
type Row = typeof affiliateWithdrawals.$inferSelect;
type BankCode = keyof typeof BANKS;
type Account = Pick<Row, 'bankCode' | 'accountNumber' | 'accountName'>;

function accountView(account: Account, culture: Culture): Schemas['WithdrawalAccount'] {
  const bank = BANKS[account.bankCode as BankCode];
  return {
    bankCode: account.bankCode as BankCode,
    bankName: culture === 'th' ? bank.nameTh : bank.nameEn,
    accountNumberEnding: account.accountNumber.slice(-4),
    accountName: account.accountName,
  };
}

export const withdrawalView = (row: Row, culture: Culture): Schemas['AffiliateWithdrawal'] => ({
  id: row.id,
  amount: baht(row.amountSatang),
  status: row.status,
  account: accountView(row, culture),
  requestedAt: row.requestedAt.toISOString(),
  dueBy: row.dueBy.toISOString(),
  reviewedAt: isoOrNull(row.reviewedAt),
  approvedAt: isoOrNull(row.approvedAt),
  decidedAt: isoOrNull(row.decidedAt),
  refusalReason: row.refusalReason,
  transferReference: row.transferReference,
});

/** Where the member's withdrawals go: the account staff verified with their application. */
async function verifiedAccountOf(db: Db, userId: number): Promise<Account | null> {
  const [account] = await db
    .select({
      bankCode: affiliateApplications.bankCode,
      accountNumber: affiliateApplications.accountNumber,
      accountName: affiliateApplications.accountName,
    })
    .from(affiliateApplications)
    .where(
      and(eq(affiliateApplications.userId, userId), eq(affiliateApplications.status, 'verified')),
    );
  if (!account?.bankCode || !account.accountNumber || !account.accountName) return null;
  return {
    bankCode: account.bankCode,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
  };
}

/** The member's withdrawals, newest first, with their balance, the minimum and their account. */
export async function withdrawalsPage(
  db: Db,
  userId: number,
  culture: Culture,
  { limit, offset }: Paging,
) {
  const rows = await db
    .select()
    .from(affiliateWithdrawals)
    .where(eq(affiliateWithdrawals.userId, userId))
    .orderBy(desc(affiliateWithdrawals.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(affiliateWithdrawals)
    .where(eq(affiliateWithdrawals.userId, userId));
  const account = await verifiedAccountOf(db, userId);
  return {
    ...page(
      rows.map((row) => withdrawalView(row, culture)),
      counted?.count ?? 0,
    ),
    balance: baht((await totalsFor(db, userId)).balanceSatang),
    minimum: baht(MIN_WITHDRAWAL_SATANG),
    account: account ? accountView(account, culture) : null,
  };
}

function amountError(refusal: AmountRefusal, balanceSatang: number) {
  const text = {
    'not-whole-satang': msg('withdrawal.notWholeSatang'),
    'below-minimum': msg('withdrawal.belowMinimum', { minimum: baht(MIN_WITHDRAWAL_SATANG) }),
    'above-balance': msg('withdrawal.aboveBalance', { balance: baht(balanceSatang) }),
  }[refusal];
  return fieldError('body.amount', text);
}

/** The member's withdrawal asked for under `key`, if any. */
async function withdrawalOfKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(affiliateWithdrawals)
    .where(
      and(eq(affiliateWithdrawals.userId, userId), eq(affiliateWithdrawals.idempotencyKey, key)),
    );
  return row;
}

/** Thrown inside the transaction to undo its row when the ledger refuses the amount. */
class AboveBalance extends Error {}

export interface WithdrawalRequest {
  userId: number;
  amount: number;
  /** The client's Idempotency-Key. */
  key: string;
  now: Date;
  /** Counts a new request against the member's limit (a resend is not one). */
  counted: () => Promise<void>;
}

/** Asks for a withdrawal: the row and its amount out of the balance, or the answer to a resend. */
export async function requestWithdrawal(
  db: Db,
  request: WithdrawalRequest,
): Promise<{ row: Row; balanceSatang: number }> {
  const { userId, key, now } = request;
  const amountSatang = satang(request.amount);
  const balanceNow = async () => (await totalsFor(db, userId)).balanceSatang;
  const resent = async (row: Row) => {
    if (row.amountSatang !== amountSatang)
      throw fieldError('header.idempotency-key', msg('withdrawal.keyReused'));
    return { row, balanceSatang: await balanceNow() };
  };
  // A refusal of the amount may come of this very request sent twice at once, the other
  // landing first: then it is answered as a resend.
  const refused = async (refusal: AmountRefusal, balanceSatang: number) => {
    const twin = await withdrawalOfKey(db, userId, key);
    if (twin) return resent(twin);
    throw amountError(refusal, balanceSatang);
  };
  const earlier = await withdrawalOfKey(db, userId, key);
  if (earlier) return resent(earlier);
  await request.counted();
  const account = await verifiedAccountOf(db, userId);
  if (!account) throw new ApiError(403, msg('withdrawal.noAccount'));
  const before = await balanceNow();
  const refusal = amountRefusal(request.amount, before);
  if (refusal) return refused(refusal, before);
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(affiliateWithdrawals)
        .values({
          userId,
          idempotencyKey: key,
          amountSatang,
          status: 'requested',
          ...account,
          requestedAt: now,
          dueBy: businessDaysAfter(now, TRANSFER_BUSINESS_DAYS),
        })
        .returning();
      if (!row) throw new Error('withdrawals: the insert returned no row');
      const appended = await appendEntry(tx, {
        userId,
        kind: 'withdrawal.requested',
        sourceId: String(row.id),
        amountSatang,
        now,
      });
      if ('refused' in appended) throw new AboveBalance();
      return row;
    });
    return { row, balanceSatang: await balanceNow() };
  } catch (error) {
    // Another request took the balance first, or the same one sent twice at once landed first.
    if (error instanceof AboveBalance) {
      const balance = await balanceNow();
      return refused(amountRefusal(request.amount, balance) ?? 'above-balance', balance);
    }
    const twin = isUniqueViolation(error) && (await withdrawalOfKey(db, userId, key));
    if (twin) return resent(twin);
    throw error;
  }
}

/** Withdrawals as staff see them: the whole account number and who asked. */
export async function staffWithdrawals(
  db: Db,
  where: { status: WithdrawalStatus } | { id: number },
  culture: Culture,
): Promise<Schemas['StaffWithdrawal'][]> {
  const rows = await db
    .select({ withdrawal: affiliateWithdrawals, user: users })
    .from(affiliateWithdrawals)
    .innerJoin(users, eq(users.id, affiliateWithdrawals.userId))
    .where(
      'id' in where
        ? eq(affiliateWithdrawals.id, where.id)
        : eq(affiliateWithdrawals.status, where.status),
    )
    // The queues to work through oldest first; what is decided, the latest first.
    .orderBy(
      'status' in where && (where.status === 'transferred' || where.status === 'refused')
        ? desc(affiliateWithdrawals.id)
        : asc(affiliateWithdrawals.id),
    )
    .limit(200);
  return rows.map(({ withdrawal, user }) => ({
    withdrawal: withdrawalView(withdrawal, culture),
    accountNumber: withdrawal.accountNumber,
    affiliate: {
      userId: user.id,
      email: user.email,
      telephone: user.telephone,
      affiliateCode: user.affiliateCode ?? '',
    },
  }));
}

export interface StaffMove {
  id: number;
  move: WithdrawalMove;
  reason?: string;
  reference?: string;
  now: Date;
  culture: Culture;
}

const STAMPS: Record<WithdrawalMove, (move: StaffMove) => Partial<Row>> = {
  review: ({ now }) => ({ status: 'review', reviewedAt: now }),
  approve: ({ now }) => ({ status: 'approved', approvedAt: now }),
  transfer: ({ now, reference }) => ({
    status: 'transferred',
    decidedAt: now,
    transferReference: reference ?? null,
  }),
  refuse: ({ now, reason }) => ({
    status: 'refused',
    decidedAt: now,
    refusalReason: reason ?? null,
  }),
};

/** Takes staff's `move`, if it follows where the withdrawal stands: it as it is after. */
export async function moveWithdrawal(db: Db, move: StaffMove) {
  if (move.move === 'refuse' && !move.reason?.trim())
    throw fieldError('body.reason', msg('withdrawal.reasonNeeded'));
  if (move.move === 'transfer' && !move.reference?.trim())
    throw fieldError('body.reference', msg('withdrawal.referenceNeeded'));
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(affiliateWithdrawals)
      .set(STAMPS[move.move](move))
      .where(
        and(
          eq(affiliateWithdrawals.id, move.id),
          inArray(affiliateWithdrawals.status, [...movableFrom(move.move)]),
        ),
      )
      .returning();
    if (!row) return null;
    if (move.move === 'refuse' || move.move === 'transfer') {
      const closed = await closeSource(tx, {
        kind: move.move === 'refuse' ? 'withdrawal.refused' : 'withdrawal.transferred',
        sourceId: String(row.id),
        reason: move.move === 'refuse' ? move.reason : move.reference,
        now: move.now,
      });
      // The row's status and the ledger move together: a refusal here is a broken ledger.
      if ('refused' in closed)
        throw new Error(
          `withdrawal ${row.id}: the ledger refused its ${move.move} (${closed.refused})`,
        );
    }
    return row;
  });
  const [current] = await staffWithdrawals(db, { id: move.id }, move.culture);
  if (!current) throw notFound('withdrawal');
  if (!moved)
    throw new Conflict(
      msg('withdrawal.moveRefused', { status: current.withdrawal.status }),
      current,
    );
  return current;
}
