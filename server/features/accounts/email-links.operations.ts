// Links sent by e-mail: forgot password (the same answer whether or not the address has an
// account) and reset; verify the account's e-mail and confirm it.

import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { fieldError, fieldErrors } from '../../http/api-error.ts';
import type { ApiRequest, Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { createEmailLink, useEmailLink } from './email-links.ts';
import { hashPassword, newPasswordProblems } from './passwords.ts';
import type { AccountServices } from './services.ts';
import { revokeUserSessions } from './sessions.ts';
import { findUser, normaliseEmail } from './users.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
const VERIFY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const LINK_USED = msg('emailLink.used');

/** Sends a reset link when the address has an account; answers alike either way. */
async function forgotPassword({
  db,
  body,
  services,
  client,
  culture,
}: ApiRequest<'forgotPassword', AccountServices>) {
  await services.limits.consume('emailsPerAddress', client.address);
  const email = normaliseEmail(body.email);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  // Beyond a few e-mails an hour to one address none is sent, and the answer does not say so.
  // (The time of the answer differs by one insert and one outbox write, which the per-address
  // limit keeps from being a fast way to learn which addresses have accounts.)
  if (!user || !(await services.limits.allow('emailsPerRecipient', email))) return null;
  const now = services.now();
  const token = await createEmailLink(db, {
    purpose: 'reset-password',
    userId: user.id,
    email,
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
  });
  const path = `/user/resetpassword/${token}`;
  const link = `${services.publicUrl}${path}`;
  await services.messaging.email.send({
    to: email,
    subject: culture === 'en' ? 'Reset your password' : 'ตั้งรหัสผ่านใหม่',
    text:
      culture === 'en'
        ? `Open this link within an hour to choose a new password: ${link}`
        : `เปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่: ${link}`,
    data: { link, path, token },
    note: `reset password ${link}`,
  });
  return null;
}

export const emailLinkHandlers = {
  forgotPassword,
  forgotPasswordAlias: (request) =>
    forgotPassword(request as unknown as ApiRequest<'forgotPassword', AccountServices>),

  resetPassword: async ({ db, body, services, cookies }) => {
    const problems = newPasswordProblems(body.password, body.confirmPassword);
    if (problems.length) throw fieldErrors(problems);
    const now = services.now();
    const link = await useEmailLink(db, 'reset-password', body.token, now);
    if (!link) throw fieldError('body.token', LINK_USED);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, link.userId));
    // Whoever knew the old password is signed out everywhere, this browser included.
    await revokeUserSessions(db, link.userId, now);
    cookies.clear();
    return null;
  },

  requestEmailVerification: async ({ db, userId, services, client, culture }) => {
    await services.limits.consume('emailsPerAddress', client.address);
    const user = await findUser(db, userId ?? 0);
    if (!user?.email) throw fieldError('email', msg('emailLink.noEmail'));
    if (user.isVerifyEmail) return null;
    const now = services.now();
    const token = await createEmailLink(db, {
      purpose: 'verify-email',
      userId: user.id,
      email: user.email,
      expiresAt: new Date(now.getTime() + VERIFY_LIFETIME_MS),
    });
    const path = `/user/profile/my-profile?verifyEmail=${token}`;
    const link = `${services.publicUrl}${path}`;
    await services.messaging.email.send({
      to: user.email,
      subject: culture === 'en' ? 'Verify your e-mail' : 'ยืนยันอีเมลของคุณ',
      text:
        culture === 'en'
          ? `Open this link within a day to verify your e-mail: ${link}`
          : `เปิดลิงก์นี้ภายใน 1 วันเพื่อยืนยันอีเมลของคุณ: ${link}`,
      data: { link, path, token },
      note: `verify e-mail ${link}`,
    });
    return null;
  },

  // No session needed: the link may be opened on another device than the one that asked.
  confirmEmailVerification: async ({ db, body, services }) => {
    const link = await useEmailLink(db, 'verify-email', body.token, services.now());
    if (!link) throw fieldError('body.token', LINK_USED);
    const user = await findUser(db, link.userId);
    // The account may have changed its address since: the link vouches only for the old one.
    if (user?.email !== link.email) throw fieldError('body.token', LINK_USED);
    await db.update(users).set({ isVerifyEmail: true }).where(eq(users.id, link.userId));
    return null;
  },
} satisfies Partial<Handlers<AccountServices>>;
