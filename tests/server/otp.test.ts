// Phone codes: 6 digits, bound to phone and reference, valid 180 s, once, 5 wrong tries;
// one code a minute per phone and hourly limits per phone and per address.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes } from '../../server/db/schema.ts';
import { messagesTo, newPhone, registerForm, sendCode, testClock } from './support/accounts.ts';
import { DRIVERS, type FieldError, useTestServer } from './support/server.ts';

const validate = (attempt: { telephone: string; otp: string; reference: string }) => ({
  body: { ...attempt, type: 1 },
});
const fieldsOf = (detail: unknown) => (detail as FieldError[]).map((error) => error.field);
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  // Generous limits here: the limits have their own server below.
  const server = useTestServer(driver, {
    now: clock.now,
    rateLimits: {
      otpPerAddress: { points: 1000, seconds: 3600 },
      otpPerPhone: { points: 1000, seconds: 3600 },
    },
  });

  it('sends 6 digits by SMS and answers the reference, never the code', async () => {
    const telephone = newPhone();
    const sent = await server.call('sendOtp', '/OTP/Send', { body: { telephone, type: 1 } });
    expect(sent.body.detail).toEqual({
      reference: expect.stringMatching(/^[A-Z0-9]{6}$/),
      expiresInSeconds: 180,
      resendInSeconds: 60,
    });
    const [sms] = await messagesTo(server, telephone, 'sms');
    expect(sms?.data.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain(sms?.data.code);
    expect(JSON.stringify(sent.body)).not.toContain(sms?.data.code);
    // Stored as a hash only.
    const [row] = await server.db.select().from(otpCodes).where(eq(otpCodes.telephone, telephone));
    expect(row?.codeHash).not.toContain(sms?.data.code);
  });

  it('validates a right code without using it up', async () => {
    const code = await sendCode(server, newPhone());
    const attempt = { telephone: code.telephone, otp: code.code, reference: code.reference };
    for (let i = 0; i < 2; i++) {
      const { status, body } = await server.call('validateOtp', '/OTP/Validate', validate(attempt));
      expect(status).toBe(200);
      expect(body.detail).toEqual({ verified: true });
    }
  });

  it('refuses the 6th try after 5 wrong ones, even with the right code', async () => {
    const code = await sendCode(server, newPhone());
    const wrong = {
      telephone: code.telephone,
      otp: otherCode(code.code),
      reference: code.reference,
    };
    for (let i = 0; i < 5; i++) {
      const { status, body } = await server.call('validateOtp', '/OTP/Validate', validate(wrong));
      expect(status).toBe(400);
      expect(fieldsOf(body.detail)).toEqual(['body.otp']);
    }
    const right = await server.call(
      'validateOtp',
      '/OTP/Validate',
      validate({ ...wrong, otp: code.code }),
    );
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(/too many/);
  });

  it('refuses a code once used up (replay)', async () => {
    const form = await registerForm(server);
    expect((await server.call('register', '/Register', { body: form })).status).toBe(200);
    const again = await server.call(
      'validateOtp',
      '/OTP/Validate',
      validate({ telephone: form.telephone, otp: form.otp, reference: form.reference }),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been used/);
  });

  it('accepts a code at 179 s and refuses it at 181 s', async () => {
    const code = await sendCode(server, newPhone());
    const attempt = validate({
      telephone: code.telephone,
      otp: code.code,
      reference: code.reference,
    });
    clock.advance(179_000);
    expect((await server.call('validateOtp', '/OTP/Validate', attempt)).status).toBe(200);
    clock.advance(2_000);
    const late = await server.call('validateOtp', '/OTP/Validate', attempt);
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
  });

  it("refuses a code with another send's reference, or sent to another phone", async () => {
    const telephone = newPhone();
    const first = await sendCode(server, telephone);
    clock.advance(61_000);
    const second = await sendCode(server, telephone);
    const crossed = await server.call(
      'validateOtp',
      '/OTP/Validate',
      validate({ telephone, otp: first.code, reference: second.reference }),
    );
    expect(crossed.status).toBe(400);
    const elsewhere = await server.call(
      'validateOtp',
      '/OTP/Validate',
      validate({ telephone: newPhone(), otp: second.code, reference: second.reference }),
    );
    expect(elsewhere.status).toBe(400);
    expect(fieldsOf(elsewhere.body.detail)).toEqual(['body.otp']);
  });

  it('sends one code a minute to a phone (429 with Retry-After before)', async () => {
    const telephone = newPhone();
    await sendCode(server, telephone);
    clock.advance(30_000);
    const early = await server.call('sendOtp', '/OTP/Send', { body: { telephone, type: 1 } });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('30');
    clock.advance(31_000);
    await sendCode(server, telephone);
  });

  it('refuses bad phones and types before anything is sent', async () => {
    for (const body of [
      { telephone: '812345678', type: 1 },
      { telephone: '1812345678', type: 1 },
      { telephone: '0812345678', type: 2 },
      { telephone: '0812345678', type: 1, extra: true },
    ]) {
      const { status } = await server.call('sendOtp', '/OTP/Send', { body });
      expect(status).toBe(400);
    }
  });
});

describe.each(DRIVERS)('rate limits on %s', (driver) => {
  const server = useTestServer(driver, {
    trustProxy: true,
    rateLimits: {
      otpPerPhone: { points: 2, seconds: 3600 },
      otpPerAddress: { points: 3, seconds: 3600 },
    },
  });
  const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });

  it('limits the codes one address asks for, whatever the phones', async () => {
    for (let i = 0; i < 3; i++) await sendCode(server, newPhone(), from('203.0.113.1'));
    const over = await server.call('sendOtp', '/OTP/Send', {
      ...from('203.0.113.1'),
      body: { telephone: newPhone(), type: 1 },
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is counted apart.
    await sendCode(server, newPhone(), from('203.0.113.2'));
  });

  it('limits the codes one phone gets, whatever the addresses', async () => {
    const telephone = newPhone();
    // Each send a minute later as far as the cooldown is concerned (its time is in the
    // database; the rate limits count on the real clock).
    const sendFrom = async (address: string) => {
      await server.db
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(otpCodes.telephone, telephone));
      return server.call('sendOtp', '/OTP/Send', {
        ...from(address),
        body: { telephone, type: 1 },
      });
    };
    expect((await sendFrom('198.51.100.1')).status).toBe(200);
    expect((await sendFrom('198.51.100.2')).status).toBe(200);
    expect((await sendFrom('198.51.100.3')).status).toBe(429);
  });
});

describe('the wait before another code, set by OTP_RESEND_SECONDS (browser tests)', () => {
  const server = useTestServer('pglite', { otpResendSeconds: 0 });

  it('sends another code to the phone at once, and says so', async () => {
    const telephone = newPhone();
    await sendCode(server, telephone);
    const again = await server.call('sendOtp', '/OTP/Send', { body: { telephone, type: 1 } });
    expect(again.status).toBe(200);
    expect(again.body.detail).toMatchObject({ resendInSeconds: 0 });
  });
});
