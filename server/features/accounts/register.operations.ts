// Registration of a person (approved at once) or a company (waiting for staff approval),
// with a phone code; every problem of the form is listed at once, and the code is used up
// only when the account is made. The new account is signed in (sign-in.operations.ts) for a year.

import { eq, inArray, or } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userBusinessTypes, users, userTargetTypes } from '../../db/schema.ts';
import { fieldErrors } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import type { FieldError } from '../../http/request-validator.ts';
import { checkOtp, consumeOtp, OTP_USED } from './otp.ts';
import { hashPassword, newPasswordProblems } from './passwords.ts';
import type { AccountServices } from './services.ts';
import { REMEMBERED, signIn } from './sign-in.operations.ts';
import { newAccountKeys, normaliseEmail, type UserRow } from './users.ts';

type RegisterBody = components['schemas']['RegisterForm'];

async function takenProblems(db: Db, email: string, telephone: string): Promise<FieldError[]> {
  const taken = await db
    .select({ email: users.email, telephone: users.telephone })
    .from(users)
    .where(or(eq(users.email, email), eq(users.telephone, telephone)));
  const problems: FieldError[] = [];
  if (taken.some((row) => row.email === email)) {
    problems.push({ field: 'body.email', message: msg('register.emailInUse') });
  }
  if (taken.some((row) => row.telephone === telephone)) {
    problems.push({ field: 'body.telephone', message: msg('register.telephoneInUse') });
  }
  return problems;
}

/** What the shopper buys for (spec section 5: at least one choice, for persons too). */
async function purposeProblems(db: Db, body: RegisterBody): Promise<FieldError[]> {
  const targets = body.userTargetTypeId ?? [];
  if (!targets.length) {
    return [{ field: 'body.userTargetTypeId', message: msg('register.targetsRequired') }];
  }
  const known = await db
    .select({ id: userTargetTypes.id })
    .from(userTargetTypes)
    .where(inArray(userTargetTypes.id, targets));
  return known.length === new Set(targets).size
    ? []
    : [{ field: 'body.userTargetTypeId', message: msg('register.targetUnknown') }];
}

/** What a company must add to the person's form, each missing or unknown choice named. */
async function companyProblems(db: Db, body: RegisterBody): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (!body.company?.trim()) {
    problems.push({ field: 'body.company', message: msg('register.companyRequired') });
  }
  if (body.businessTypeId === undefined) {
    problems.push({ field: 'body.businessTypeId', message: msg('register.businessTypeRequired') });
  } else {
    const [known] = await db
      .select({ id: userBusinessTypes.id })
      .from(userBusinessTypes)
      .where(eq(userBusinessTypes.id, body.businessTypeId));
    if (!known) {
      problems.push({ field: 'body.businessTypeId', message: msg('register.businessTypeUnknown') });
    }
  }
  return problems;
}

export const registerHandlers = {
  register: async (request) => {
    const { db, body, services } = request;
    const now = services.now();
    const email = normaliseEmail(body.email);
    const problems = newPasswordProblems(body.password, body.confirmPassword);
    problems.push(...(await purposeProblems(db, body)));
    if (body.type === 2) problems.push(...(await companyProblems(db, body)));
    problems.push(...(await takenProblems(db, email, body.telephone)));
    const otp = await checkOtp(db, now, body);
    if ('error' in otp) problems.push(otp.error);
    if (problems.length || 'error' in otp) throw fieldErrors(problems);

    const company = body.type === 2;
    const passwordHash = await hashPassword(body.password);
    let user: UserRow | undefined;
    try {
      user = await db.transaction(async (tx) => {
        if (!(await consumeOtp(tx, now, otp.id))) {
          throw fieldErrors([OTP_USED]);
        }
        const [row] = await tx
          .insert(users)
          .values({
            email,
            telephone: body.telephone,
            passwordHash,
            memberTypeId: body.type,
            roleId: company ? 1 : 4,
            approvalStatus: company ? 'pending' : 'approved',
            companyName: company ? (body.company?.trim() ?? null) : null,
            businessTypeId: company ? (body.businessTypeId ?? null) : null,
            userTargetTypeIds: [...new Set(body.userTargetTypeId ?? [])],
            acceptedPolicy: body.policy,
            wantsNews: body.news,
            isSendByEmail: body.isSendByEmail,
            ...newAccountKeys(),
          })
          .returning();
        return row;
      });
    } catch (error) {
      // Another registration took the e-mail or phone between the check and the insert.
      if (isUniqueViolation(error))
        throw fieldErrors(await takenProblems(db, email, body.telephone));
      throw error;
    }
    if (!user) throw new Error('register: the new user was not returned');
    // Spec section 9: the token lasts a year for login (remembered), register and social, so
    // a new account gets the year-long session.
    return signIn(request, user, REMEMBERED);
  },
} satisfies Partial<Handlers<AccountServices>>;
