import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import {
  createLoginActors,
  LANDLINE_WITHOUT_ACCOUNT,
  type LoginInput,
  loginMachine,
  type SignInRequest,
} from '../../machines';
import { fakeCalls, fakeOtp, flushPromises, startOnClock } from './helpers';

const wrongPassword = Object.assign(new Error('The e-mail or password is not correct'), {
  status: 400,
});

function start(input: LoginInput = {}) {
  const signIn = fakeCalls<void, { request: SignInRequest }>();
  const accountCheck = fakeCalls<boolean, { telephone: string }>();
  const { otp, phoneChecks, codes, checks } = fakeOtp();
  const actors = createLoginActors({
    hasAccount: (telephone) => accountCheck.call({ telephone }),
    signIn: (request) => signIn.call({ request }),
  });
  const [signIns, accountChecks] = [signIn.calls, accountCheck.calls];
  const { actor, clock } = startOnClock(loginMachine.provide({ actors: { ...actors, otp } }), {
    input,
  });
  const emitted: Array<{ type: string }> = [];
  actor.on('*', (event) => emitted.push(event));
  const otpChild = () => actor.getSnapshot().children.otp as AnyActorRef | undefined;
  return { actor, clock, signIns, accountChecks, phoneChecks, codes, checks, emitted, otpChild };
}

describe('login machine', () => {
  it('signs a person in by e-mail 200 ms after submit, remembering them when asked', async () => {
    const { actor, clock, signIns, emitted } = start();
    actor.send({ type: 'login.setRememberMe', rememberMe: true });
    actor.send({ type: 'login.submit', email: 'somchai@example.com', password: 'Demo1234' });
    clock.increment(199);
    expect(signIns).toHaveLength(0);
    clock.increment(1);
    expect(signIns[0]?.request).toEqual({
      rememberMe: true,
      type: 2,
      email: 'somchai@example.com',
      password: 'Demo1234',
    });
    signIns[0]?.resolve();
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'login.succeeded' }]);
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it("keeps a refused login in the form with the server's message and what was typed", async () => {
    const { actor, clock, signIns, emitted } = start();
    actor.send({ type: 'login.submit', email: 'somchai@example.com', password: 'nope' });
    clock.increment(200);
    signIns[0]?.reject(wrongPassword);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'somchai@example.com',
      password: '',
      serverMessage: 'The e-mail or password is not correct',
    });
    expect(emitted).toEqual([]);
  });

  it('shows any other failure and reloads the page after 3 s', async () => {
    const { actor, clock, signIns, emitted } = start();
    actor.send({ type: 'login.submit', email: 'somchai@example.com', password: 'Demo1234' });
    clock.increment(200);
    signIns[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorCode).toBe('TypeError');
    clock.increment(2999);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(emitted).toEqual([{ type: 'login.reload' }]);
  });

  it('a company signs in by e-mail only', () => {
    const { actor } = start();
    actor.send({ type: 'login.chooseMethod', method: 'phone' });
    actor.send({ type: 'login.chooseAccount', account: 'company' });
    expect(actor.getSnapshot().context).toMatchObject({ account: 'company', method: 'email' });
    actor.send({ type: 'login.chooseMethod', method: 'phone' });
    expect(actor.getSnapshot().context.method).toBe('email');
  });

  it("the seller route's login is type 4: the same accounts", () => {
    const { actor, clock, signIns } = start({ type: 4 });
    actor.send({ type: 'login.submit', email: 'somchai@example.com', password: 'Demo1234' });
    clock.increment(200);
    expect(signIns[0]?.request).toMatchObject({ type: 4, email: 'somchai@example.com' });
  });

  it('signs in by phone and password when the phone has an account', async () => {
    const { actor, clock, accountChecks, signIns } = start();
    actor.send({ type: 'login.chooseMethod', method: 'phone' });
    actor.send({ type: 'login.submit', telephone: '0812345678', password: 'Demo1234' });
    expect(accountChecks.map((c) => c.telephone)).toEqual(['0812345678']);
    accountChecks[0]?.resolve(true);
    await flushPromises();
    clock.increment(200);
    expect(signIns[0]?.request).toEqual({
      rememberMe: false,
      type: 2,
      telephone: '0812345678',
      password: 'Demo1234',
    });
  });

  it('sends a phone without an account to a code, undismissable, then on to registration', async () => {
    const { actor, accountChecks, phoneChecks, codes, checks, emitted, otpChild } = start();
    actor.send({ type: 'login.chooseMethod', method: 'phone' });
    actor.send({ type: 'login.submit', telephone: '0891112222', password: 'whatever1' });
    accountChecks[0]?.resolve(false);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('code');
    expect(actor.getSnapshot().hasTag('undismissable')).toBe(true);
    expect(actor.getSnapshot().context.password).toBe('');
    // The code is for a new account: the OTP form checks its phone too.
    phoneChecks[0]?.resolve(false);
    await flushPromises();
    codes[0]?.resolve({ reference: 'AB12CD', sentAt: 0 });
    await flushPromises();
    otpChild()?.send({ type: 'otp.validate', code: '123456' });
    checks[0]?.resolve();
    await flushPromises();
    expect(emitted).toEqual([
      {
        type: 'login.register',
        verified: { telephone: '0891112222', reference: 'AB12CD', code: '123456' },
      },
    ]);
  });

  it('a landline without an account gets no code (none can reach it): the form says so', async () => {
    const { actor, accountChecks, phoneChecks, codes, signIns } = start();
    actor.send({ type: 'login.chooseMethod', method: 'phone' });
    actor.send({ type: 'login.submit', telephone: '021234567', password: 'Secret123' });
    accountChecks[0]?.resolve(false);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({
      errorCode: LANDLINE_WITHOUT_ACCOUNT,
      serverMessage: null,
      password: '',
      telephone: '021234567',
    });
    expect([...phoneChecks, ...codes, ...signIns]).toHaveLength(0);
  });

  it('back from the code returns to the form, which can be dismissed again', async () => {
    const { actor, accountChecks } = start();
    actor.send({ type: 'login.chooseMethod', method: 'phone' });
    actor.send({ type: 'login.submit', telephone: '0891112222', password: 'x' });
    accountChecks[0]?.resolve(false);
    await flushPromises();
    actor.send({ type: 'login.back' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().hasTag('undismissable')).toBe(false);
  });

  it('/login/otp signs in with the checked phone code alone', async () => {
    const { actor, clock, codes, checks, signIns, otpChild } = start({ method: 'otp' });
    actor.send({ type: 'login.submit', telephone: '0812345678' });
    codes[0]?.resolve({ reference: 'AB12CD', sentAt: 0 });
    await flushPromises();
    otpChild()?.send({ type: 'otp.validate', code: '654321' });
    checks[0]?.resolve();
    await flushPromises();
    clock.increment(200);
    expect(signIns[0]?.request).toEqual({
      rememberMe: false,
      type: 2,
      telephone: '0812345678',
      otp: '654321',
      reference: 'AB12CD',
    });
  });
});
