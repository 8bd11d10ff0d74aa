// Social sign-in's API half: /ValidateAccout and /LoginExternal take the one-time ticket the
// sign-in callback gave the browser (browser-routes.ts), never a provider user id
// from the browser, which anyone could write. A first sign-in is proven by a phone code and
// links the identity to the person account of that phone, or to a new one; after that the
// ticket alone signs in. Sessions last a year (the spec's social token cookie).

import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { type SocialProvider, users } from '../../../db/schema.ts';
import { ApiError, fieldErrors } from '../../../http/api-error.ts';
import type { ApiRequest, Handlers } from '../../../http/handler.ts';
import { msg, type Text } from '../../../http/messages.ts';
import type { FieldError } from '../../../http/request-validator.ts';
import { checkOtp, consumeOtp, OTP_USED } from '../otp.ts';
import type { AccountServices } from '../services.ts';
import { REMEMBERED, signIn } from '../sign-in.operations.ts';
import { findUser, newAccountKeys, type UserRow } from '../users.ts';
import { cookieHoldsTicket, TICKET_COOKIE } from './ticket-cookie.ts';
import {
  consumeTicket,
  findTicket,
  linkedUserId,
  linkIdentity,
  type TicketProblem,
  type TicketRow,
} from './tickets.ts';

/** The contract's `Provider` names. */
const PROVIDERS = {
  Line: 'line',
  Facebook: 'facebook',
  Google: 'google',
  Apple: 'apple',
} as const satisfies Record<string, SocialProvider>;

/** Unknown and another provider's read alike: the answer tells nothing of other tickets. */
const TICKET_PROBLEMS: Record<TicketProblem, Text> = {
  unknown: msg('social.ticketUnknown'),
  used: msg('social.ticketUsed'),
  expired: msg('social.ticketExpired'),
};
const ticketProblem = (problem: TicketProblem): FieldError => ({
  field: 'body.Ticket',
  message: TICKET_PROBLEMS[problem],
});

/** otp.ts names `body.otp`; this body's field is the spec's `OTP`. */
const asOtpField = (error: FieldError): FieldError =>
  error.field === 'body.otp' ? { ...error, field: 'body.OTP' } : error;

const CODE_FIELDS = ['telephone', 'OTP', 'reference'] as const;

type SocialRequest = Pick<
  ApiRequest<'validateAccount', AccountServices>,
  'db' | 'services' | 'client' | 'cookie'
>;

/**
 * Runs a call whose refusals (400) count as failed logins of the address, with the login's
 * own limit: a 429 once it is used up, whatever the ticket.
 */
async function countingFailures<T>(request: SocialRequest, work: () => Promise<T>): Promise<T> {
  const { limits } = request.services;
  const { address } = request.client;
  // The attempt takes its point first (attempts sent together cannot all slip under the
  // limit); anything but a refusal gives it back.
  await limits.consume('loginFailuresPerAddress', address);
  try {
    const done = await work();
    await limits.release('loginFailuresPerAddress', address);
    return done;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400)) {
      await limits.release('loginFailuresPerAddress', address);
    }
    throw error;
  }
}

async function liveTicket(
  request: SocialRequest,
  provider: SocialProvider,
  token: string,
): Promise<TicketRow> {
  // Without its cookie a ticket reads as unknown: it was sent to another browser.
  if (!cookieHoldsTicket(request.cookie(TICKET_COOKIE), token)) {
    throw fieldErrors([ticketProblem('unknown')]);
  }
  const found = await findTicket(request.db, provider, token, request.services.now());
  if ('problem' in found) throw fieldErrors([ticketProblem(found.problem)]);
  return found;
}

/** The provider's e-mail for a new account, unless another account already has it. */
async function freeEmail(db: Db, email: string | null): Promise<string | null> {
  if (email === null) return null;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return taken ? null : email;
}

/** Type 4: the account linked to the identity; the ticket is used up. */
async function linkedAccount(
  request: ApiRequest<'loginExternal', AccountServices>,
  ticket: TicketRow,
  linked: number | null,
): Promise<UserRow> {
  const { db, services } = request;
  if (linked === null) {
    throw fieldErrors([{ field: 'body.type', message: msg('social.notLinked') }]);
  }
  if (!(await consumeTicket(db, ticket.id, services.now()))) {
    throw fieldErrors([ticketProblem('used')]);
  }
  const user = await findUser(db, linked);
  if (!user) throw new Error('loginExternal: a linked account vanished');
  return user;
}

/**
 * Type 2: the phone code proves the phone, as /login by code does, so the identity is linked
 * to the person account of that phone, or to a new person account. Code, ticket, account and
 * link are written in one transaction, each use conditional, so of two requests racing with
 * one ticket or code exactly one wins.
 */
async function firstSignIn(
  request: ApiRequest<'loginExternal', AccountServices>,
  provider: SocialProvider,
  ticket: TicketRow,
  linked: number | null,
): Promise<{ user: UserRow; created: boolean }> {
  const { db, body, services } = request;
  const now = services.now();
  const telephone = body.telephone ?? '';
  if (linked !== null) {
    throw fieldErrors([{ field: 'body.type', message: msg('social.alreadyLinked') }]);
  }
  const otp = await checkOtp(db, now, {
    telephone,
    reference: body.reference ?? '',
    otp: body.OTP ?? '',
  });
  if ('error' in otp) throw fieldErrors([asOtpField(otp.error)]);
  const [owner] = await db.select().from(users).where(eq(users.telephone, telephone));
  if (owner && owner.memberTypeId !== 1) {
    throw fieldErrors([{ field: 'body.telephone', message: msg('social.companyPhone') }]);
  }
  // A new account, as at registration, needs the terms and privacy policy accepted.
  if (!owner && body.isAccept !== true) {
    throw fieldErrors([{ field: 'body.isAccept', message: msg('social.termsRequired') }]);
  }
  const email = owner ? null : await freeEmail(db, ticket.email);
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumeOtp(tx, now, otp.id))) throw fieldErrors([asOtpField(OTP_USED)]);
      if (!(await consumeTicket(tx, ticket.id, now))) throw fieldErrors([ticketProblem('used')]);
      const [user] = owner
        ? [owner]
        : await tx
            .insert(users)
            .values({
              email,
              telephone,
              passwordHash: null,
              memberTypeId: 1,
              roleId: 4,
              approvalStatus: 'approved',
              acceptedPolicy: true,
              ...newAccountKeys(),
            })
            .returning();
      if (!user) throw new Error('loginExternal: the new user was not returned');
      await linkIdentity(tx, { userId: user.id, provider, identity: ticket, now });
      return { user, created: !owner };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Nothing was used up (the transaction rolled back): say what changed meanwhile.
    if ((await linkedUserId(db, provider, ticket.providerUserId)) !== null) {
      throw fieldErrors([{ field: 'body.type', message: msg('social.justLinked') }]);
    }
    throw fieldErrors([{ field: 'body.telephone', message: msg('social.phoneJustTaken') }]);
  }
}

export const socialSignInHandlers = {
  validateAccount: (request) =>
    countingFailures(request, async () => {
      const provider = PROVIDERS[request.body.Provider];
      const ticket = await liveTicket(request, provider, request.body.Ticket);
      const linked = await linkedUserId(request.db, provider, ticket.providerUserId);
      return { isHaveAccount: linked !== null, email: ticket.email };
    }),

  loginExternal: (request) =>
    countingFailures(request, async () => {
      const { body } = request;
      const given = CODE_FIELDS.filter((field) => body[field] !== undefined);
      if (body.type === 4 && given.length) {
        throw fieldErrors(
          given.map((field) => ({
            field: `body.${field}`,
            message: msg('social.codeNotTaken'),
          })),
        );
      }
      if (body.type === 2 && given.length < CODE_FIELDS.length) {
        throw fieldErrors(
          CODE_FIELDS.filter((field) => body[field] === undefined).map((field) => ({
            field: `body.${field}`,
            message: msg('social.codeRequired'),
          })),
        );
      }
      const provider = PROVIDERS[body.Provider];
      const ticket = await liveTicket(request, provider, body.Ticket);
      const linked = await linkedUserId(request.db, provider, ticket.providerUserId);
      const { user, created } =
        body.type === 4
          ? { user: await linkedAccount(request, ticket, linked), created: false }
          : await firstSignIn(request, provider, ticket, linked);
      return { ...(await signIn(request, user, REMEMBERED)), created };
    }),
} satisfies Partial<Handlers<AccountServices>>;
