// Register (person and company), log in three ways, refresh, log out: sessions live on the
// server, the token travels as an HttpOnly cookie (or a Bearer header), answers never carry it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/features/accounts/passwords.ts';
import { sha256 } from '../../server/features/accounts/secrets.ts';
import { newAccountKeys } from '../../server/features/accounts/users.ts';
import {
  cookiesOf,
  newEmail,
  registerForm,
  sendCode,
  sessionOf,
  testClock,
} from './support/accounts.ts';
import { DRIVERS, type FieldError, useTestServer } from './support/server.ts';

const YEAR_SECONDS = String(365 * 24 * 60 * 60);
const YEAR_MS = 365 * 24 * 3600 * 1000;
const fieldsOf = (detail: unknown) => (detail as FieldError[]).map((error) => error.field).sort();
const somchai = { email: 'somchai@example.com', password: 'Demo1234', type: 2 };

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const server = useTestServer(driver, {
    now: clock.now,
    adminToken: 'staff-secret',
    trustProxy: true,
    rateLimits: {
      otpPerAddress: { points: 1000, seconds: 3600 },
      loginFailuresPerAccount: { points: 3, seconds: 900 },
      loginFailuresPerAddress: { points: 5, seconds: 900 },
    },
  });
  // Each test signs in from an address of its own, so failure counts stay apart.
  let addresses = 0;
  const newAddress = () => ({ 'X-Forwarded-For': `192.0.2.${++addresses}` });

  describe('register', () => {
    it('creates an approved person, signs it in and answers no token', async () => {
      const form = await registerForm(server);
      const { status, body, headers } = await server.call('register', '/Register', { body: form });
      expect(status).toBe(200);
      expect(Object.keys(body.detail).sort()).toEqual(['crmMemberId', 'expiresAt']);
      const token = sessionOf(headers);
      expect(JSON.stringify(body)).not.toContain(token);
      const me = await server.call('getUser', '/user', { session: token });
      expect(me.body.detail.user).toMatchObject({
        email: form.email,
        telephone: form.telephone,
        roleId: 4,
        memberTypeId: 1,
        approvalStatus: 'approved',
        companyName: null,
        crmMemberId: body.detail.crmMemberId,
      });
      const [row] = await server.db.select().from(users).where(eq(users.email, form.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('creates a company waiting for staff approval; staff approve it with the token only', async () => {
      const form = await registerForm(server, {
        type: 2,
        company: 'บริษัท ชาดี จำกัด',
        userTargetTypeId: [2, 3],
        businessTypeId: 2,
      });
      const registered = await server.call('register', '/Register', { body: form });
      expect(registered.status).toBe(200);
      const session = sessionOf(registered.headers);
      const me = await server.call('getUser', '/user', { session });
      expect(me.body.detail.user).toMatchObject({
        roleId: 1,
        memberTypeId: 2,
        companyName: 'บริษัท ชาดี จำกัด',
        approvalStatus: 'pending',
      });
      const [row] = await server.db.select().from(users).where(eq(users.email, form.email));
      const url = `/admin/companies/${row?.id}/approve`;
      for (const headers of [{}, { 'X-Admin-Token': 'guess' }] as Record<string, string>[]) {
        const refused = await server.call('approveCompany', url, { headers });
        expect(refused.status).toBe(403);
      }
      const approved = await server.call('approveCompany', url, {
        headers: { 'X-Admin-Token': 'staff-secret' },
      });
      expect(approved.body.detail.user.approvalStatus).toBe('approved');
      const person = await server.call('approveCompany', '/admin/companies/1/approve', {
        headers: { 'X-Admin-Token': 'staff-secret' },
      });
      expect(person.status).toBe(400);
      const nobody = await server.call('approveCompany', '/admin/companies/999999/approve', {
        headers: { 'X-Admin-Token': 'staff-secret' },
      });
      expect(nobody.status).toBe(404);
    });

    it('lists every problem: e-mail and phone in use, passwords, company fields, the code', async () => {
      const { reference, telephone } = await sendCode(server, '0812345678');
      const { status, body } = await server.call('register', '/Register', {
        body: {
          type: 2,
          email: 'SOMCHAI@example.com',
          password: 'short',
          confirmPassword: 'other',
          telephone,
          otp: '000000',
          reference,
          isAccept: true,
          policy: true,
          news: true,
          isSendByEmail: true,
          userTargetTypeId: [],
          businessTypeId: 99,
        },
      });
      expect(status).toBe(400);
      expect(fieldsOf(body.detail)).toEqual([
        'body.businessTypeId',
        'body.company',
        'body.confirmPassword',
        'body.email',
        'body.otp',
        'body.password',
        'body.telephone',
        'body.userTargetTypeId',
      ]);
    });

    it.each([
      ['Abcdefg1', true],
      ['Ab1!@#-_', true],
      ['abcdefgh', false],
      ['12345678', false],
      ['Abc123', false],
      ['Abcdefg 1', false],
      ['Abcdefgé1', false],
    ])('password %s is %s by the rule', async (password, accepted) => {
      const form = await registerForm(server, { password, confirmPassword: password });
      const { status } = await server.call('register', '/Register', { body: form });
      expect(status === 200).toBe(accepted);
    });

    it('keeps the code usable when the form fails for another reason', async () => {
      const form = await registerForm(server, { confirmPassword: 'Mismatch99' });
      expect((await server.call('register', '/Register', { body: form })).status).toBe(400);
      const fixed = { ...form, confirmPassword: form.password };
      expect((await server.call('register', '/Register', { body: fixed })).status).toBe(200);
    });

    // Spec section 9: the token lasts a year for login (remembered), register and social.
    it('keeps the new account signed in for a year, as a remembered login', async () => {
      const form = await registerForm(server, {});
      const registered = await server.call('register', '/Register', { body: form });
      expect(registered.status).toBe(200);
      const cookies = cookiesOf(registered.headers);
      expect(cookies.token?.attributes['max-age']).toBe(YEAR_SECONDS);
      expect(cookies.token_expiry?.attributes['max-age']).toBe(YEAR_SECONDS);
      const expiresAt = new Date(registered.body.detail.expiresAt).getTime();
      expect(expiresAt - clock.now().getTime()).toBe(YEAR_MS);
      const token = sessionOf(registered.headers);
      const [row] = await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)));
      expect(row?.expiresAt.getTime()).toBe(expiresAt);
      expect(row?.rememberMe).toBe(true);
      // A refresh keeps the year, as for a remembered login.
      const refreshed = await server.call('refreshToken', '/refreshtoken', { session: token });
      expect(cookiesOf(refreshed.headers).token?.attributes['max-age']).toBe(YEAR_SECONDS);
      const next = new Date(refreshed.body.detail.expiresAt).getTime();
      expect(next - clock.now().getTime()).toBe(YEAR_MS);
    });
  });

  // Spec section 5: login phones have at least 9 digits (Thai landlines have 9, mobiles 10);
  // a phone that gets or proves an SMS code is a mobile, exactly 10.
  describe('phone lengths', () => {
    const landline = '021234567';
    const madeUpTicket = 'A'.repeat(43);

    it('logs in by a 9-digit phone and password; an unknown one is the ordinary refusal', async () => {
      const headers = newAddress();
      const unknown = await server.call('login', '/login', {
        headers,
        body: { telephone: '029999999', password: 'Demo1234', type: 2 },
      });
      const wrong = await server.call('login', '/login', {
        headers,
        body: { ...somchai, password: 'Wrong1234' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual(wrong.body);
      expect(fieldsOf(unknown.body.detail)).toEqual(['body']);

      // Registration proves a mobile by SMS, so a landline account is made in the database.
      const email = newEmail('landline');
      await server.db.insert(users).values({
        email,
        telephone: landline,
        passwordHash: await hashPassword('Secret123'),
        memberTypeId: 1,
        roleId: 4,
        approvalStatus: 'approved',
        ...newAccountKeys(),
      });
      const known = await server.call('login', '/login', {
        headers: newAddress(),
        body: { telephone: landline, password: 'Secret123', type: 2 },
      });
      expect(known.status).toBe(200);
      const me = await server.call('getUser', '/user', { session: sessionOf(known.headers) });
      expect(me.body.detail.user).toMatchObject({ email, telephone: landline });
    });

    it('checks a 9-digit phone (the login modal asks before the password)', async () => {
      const checked = await server.call('validateEmailTelephone', '/ValidateEmailTelephone', {
        headers: newAddress(),
        body: { telephone: '029999998' },
      });
      expect(checked.status).toBe(200);
      expect(checked.body.detail).toEqual({ emailInUse: false, telephoneInUse: false });
    });

    it('refuses 8 or 11 digits, or no 0 first, on the login and the check (body.telephone)', async () => {
      for (const telephone of ['02123456', '08123456789', '812345678', '1812345678', '0812-4567']) {
        const login = await server.call('login', '/login', {
          headers: newAddress(),
          body: { telephone, password: 'Demo1234', type: 2 },
        });
        expect(login.status).toBe(400);
        expect(fieldsOf(login.body.detail)).toContain('body.telephone');
        const check = await server.call('validateEmailTelephone', '/ValidateEmailTelephone', {
          headers: newAddress(),
          body: { telephone },
        });
        expect(check.status).toBe(400);
        expect(fieldsOf(check.body.detail)).toContain('body.telephone');
      }
    });

    it('takes exactly 10 digits wherever a code is sent or proven (body.telephone)', async () => {
      const code = { otp: '123456', reference: 'AB12CD' };
      const calls = [
        () => server.call('sendOtp', '/OTP/Send', { body: { telephone: landline, type: 1 } }),
        () =>
          server.call('validateOtp', '/OTP/Validate', {
            body: { telephone: landline, ...code, type: 1 },
          }),
        () =>
          server.call('login', '/login', {
            headers: newAddress(),
            body: { telephone: landline, ...code, type: 2 },
          }),
        () =>
          server.call('loginExternal', '/LoginExternal', {
            headers: newAddress(),
            body: {
              Provider: 'Line',
              Ticket: madeUpTicket,
              type: 2,
              telephone: landline,
              OTP: code.otp,
              reference: code.reference,
            },
          }),
        async () =>
          server.call('register', '/Register', {
            body: { ...(await registerForm(server)), telephone: landline },
          }),
      ];
      for (const call of calls) {
        const { status, body } = await call();
        expect(status).toBe(400);
        expect(fieldsOf(body.detail)).toContain('body.telephone');
      }
    });
  });

  describe('cookies', () => {
    it('are HttpOnly for the token, readable for the expiry, Lax, with Max-Age for remember me', async () => {
      const remembered = await server.call('login', '/login', {
        headers: newAddress(),
        body: { ...somchai, rememberMe: true },
      });
      const cookies = cookiesOf(remembered.headers);
      expect(cookies.token?.attributes).toMatchObject({
        httponly: true,
        samesite: 'Lax',
        path: '/',
        'max-age': YEAR_SECONDS,
      });
      expect(cookies.token_expiry?.attributes).toMatchObject({
        samesite: 'Lax',
        path: '/',
        'max-age': YEAR_SECONDS,
      });
      expect(cookies.token_expiry?.attributes.httponly).toBeUndefined();
      expect(cookies.token_expiry?.value).toBe(remembered.body.detail.expiresAt);
      const year = new Date(remembered.body.detail.expiresAt).getTime() - clock.now().getTime();
      expect(year).toBe(365 * 24 * 3600 * 1000);
      expect(cookies.token?.attributes.secure).toBeUndefined();
      expect(remembered.headers.get('cache-control')).toBe('private, no-store');

      const browserSession = await server.call('login', '/login', {
        headers: newAddress(),
        body: somchai,
      });
      const session = cookiesOf(browserSession.headers);
      expect(session.token?.attributes['max-age']).toBeUndefined();
      expect(session.token_expiry?.attributes['max-age']).toBeUndefined();
      const hours =
        new Date(browserSession.body.detail.expiresAt).getTime() - clock.now().getTime();
      expect(hours).toBe(7 * 3600 * 1000);
    });

    it('are Secure behind an https proxy', async () => {
      const { headers } = await server.call('login', '/login', {
        headers: { ...newAddress(), 'X-Forwarded-Proto': 'https' },
        body: somchai,
      });
      const cookies = cookiesOf(headers);
      expect(cookies.token?.attributes.secure).toBe(true);
      expect(cookies.token_expiry?.attributes.secure).toBe(true);
    });
  });

  describe('login', () => {
    it('by e-mail (any case) or phone with the password', async () => {
      for (const body of [
        { ...somchai, email: 'Somchai@Example.com' },
        { telephone: '0812345678', password: 'Demo1234', type: 4 },
      ]) {
        const { status, headers } = await server.call('login', '/login', {
          headers: newAddress(),
          body,
        });
        expect(status).toBe(200);
        const me = await server.call('getUser', '/user', { session: sessionOf(headers) });
        expect(me.body.detail.user.email).toBe('somchai@example.com');
      }
    });

    it('by phone with a code, which it uses up', async () => {
      const code = await sendCode(server, '0898765432');
      const body = {
        telephone: code.telephone,
        otp: code.code,
        reference: code.reference,
        type: 2,
      };
      const first = await server.call('login', '/login', { headers: newAddress(), body });
      expect(first.status).toBe(200);
      const me = await server.call('getUser', '/user', { session: sessionOf(first.headers) });
      expect(me.body.detail.user.companyName).toBe('บริษัท น้ำผึ้งไทย จำกัด');
      const replay = await server.call('login', '/login', { headers: newAddress(), body });
      expect(replay.status).toBe(400);
      expect(replay.body.message).toMatch(/already been used/);
    });

    it('answers one 400 message for a wrong password and an unknown account', async () => {
      const headers = newAddress();
      const wrong = await server.call('login', '/login', {
        headers,
        body: { ...somchai, password: 'Wrong1234' },
      });
      const unknown = await server.call('login', '/login', {
        headers,
        body: { ...somchai, email: newEmail() },
      });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual(wrong.body);
      expect(cookiesOf(wrong.headers).token).toBeUndefined();
    });

    it('refuses a form with neither a password nor a code, or with both', async () => {
      for (const body of [
        { email: 'somchai@example.com', type: 2 },
        { email: 'somchai@example.com', telephone: '0812345678', password: 'Demo1234', type: 2 },
        {
          telephone: '0812345678',
          password: 'Demo1234',
          otp: '123456',
          reference: 'AB12CD',
          type: 2,
        },
      ]) {
        const { status } = await server.call('login', '/login', { headers: newAddress(), body });
        expect(status).toBe(400);
      }
    });

    it('stops an account after repeated failures, even with the right password (429)', async () => {
      const form = await registerForm(server);
      await server.call('register', '/Register', { body: form });
      const body = { email: form.email, password: 'Wrong1234', type: 2 };
      for (let i = 0; i < 3; i++) {
        const { status } = await server.call('login', '/login', { headers: newAddress(), body });
        expect(status).toBe(400);
      }
      const right = await server.call('login', '/login', {
        headers: newAddress(),
        body: { ...body, password: form.password },
      });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('holds the limit when the guesses come all at once (each takes its point first)', async () => {
      const form = await registerForm(server);
      await server.call('register', '/Register', { body: form });
      const guesses = Array.from({ length: 12 }, (_, i) =>
        server.call('login', '/login', {
          headers: newAddress(),
          body: { email: form.email, password: `Wrong${1000 + i}`, type: 2 },
        }),
      );
      const statuses = (await Promise.all(guesses)).map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    });

    it('counts only failures: logins that work leave the address its tries', async () => {
      const headers = newAddress();
      for (let i = 0; i < 6; i++) {
        expect((await server.call('login', '/login', { headers, body: somchai })).status).toBe(200);
      }
    });

    it('stops an address after repeated failures across accounts (429)', async () => {
      const headers = newAddress();
      for (let i = 0; i < 5; i++) {
        const body = { email: newEmail('nobody'), password: 'Wrong1234', type: 2 };
        expect((await server.call('login', '/login', { headers, body })).status).toBe(400);
      }
      const blocked = await server.call('login', '/login', { headers, body: somchai });
      expect(blocked.status).toBe(429);
      const elsewhere = await server.call('login', '/login', {
        headers: newAddress(),
        body: somchai,
      });
      expect(elsewhere.status).toBe(200);
    });
  });

  describe('sessions', () => {
    const signIn = async () =>
      sessionOf(
        (await server.call('login', '/login', { headers: newAddress(), body: somchai })).headers,
      );

    it('accept the token as a Bearer header too', async () => {
      const token = await signIn();
      expect((await server.call('getUser', '/user', { bearer: token })).status).toBe(200);
    });

    it('answer 401 without a session, or with an unknown token', async () => {
      expect((await server.call('getUser', '/user')).status).toBe(401);
      expect((await server.call('getUser', '/user', { session: 'made-up' })).status).toBe(401);
      expect((await server.call('refreshToken', '/refreshtoken')).status).toBe(401);
    });

    it('are stored hashed', async () => {
      const token = await signIn();
      const rows = await server.db.select().from(sessions);
      expect(rows.some((row) => JSON.stringify(row).includes(token))).toBe(false);
    });

    it('rotate on refresh: new cookies, and the old token is refused', async () => {
      const old = await signIn();
      const refreshed = await server.call('refreshToken', '/refreshtoken', { session: old });
      expect(refreshed.status).toBe(200);
      const fresh = sessionOf(refreshed.headers);
      expect(fresh).not.toBe(old);
      expect(JSON.stringify(refreshed.body)).not.toContain(fresh);
      expect(cookiesOf(refreshed.headers).token_expiry?.value).toBe(
        refreshed.body.detail.expiresAt,
      );
      expect((await server.call('getUser', '/user', { session: old })).status).toBe(401);
      expect((await server.call('refreshToken', '/refreshtoken', { session: old })).status).toBe(
        401,
      );
      expect((await server.call('getUser', '/user', { session: fresh })).status).toBe(200);
    });

    it('end at logout, which clears both cookies and works without a session', async () => {
      const token = await signIn();
      const out = await server.call('logout', '/logout', { session: token });
      expect(out.body).toEqual({ result: 1, message: 'success', detail: null });
      const cleared = cookiesOf(out.headers);
      expect(cleared.token?.attributes['max-age']).toBe('0');
      expect(cleared.token_expiry?.attributes['max-age']).toBe('0');
      expect((await server.call('getUser', '/user', { bearer: token })).status).toBe(401);
      expect((await server.call('logout', '/logout', { session: token })).status).toBe(200);
      expect((await server.call('logout', '/logout')).status).toBe(200);
    });

    it('expire with their lifetime', async () => {
      const token = await signIn();
      clock.advance(7 * 3600 * 1000 - 1000);
      expect((await server.call('getUser', '/user', { session: token })).status).toBe(200);
      clock.advance(2000);
      expect((await server.call('getUser', '/user', { session: token })).status).toBe(401);
    });
  });
});
