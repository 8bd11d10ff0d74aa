// Log in (e-mail or phone with a password, or phone with a code), log out and refresh;
// register (register.operations.ts) signs in too. Each sign-in starts a server-side session and sets
// its cookies (server/features/accounts/cookies.ts); answers never carry the token.

import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { ApiError, fieldErrors } from '../../http/api-error.ts';
import type { ApiRequest, Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import type { FieldError } from '../../http/request-validator.ts';
import { checkOtp, consumeOtp, OTP_USED } from './otp.ts';
import { verifyPassword } from './passwords.ts';
import type { AccountServices } from './services.ts';
import { createSession, revokeSession } from './sessions.ts';
import { normaliseEmail, type UserRow } from './users.ts';

/** One message for every wrong e-mail, phone, password or code: it tells no account apart. */
const LOGIN_FAILED = msg('login.failed');

/**
 * A session that lasts a year, with cookies kept as long: a login with "remember me", and
 * always a registration or a social sign-in (spec section 9).
 */
export const REMEMBERED = true;

/**
 * Starts a session for `user`, sets its cookies and answers what the SPA keeps. `rememberMe`
 * (REMEMBERED) gives the year; without it the session lasts 7 hours, its cookies the
 * browser session.
 */
export async function signIn(
  request: ApiRequest<'register' | 'login' | 'loginExternal', AccountServices>,
  user: UserRow,
  rememberMe: boolean,
) {
  const session = await createSession(request.db, user.id, rememberMe, request.services.now());
  request.cookies.issue(session);
  return { crmMemberId: user.crmMemberId, expiresAt: session.expiresAt.toISOString() };
}

export const signInHandlers = {
  login: async (request) => {
    const { db, body, services, client } = request;
    const { limits } = services;
    const now = services.now();
    const email = body.email === undefined ? undefined : normaliseEmail(body.email);
    // Exactly one way: a form mixing them is a client's mistake, not a guess to make.
    const byPassword =
      body.password !== undefined &&
      (email !== undefined) !== (body.telephone !== undefined) &&
      body.otp === undefined &&
      body.reference === undefined;
    const byCode =
      body.telephone !== undefined &&
      body.otp !== undefined &&
      body.reference !== undefined &&
      email === undefined &&
      body.password === undefined;
    if (!byPassword && !byCode) {
      throw fieldErrors([{ field: 'body', message: msg('login.oneWay') }]);
    }
    const account = email !== undefined ? `email:${email}` : `telephone:${body.telephone}`;
    // Each attempt takes its point before it is checked (so attempts sent together cannot all
    // slip under the limit) and a login that works gives it back: what stays counted are the
    // failures.
    await limits.consume('loginFailuresPerAddress', client.address);
    await limits.consume('loginFailuresPerAccount', account);

    const [user] = await db
      .select()
      .from(users)
      .where(
        email !== undefined ? eq(users.email, email) : eq(users.telephone, body.telephone ?? ''),
      );
    const failed = (problem?: FieldError): never => {
      throw problem
        ? fieldErrors([problem])
        : new ApiError(400, LOGIN_FAILED, [{ field: 'body', message: LOGIN_FAILED }]);
    };
    if (byPassword) {
      const right = await verifyPassword(user?.passwordHash ?? null, body.password ?? '');
      if (!right || !user) return failed();
    } else {
      const checked = await checkOtp(db, now, {
        telephone: body.telephone ?? '',
        reference: body.reference ?? '',
        otp: body.otp ?? '',
      });
      // The code's own problem (wrong, expired, used) tells nothing about the account.
      if ('error' in checked) return failed(checked.error);
      if (!user) return failed();
      if (!(await consumeOtp(db, now, checked.id))) return failed(OTP_USED);
    }
    await limits.reset('loginFailuresPerAccount', account);
    await limits.release('loginFailuresPerAddress', client.address);
    if (!user) throw new Error('login: no user after a successful check');
    return signIn(request, user, body.rememberMe ?? false);
  },

  // Works without a session too, so a client can always clear its cookies.
  logout: async ({ db, session, cookies, services }) => {
    if (session) await revokeSession(db, session.id, services.now());
    cookies.clear();
    return null;
  },

  refreshToken: async ({ db, session, cookies, services }) => {
    const now = services.now();
    // The router answered 401 without a live session; a refresh racing a logout loses.
    if (!session || !(await revokeSession(db, session.id, now))) {
      throw new ApiError(401, msg('auth.signIn'));
    }
    const next = await createSession(db, session.userId, session.rememberMe, now);
    cookies.issue(next);
    return { expiresAt: next.expiresAt.toISOString() };
  },
} satisfies Partial<Handlers<AccountServices>>;
