import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  maskTelephone,
  OTP_LIFETIME_SECONDS,
  type OtpInput,
  otpMachine,
  WIZARD_OTP_LIFETIME_SECONDS,
} from '../../machines';
import { fakeOtp, flushPromises, startOnClock } from './helpers';

const refused = Object.assign(new Error('The code is not correct'), { status: 400 });

function start(input: OtpInput) {
  const { otp, phoneChecks, codes, checks } = fakeOtp();
  const { actor, clock } = startOnClock(otp, { input });
  return { actor, clock, phoneChecks, sends: codes, checks };
}

async function codeSent(lifetimeSeconds = OTP_LIFETIME_SECONDS) {
  const started = start({ lifetimeSeconds });
  started.actor.send({ type: 'otp.send', telephone: '0812345678' });
  started.sends[0]?.resolve({ reference: 'AB12CD', sentAt: 1_000 });
  await flushPromises();
  return started;
}

describe('otp machine', () => {
  it('sends the code to the phone entered, then waits for it with its reference', async () => {
    const { actor, sends } = await codeSent();
    expect(sends.map((s) => s.telephone)).toEqual(['0812345678']);
    expect(actor.getSnapshot().matches({ codeEntry: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ reference: 'AB12CD', sentAt: 1_000 });
  });

  it('sends at once when the phone is already known', () => {
    const { sends } = start({ lifetimeSeconds: 180, telephone: '0898765432' });
    expect(sends.map((s) => s.telephone)).toEqual(['0898765432']);
  });

  it.each([
    [OTP_LIFETIME_SECONDS, 180],
    [WIZARD_OTP_LIFETIME_SECONDS, 150],
  ])('a code of %i s is EXPIRED after exactly %i s', async (lifetime, seconds) => {
    const { actor, clock } = await codeSent(lifetime);
    clock.increment(seconds * 1000 - 1);
    expect(actor.getSnapshot().matches('codeEntry')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('offers resend and edit-phone once expired; resend sends to the same phone', async () => {
    const { actor, clock, sends } = await codeSent();
    clock.increment(180_000);
    actor.send({ type: 'otp.resend' });
    expect(sends.map((s) => s.telephone)).toEqual(['0812345678', '0812345678']);
    sends[1]?.resolve({ reference: 'ZZ99YY', sentAt: 200_000 });
    await flushPromises();
    expect(actor.getSnapshot().context.reference).toBe('ZZ99YY');
    clock.increment(180_000);
    actor.send({ type: 'otp.editPhone' });
    expect(actor.getSnapshot().value).toBe('phoneEntry');
    expect(actor.getSnapshot().context.reference).toBeNull();
  });

  it('is done with the checked code when it is right', async () => {
    const { actor, checks } = await codeSent();
    actor.send({ type: 'otp.validate', code: '123456' });
    expect(checks[0]).toMatchObject({
      telephone: '0812345678',
      reference: 'AB12CD',
      code: '123456',
    });
    checks[0]?.resolve();
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      telephone: '0812345678',
      reference: 'AB12CD',
      code: '123456',
    });
  });

  it("keeps the server's message when the code is refused, and lets the shopper try again", async () => {
    const { actor, checks } = await codeSent();
    actor.send({ type: 'otp.validate', code: '000000' });
    checks[0]?.reject(refused);
    await flushPromises();
    expect(actor.getSnapshot().matches({ codeEntry: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.serverMessage).toBe('The code is not correct');
    actor.send({ type: 'otp.validate', code: '123456' });
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
  });

  it("goes back to the phone with the server's message when sending fails", async () => {
    const { actor, sends } = start({ lifetimeSeconds: 180 });
    actor.send({ type: 'otp.send', telephone: '0812345678' });
    sends[0]?.reject(Object.assign(new Error('Please wait before asking again'), { status: 429 }));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('phoneEntry');
    expect(actor.getSnapshot().context).toMatchObject({
      telephone: '0812345678',
      serverMessage: 'Please wait before asking again',
    });
  });

  it('a code for a new account checks the phone first: one with an account gets no code', async () => {
    const { actor, phoneChecks, sends } = start({ lifetimeSeconds: 150, newAccount: true });
    actor.send({ type: 'otp.send', telephone: '0812345678' });
    expect(actor.getSnapshot().value).toBe('checkingPhone');
    phoneChecks[0]?.resolve(true);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('phoneInUse');
    expect(sends).toHaveLength(0);
    actor.send({ type: 'otp.editPhone' });
    expect(actor.getSnapshot().value).toBe('phoneEntry');
    actor.send({ type: 'otp.send', telephone: '0891112222' });
    phoneChecks[1]?.resolve(false);
    await flushPromises();
    expect(sends.map((s) => s.telephone)).toEqual(['0891112222']);
  });

  it('sends nothing unchecked: a failed phone check goes back to the phone with its error', async () => {
    const { actor, phoneChecks, sends } = start({
      lifetimeSeconds: 180,
      telephone: '0891112222',
      newAccount: true,
    });
    expect(phoneChecks.map((c) => c.telephone)).toEqual(['0891112222']);
    phoneChecks[0]?.reject(new TypeError('Failed to fetch'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('phoneEntry');
    expect(actor.getSnapshot().context.errorCode).toBe('TypeError');
    expect(sends).toHaveLength(0);
  });

  it('fails loudly when the app forgot to provide the API', async () => {
    const actor = createActor(otpMachine, { input: { lifetimeSeconds: 180 } }).start();
    actor.send({ type: 'otp.send', telephone: '0812345678' });
    await flushPromises();
    expect(actor.getSnapshot().context.errorCode).toBe('Error');
  });
});

describe('destination masking', () => {
  it('keeps a phone but its last 4 digits', () => {
    expect(maskTelephone('0812345678')).toBe('081234xxxx');
  });

  it('property: a phone keeps its length and never shows its last 4 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0\d{8,9}$/), (telephone) => {
        const masked = maskTelephone(telephone);
        expect(masked).toHaveLength(telephone.length);
        expect(masked.slice(0, -4)).toBe(telephone.slice(0, -4));
        expect(masked.endsWith('xxxx')).toBe(true);
      }),
    );
  });
});
