import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import {
  type CodeCheck,
  type ContactCheck,
  createRegisterActors,
  type RegisterInput,
  type RegisterRequest,
  registerMachine,
} from '../../machines';
import { sampleAccountForm } from '../../machines/qa/samples';
import { fakeCalls, fakeOtp, flushPromises, startOnClock } from './helpers';

const form = sampleAccountForm;
const verified: CodeCheck = { telephone: '0891112222', reference: 'AB12CD', code: '123456' };

function start(input: RegisterInput = {}) {
  const registration = fakeCalls<void, { request: RegisterRequest }>();
  const contactCheck = fakeCalls<ContactCheck, { email: string; telephone: string }>();
  const { otp, phoneChecks, codes, checks } = fakeOtp();
  const actors = createRegisterActors({
    checkContact: (contact) => contactCheck.call(contact),
    register: (request) => registration.call({ request }),
  });
  const [registrations, contactChecks] = [registration.calls, contactCheck.calls];
  const { actor, clock } = startOnClock(registerMachine.provide({ actors: { ...actors, otp } }), {
    input,
  });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  const otpChild = () => actor.getSnapshot().children.otp as AnyActorRef | undefined;
  return {
    actor,
    clock,
    registrations,
    contactChecks,
    phoneChecks,
    codes,
    checks,
    emitted,
    otpChild,
  };
}

/** Through the phone code to the account form. */
async function verifyPhone(started: ReturnType<typeof start>) {
  started.otpChild()?.send({ type: 'otp.send', telephone: verified.telephone });
  await codeSent(started);
}

/** The phone found free, its code sent, then entered and found right. */
async function codeSent(started: ReturnType<typeof start>) {
  started.phoneChecks.at(-1)?.resolve(false);
  await flushPromises();
  started.codes.at(-1)?.resolve({ reference: verified.reference, sentAt: 0 });
  await flushPromises();
  started.otpChild()?.send({ type: 'otp.validate', code: verified.code });
  started.checks.at(-1)?.resolve();
  await flushPromises();
}

describe('register machine', () => {
  it('registers a person in 2 steps: purposes, then the phone code and the account form', async () => {
    const started = start();
    const { actor, clock, registrations, emitted } = started;
    expect(actor.getSnapshot().value).toBe('purposes');
    actor.send({ type: 'register.setPurposes', purposes: [1, 3] });
    expect(actor.getSnapshot().matches({ verify: 'phone' })).toBe(true);
    await verifyPhone(started);
    expect(actor.getSnapshot().matches({ verify: { account: { form: 'editing' } } })).toBe(true);
    actor.send({ type: 'register.submit', form });
    expect(registrations[0]?.request).toEqual({
      type: 1,
      email: 'new@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      telephone: '0891112222',
      otp: '123456',
      reference: 'AB12CD',
      isAccept: true,
      policy: true,
      news: false,
      isSendByEmail: true,
      userTargetTypeId: [1, 3],
    });
    registrations[0]?.resolve();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(emitted).toEqual(['register.succeeded']);
    clock.increment(1999);
    expect(emitted).toEqual(['register.succeeded']);
    clock.increment(1);
    expect(emitted).toEqual(['register.succeeded', 'register.reload']);
  });

  it('registers a company in 3 steps, with its name and business type', async () => {
    const started = start({ account: 'company' });
    const { actor, registrations } = started;
    expect(actor.getSnapshot().value).toBe('company');
    actor.send({ type: 'register.setCompany', company: 'บริษัท ผึ้งงาน จำกัด', businessTypeId: 2 });
    actor.send({ type: 'register.back' });
    expect(actor.getSnapshot().value).toBe('company');
    actor.send({ type: 'register.setCompany', company: 'บริษัท ผึ้งงาน จำกัด', businessTypeId: 2 });
    actor.send({ type: 'register.setPurposes', purposes: [2] });
    await verifyPhone(started);
    actor.send({ type: 'register.submit', form });
    expect(registrations[0]?.request).toMatchObject({
      type: 2,
      company: 'บริษัท ผึ้งงาน จำกัด',
      businessTypeId: 2,
      userTargetTypeId: [2],
    });
  });

  it('uses the 150 s wizard code', async () => {
    const { actor, clock, phoneChecks, codes, otpChild } = start();
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    otpChild()?.send({ type: 'otp.send', telephone: '0891112222' });
    phoneChecks[0]?.resolve(false);
    await flushPromises();
    codes[0]?.resolve({ reference: 'AB12CD', sentAt: 0 });
    await flushPromises();
    clock.increment(149_999);
    expect(otpChild()?.getSnapshot().matches('codeEntry')).toBe(true);
    clock.increment(1);
    expect(otpChild()?.getSnapshot().value).toBe('expired');
  });

  it('starts at the account form with a phone the login modal verified', () => {
    const { actor } = start({ verified });
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    expect(actor.getSnapshot().matches({ verify: 'account' })).toBe(true);
  });

  it('checks the e-mail and phone live; a clash blocks submit until a new e-mail is free', async () => {
    const { actor, contactChecks, registrations } = start({ verified });
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    actor.send({ type: 'register.checkContact', email: 'somchai@example.com' });
    expect(contactChecks[0]).toMatchObject({
      email: 'somchai@example.com',
      telephone: '0891112222',
    });
    contactChecks[0]?.resolve({ emailInUse: true, telephoneInUse: false });
    await flushPromises();
    actor.send({ type: 'register.submit', form });
    expect(registrations).toHaveLength(0);
    actor.send({ type: 'register.checkContact', email: 'new@example.com' });
    contactChecks[1]?.resolve({ emailInUse: false, telephoneInUse: false });
    await flushPromises();
    expect(actor.getSnapshot().context.contact).toEqual({
      emailInUse: false,
      telephoneInUse: false,
    });
    actor.send({ type: 'register.submit', form });
    expect(registrations).toHaveLength(1);
  });

  it('keeps the terms open when a live check of the e-mail arrives meanwhile', () => {
    const { actor } = start({ verified });
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    actor.send({ type: 'register.showTerms', document: 'terms' });
    actor.send({ type: 'register.checkContact', email: 'new@example.com' });
    expect(actor.getSnapshot().value).toEqual({
      verify: { account: { contact: 'checking', form: 'terms' } },
    });
  });

  it('goes Back to the purposes from the phone code and the account form, not from the terms', async () => {
    const started = start();
    const { actor } = started;
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    actor.send({ type: 'register.back' });
    expect(actor.getSnapshot().value).toBe('purposes');
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    await verifyPhone(started);
    actor.send({ type: 'register.showTerms', document: 'terms' });
    actor.send({ type: 'register.back' });
    expect(actor.getSnapshot().matches({ verify: { account: { form: 'terms' } } })).toBe(true);
    actor.send({ type: 'register.closeTerms' });
    actor.send({ type: 'register.back' });
    expect(actor.getSnapshot().value).toBe('purposes');
    // The checked phone is kept: the account form follows the purposes at once.
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    expect(actor.getSnapshot().matches({ verify: 'account' })).toBe(true);
  });

  it('opens the terms when the shopper registers without accepting; accept then Continue submits', () => {
    const { actor, registrations } = start({ verified });
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    actor.send({ type: 'register.submit', form: { ...form, accepted: false } });
    expect(actor.getSnapshot().matches({ verify: { account: { form: 'terms' } } })).toBe(true);
    expect(actor.getSnapshot().context.termsDocument).toBe('terms');
    actor.send({ type: 'register.showTerms', document: 'privacy' });
    actor.send({ type: 'register.continue' });
    expect(actor.getSnapshot().matches({ verify: { account: { form: 'editing' } } })).toBe(true);
    actor.send({ type: 'register.showTerms', document: 'privacy' });
    actor.send({ type: 'register.setAccepted', accepted: true });
    actor.send({ type: 'register.continue' });
    expect(registrations).toHaveLength(1);
  });

  it('does not submit from the terms an address a check meanwhile found taken: the form shows the clash', async () => {
    const { actor, contactChecks, registrations } = start({ verified });
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    actor.send({ type: 'register.checkContact', email: 'somchai@example.com' });
    actor.send({ type: 'register.submit', form: { ...form, accepted: false } });
    contactChecks[0]?.resolve({ emailInUse: true, telephoneInUse: false });
    await flushPromises();
    actor.send({ type: 'register.setAccepted', accepted: true });
    actor.send({ type: 'register.continue' });
    expect(registrations).toHaveLength(0);
    expect(actor.getSnapshot().value).toEqual({
      verify: { account: { contact: 'taken', form: 'editing' } },
    });
  });

  it("lists the server's errors under the form and lets the shopper fix them", async () => {
    const { actor, registrations } = start({ verified });
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    actor.send({ type: 'register.submit', form });
    registrations[0]?.reject(
      Object.assign(new Error('body.email is already in use'), {
        status: 400,
        fields: [
          { field: 'body.email', message: 'is already in use' },
          { field: 'body.password', message: 'is too short' },
        ],
      }),
    );
    await flushPromises();
    expect(actor.getSnapshot().matches({ verify: { account: { form: 'editing' } } })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toHaveLength(2);
    actor.send({ type: 'register.submit', form: { ...form, email: 'other@example.com' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
  });

  it('checks the phone before a code is sent: one with an account gets none, and another number can be tried', async () => {
    const started = start();
    const { actor, phoneChecks, codes, otpChild } = started;
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    otpChild()?.send({ type: 'otp.send', telephone: '0812345678' });
    expect(phoneChecks.map((c) => c.telephone)).toEqual(['0812345678']);
    phoneChecks[0]?.resolve(true);
    await flushPromises();
    expect(otpChild()?.getSnapshot().value).toBe('phoneInUse');
    expect(codes).toHaveLength(0);
    // Another number: checked, free, and only then a code.
    otpChild()?.send({ type: 'otp.send', telephone: verified.telephone });
    await codeSent(started);
    expect(codes.map((c) => c.telephone)).toEqual([verified.telephone]);
    expect(actor.getSnapshot().matches({ verify: 'account' })).toBe(true);
  });

  it('a code the server refuses on submit sends a new one to the same phone, the form kept, and registers straight after the check', async () => {
    const started = start();
    const { actor, registrations, phoneChecks, codes } = started;
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    await verifyPhone(started);
    actor.send({ type: 'register.submit', form });
    registrations[0]?.reject(
      Object.assign(new Error('body.otp has expired'), {
        status: 400,
        fields: [{ field: 'body.otp', message: 'has expired; request a new code' }],
      }),
    );
    await flushPromises();
    expect(actor.getSnapshot().matches({ verify: 'phone' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      pending: form,
      verified: null,
      fieldErrors: [{ field: 'body.otp', message: 'has expired; request a new code' }],
    });
    // The same phone, checked and sent at once, no typing.
    expect(phoneChecks.at(-1)?.telephone).toBe(verified.telephone);
    phoneChecks.at(-1)?.resolve(false);
    await flushPromises();
    expect(codes.at(-1)?.telephone).toBe(verified.telephone);
    codes.at(-1)?.resolve({ reference: 'NEW123', sentAt: 0 });
    await flushPromises();
    started.otpChild()?.send({ type: 'otp.validate', code: '654321' });
    started.checks.at(-1)?.resolve();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
    expect(registrations[1]?.request).toMatchObject({
      email: form.email,
      password: form.password,
      telephone: verified.telephone,
      otp: '654321',
      reference: 'NEW123',
    });
  });

  it('a phone taken meanwhile is refused on submit: the phone step says so, with no code sent', async () => {
    const started = start({ verified });
    const { actor, registrations, phoneChecks, codes } = started;
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    actor.send({ type: 'register.submit', form });
    registrations[0]?.reject(
      Object.assign(new Error('body.telephone is already in use'), {
        status: 400,
        fields: [{ field: 'body.telephone', message: 'is already in use' }],
      }),
    );
    await flushPromises();
    phoneChecks.at(-1)?.resolve(true);
    await flushPromises();
    expect(started.otpChild()?.getSnapshot().value).toBe('phoneInUse');
    expect(codes).toHaveLength(0);
    // No Back while the form is held: it would be lost.
    actor.send({ type: 'register.back' });
    expect(actor.getSnapshot().matches({ verify: 'phone' })).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual(form);
  });

  it('with other problems beside the code, the form comes first; Back then forgets the refused phone', async () => {
    const started = start({ verified });
    const { actor, registrations, phoneChecks } = started;
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    actor.send({ type: 'register.submit', form });
    registrations[0]?.reject(
      Object.assign(new Error('two problems'), {
        status: 400,
        fields: [
          { field: 'body.email', message: 'is already in use' },
          { field: 'body.otp', message: 'has expired; request a new code' },
        ],
      }),
    );
    await flushPromises();
    expect(actor.getSnapshot().matches({ verify: { account: { form: 'editing' } } })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toHaveLength(2);
    expect(phoneChecks).toHaveLength(0);
    // The code alone refused on the next submit: renewed, and Back then forgets that phone.
    actor.send({ type: 'register.submit', form: { ...form, email: 'other@example.com' } });
    registrations[1]?.reject(
      Object.assign(new Error('expired'), {
        status: 400,
        fields: [{ field: 'body.otp', message: 'has expired; request a new code' }],
      }),
    );
    await flushPromises();
    expect(actor.getSnapshot().context.telephone).toBe(verified.telephone);
    phoneChecks.at(-1)?.resolve(false);
    await flushPromises();
    await codeSent(started);
    registrations[2]?.reject(new TypeError('Failed to fetch'));
    await flushPromises();
    actor.send({ type: 'register.back' });
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, telephone: '' });
    actor.send({ type: 'register.setPurposes', purposes: [1] });
    expect(actor.getSnapshot().matches({ verify: 'account' })).toBe(true);
  });

  it('switches between person and company only on the first step', () => {
    const { actor } = start();
    actor.send({ type: 'register.chooseAccount', account: 'company' });
    expect(actor.getSnapshot().value).toBe('company');
    actor.send({ type: 'register.setCompany', company: 'x', businessTypeId: 1 });
    actor.send({ type: 'register.chooseAccount', account: 'person' });
    expect(actor.getSnapshot().value).toBe('purposes');
    expect(actor.getSnapshot().context.account).toBe('company');
  });
});
