// The profile (Buddhist-era birthday), the address book, the register form's look-ups and
// choices, e-mail verification, and forgot / reset password.
import { describe, expect, it } from 'vitest';
import {
  lastMessageTo,
  messagesTo,
  newEmail,
  registerForm,
  sessionOf,
  testClock,
} from './support/accounts.ts';
import { DRIVERS, type FieldError, issueToken, useTestServer } from './support/server.ts';

const fieldsOf = (detail: unknown) => (detail as FieldError[]).map((error) => error.field);

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const server = useTestServer(driver, { now: clock.now });
  const register = async () => {
    const form = await registerForm(server);
    const { headers } = await server.call('register', '/Register', { body: form });
    return { form, session: sessionOf(headers) };
  };

  describe('profile', () => {
    it("shows the demo person's birthday with its Buddhist-era year", async () => {
      const session = await issueToken(server, 1);
      const { body } = await server.call('getUser', '/user', { session });
      expect(body.detail.user).toMatchObject({
        email: 'somchai@example.com',
        firstname: 'สมชาย',
        birthday: '2533-05-17',
        genderId: 1,
        tierId: 2,
        tierTypeId: 2,
      });
    });

    it('updates names, gender, a Buddhist-era birthday and consent', async () => {
      const { session } = await register();
      const body = {
        firstname: 'Mary-Ann',
        lastname: "O'Neil",
        genderId: 2,
        birthday: '2543-02-29',
        isConsent: true,
      };
      const updated = await server.call('updateUser', '/user', { session, body });
      expect(updated.body.detail.user).toMatchObject(body);
      const cleared = await server.call('updateUser', '/user', {
        session,
        body: { ...body, genderId: null, birthday: null },
      });
      expect(cleared.body.detail.user).toMatchObject({ genderId: null, birthday: null });
    });

    it.each([
      ['2542-02-29', 'not a leap year (1999)'],
      ['2533-13-01', 'no 13th month'],
      ['2400-01-01', 'before 1900'],
      ['2700-01-01', 'in the future'],
    ])('refuses birthday %s (%s)', async (birthday) => {
      const { session } = await register();
      const { status, body } = await server.call('updateUser', '/user', {
        session,
        body: { firstname: 'A', lastname: 'B', genderId: 1, birthday, isConsent: false },
      });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^body\.birthday /);
    });

    it("lists the demo person's address in the Culture", async () => {
      const session = await issueToken(server, 1);
      const th = await server.call('listUserAddresses', '/UserAddresses', {
        session,
        culture: 'th',
      });
      const en = await server.call('listUserAddresses', '/UserAddresses', {
        session,
        culture: 'en',
      });
      expect(th.body.detail.userAddresses).toHaveLength(1);
      expect(th.body.detail.userAddresses[0]?.provinceName).toBe('เชียงใหม่');
      expect(en.body.detail.userAddresses[0]?.provinceName).toBe('Chiang Mai');
      const { session: newcomer } = await register();
      const none = await server.call('listUserAddresses', '/UserAddresses', { session: newcomer });
      expect(none.body.detail.userAddresses).toEqual([]);
    });
  });

  describe('look-ups', () => {
    it('tells whether an e-mail or phone is taken', async () => {
      const taken = await server.call('checkEmail', '/EmailCheck?email=Somchai%40example.com');
      expect(taken.body.detail).toEqual({ duplicate: true });
      const free = await server.call('checkEmail', `/EmailCheck?email=${newEmail()}`);
      expect(free.body.detail).toEqual({ duplicate: false });
      const both = await server.call('validateEmailTelephone', '/ValidateEmailTelephone', {
        body: { email: 'company@example.com', telephone: '0812345678' },
      });
      expect(both.body.detail).toEqual({ emailInUse: true, telephoneInUse: true });
      const none = await server.call('validateEmailTelephone', '/ValidateEmailTelephone', {
        body: {},
      });
      expect(none.body.detail).toEqual({ emailInUse: false, telephoneInUse: false });
    });

    it('names the company choices in the Culture', async () => {
      const th = await server.call('listUserBusinessTypes', '/UserBusinessType', {
        culture: 'th',
      });
      const en = await server.call('listUserBusinessTypes', '/UserBusinessType', {
        culture: 'en',
      });
      expect(th.body.detail.count).toBe(th.body.detail.dataList.length);
      expect(th.body.detail.dataList[0]).toEqual({ id: 1, name: 'ร้านค้าปลีก' });
      expect(en.body.detail.dataList[0]).toEqual({ id: 1, name: 'Retail shop' });
      const targets = await server.call('listUserTargetTypes', '/UserTargetType', {
        culture: 'en',
      });
      expect(targets.body.detail.dataList.map((choice) => choice.name)).toContain('Resale');
    });
  });

  describe('e-mail verification', () => {
    it('e-mails a link whose token marks the e-mail verified, once', async () => {
      const { form, session } = await register();
      expect(
        (await server.call('requestEmailVerification', '/user/VerifyEmail', { session })).status,
      ).toBe(200);
      const message = await lastMessageTo(server, form.email);
      expect(message?.data.path).toBe(
        `/user/profile/my-profile?verifyEmail=${message?.data.token}`,
      );
      const body = { token: message?.data.token };
      const confirmed = await server.call('confirmEmailVerification', '/user/VerifyEmail/confirm', {
        body,
      });
      expect(confirmed.status).toBe(200);
      const me = await server.call('getUser', '/user', { session });
      expect(me.body.detail.user.isVerifyEmail).toBe(true);
      const again = await server.call('confirmEmailVerification', '/user/VerifyEmail/confirm', {
        body,
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toMatch(/already used/);
    });

    it('needs a session to ask for the link', async () => {
      expect((await server.call('requestEmailVerification', '/user/VerifyEmail')).status).toBe(401);
    });
  });

  describe('forgot and reset password', () => {
    it('answers alike for a known and an unknown address; only the known one gets mail', async () => {
      const { form } = await register();
      const unknown = newEmail('nobody');
      const known = await server.call('forgotPassword', '/ForgotPassword', {
        body: { email: form.email },
      });
      const other = await server.call('forgotPasswordAlias', '/forgotPassword', {
        body: { email: unknown },
      });
      expect(known.status).toBe(200);
      expect(other.body).toEqual(known.body);
      expect(await messagesTo(server, form.email, 'email')).toHaveLength(1);
      expect(await messagesTo(server, unknown, 'email')).toHaveLength(0);
    });

    it('resets once with the link, signs out every session, and the new password works', async () => {
      const { form, session } = await register();
      await server.call('forgotPassword', '/ForgotPassword', { body: { email: form.email } });
      const message = await lastMessageTo(server, form.email);
      expect(message?.data.path).toBe(`/user/resetpassword/${message?.data.token}`);
      expect(message?.data.link).toMatch(/^http:\/\/localhost:3000\/user\/resetpassword\//);
      const body = {
        token: message?.data.token,
        password: 'NewPass99',
        confirmPassword: 'NewPass99',
      };
      const reset = await server.call('resetPassword', '/ResetPassword', { body });
      expect(reset.status).toBe(200);
      expect((await server.call('getUser', '/user', { session })).status).toBe(401);
      const again = await server.call('resetPassword', '/ResetPassword', { body });
      expect(again.status).toBe(400);
      expect(again.body.message).toMatch(/already used/);
      const old = await server.call('login', '/login', {
        body: { email: form.email, password: form.password, type: 2 },
      });
      expect(old.status).toBe(400);
      const fresh = await server.call('login', '/login', {
        body: { email: form.email, password: 'NewPass99', type: 2 },
      });
      expect(fresh.status).toBe(200);
    });

    it('refuses an expired link and a weak or mismatched password', async () => {
      const { form } = await register();
      await server.call('forgotPassword', '/ForgotPassword', { body: { email: form.email } });
      const token = (await lastMessageTo(server, form.email))?.data.token;
      const weak = await server.call('resetPassword', '/ResetPassword', {
        body: { token, password: 'weak', confirmPassword: 'other' },
      });
      expect(weak.status).toBe(400);
      expect(fieldsOf(weak.body.detail)).toEqual(['body.password', 'body.confirmPassword']);
      clock.advance(60 * 60 * 1000 + 1);
      const late = await server.call('resetPassword', '/ResetPassword', {
        body: { token, password: 'NewPass99', confirmPassword: 'NewPass99' },
      });
      expect(late.status).toBe(400);
      expect(late.body.message).toMatch(/^body\.token /);
    });
  });
});
