// One-time codes by SMS: 6 digits from crypto.randomInt, stored as a hash bound to the phone
// and a reference, valid 180 s, used once, dead after 5 wrong tries; one code a minute per
// phone, and the per-phone and per-address limits of rate-limits.ts.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import { msg, type Text } from '../../http/messages.ts';
import type { FieldError } from '../../http/request-validator.ts';
import type { RateLimits } from '../shared/rate-limits.ts';
import type { MessageProvider } from './outbox.ts';
import { randomDigits, randomReference, sameHash, sha256 } from './secrets.ts';

export const OTP_LIFETIME_SECONDS = 180;
/** The wait before another code to the same phone (OTP_RESEND_SECONDS overrides it). */
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_WRONG_TRIES = 5;
const OTP_FIELD = 'body.otp';

/** The problem of a code another request used up first. */
export const OTP_USED: FieldError = { field: OTP_FIELD, message: msg('otp.used') };

const codeHashOf = (telephone: string, reference: string, code: string) =>
  sha256(`${reference}:${telephone}:${code}`);

const smsText = (culture: Culture, code: string, reference: string) =>
  culture === 'en'
    ? `Your code is ${code} (ref ${reference}). It expires in 3 minutes.`
    : `รหัส OTP ของคุณคือ ${code} (รหัสอ้างอิง ${reference}) ใช้ได้ภายใน 3 นาที`;

export interface OtpContext {
  db: Db;
  now: Date;
  sms: MessageProvider;
  limits: RateLimits;
  address: string;
  culture: Culture;
  resendSeconds: number;
}

export interface OtpSent {
  reference: string;
  expiresInSeconds: typeof OTP_LIFETIME_SECONDS;
  resendInSeconds: number;
}

export async function sendOtp(context: OtpContext, telephone: string): Promise<OtpSent> {
  const { db, now, limits, resendSeconds } = context;
  const [latest] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(eq(otpCodes.telephone, telephone))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const waitMs = latest ? latest.createdAt.getTime() + resendSeconds * 1000 - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new ApiError(429, msg('otp.cooldown', { seconds }), null, {
      'Retry-After': String(seconds),
    });
  }
  await limits.consume('otpPerAddress', context.address);
  await limits.consume('otpPerPhone', telephone);

  const code = randomDigits(6);
  const expiresAt = new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000);
  // A reference is unique per phone; on the rare repeat, draw another.
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = randomReference();
    const stored = await db
      .insert(otpCodes)
      .values({
        telephone,
        reference,
        codeHash: codeHashOf(telephone, reference, code),
        createdAt: now,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: otpCodes.id });
    if (!stored.length) continue;
    await context.sms.send({
      to: telephone,
      text: smsText(context.culture, code, reference),
      data: { code, reference },
      note: `code ${code} (ref ${reference})`,
    });
    return {
      reference,
      expiresInSeconds: OTP_LIFETIME_SECONDS,
      resendInSeconds: resendSeconds,
    };
  }
  throw new Error('No free OTP reference for this phone');
}

export interface OtpAttempt {
  telephone: string;
  reference: string;
  otp: string;
}

/**
 * Checks a code without using it up: the id of its row, or the problem as a field error.
 * A wrong code counts against the code's tries whatever the caller does next.
 */
export async function checkOtp(
  db: Db,
  now: Date,
  attempt: OtpAttempt,
): Promise<{ id: number } | { error: FieldError }> {
  const problem = (message: Text) => ({ error: { field: OTP_FIELD, message } });
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.telephone, attempt.telephone), eq(otpCodes.reference, attempt.reference)),
    );
  if (!row) return problem(msg('otp.unknown'));
  if (row.failedAttempts >= MAX_WRONG_TRIES) return problem(msg('otp.locked'));
  if (row.consumedAt) return { error: OTP_USED };
  if (now.getTime() >= row.expiresAt.getTime()) return problem(msg('otp.expired'));
  if (!sameHash(row.codeHash, codeHashOf(attempt.telephone, attempt.reference, attempt.otp))) {
    // Atomic, so wrong tries sent together cannot slip past the limit.
    const [counted] = await db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(and(eq(otpCodes.id, row.id), lt(otpCodes.failedAttempts, MAX_WRONG_TRIES)))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    const left = MAX_WRONG_TRIES - (counted?.failedAttempts ?? MAX_WRONG_TRIES);
    return problem(left > 0 ? msg('otp.wrong', { left }) : msg('otp.wrongLast'));
  }
  return { id: row.id };
}

/** Uses a checked code up; false when another request used it first (or it died meanwhile). */
export async function consumeOtp(db: Db, now: Date, id: number): Promise<boolean> {
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.failedAttempts, MAX_WRONG_TRIES),
      ),
    )
    .returning({ id: otpCodes.id });
  return used.length > 0;
}
