import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import {
  createSocialSignInActors,
  type ExternalLogin,
  intentOfState,
  LOGIN_INTENT,
  SOCIAL_PROVIDERS,
  type SocialIntent,
  type SocialLanding,
  type SocialLoggedIn,
  type SocialSignInInput,
  type SocialTicket,
  socialLeaveMachine,
  socialSignInMachine,
  socialStateOf,
} from '../../machines';
import { fakeCalls, fakeOtp, flushPromises, startOnClock } from './helpers';

function start(input: SocialSignInInput) {
  const accountCheck = fakeCalls<boolean, { ticket: SocialTicket }>();
  const logIn = fakeCalls<SocialLoggedIn, { request: ExternalLogin }>();
  const { otp, codes, checks } = fakeOtp();
  const actors = createSocialSignInActors({
    hasAccount: (ticket) => accountCheck.call({ ticket }),
    logIn: (request) => logIn.call({ request }),
  });
  const { actor, clock } = startOnClock(
    socialSignInMachine.provide({ actors: { ...actors, otp } }),
    { input },
  );
  const emitted: Array<{ type: string }> = [];
  actor.on('*', (event) => emitted.push(event));
  const otpChild = () => actor.getSnapshot().children.otp as AnyActorRef | undefined;
  return {
    actor,
    clock,
    emitted,
    otpChild,
    accountChecks: accountCheck.calls,
    logIns: logIn.calls,
    codes,
    checks,
  };
}

const landing = (overrides: Partial<SocialLanding>): { landing: SocialLanding } => ({
  landing: {
    provider: 'line',
    ticket: 'T1',
    state: '1_0_0_0_0',
    error: null,
    carried: null,
    ...overrides,
  },
});

const sentCode = { telephone: '0891112222', reference: 'QW12ER', code: '654321' };

/** The buttons' flow: leaving for the provider, on a simulated clock. */
function leave(intent: SocialIntent) {
  const { actor, clock } = startOnClock(socialLeaveMachine, { input: { intent } });
  const emitted: Array<{ type: string }> = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, clock, emitted };
}

describe('social sign-in: leaving for the provider', () => {
  it("sends a shopper who logs in to LINE with the spec's state, all values 0", () => {
    const { actor, emitted } = leave(LOGIN_INTENT);
    actor.send({ type: 'social.choose', provider: 'line' });
    expect(emitted).toEqual([
      { type: 'social.leave', url: '/auth/line?state=1_0_0_0_0', carried: null },
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('keeps the phone code registration checked out of the state (the tab keeps it), and sends Apple Member-{phone}', () => {
    const intent: SocialIntent = {
      register: true,
      tierType: 2,
      telephone: '0891112222',
      code: '123456',
      reference: 'AB12CD',
    };
    const line = leave(intent);
    line.actor.send({ type: 'social.choose', provider: 'line' });
    const carried = { telephone: '0891112222', code: '123456', reference: 'AB12CD' };
    expect(line.emitted).toEqual([
      { type: 'social.leave', url: '/auth/line?state=2_0891112222_0_2_0', carried },
    ]);
    const apple = leave(intent);
    apple.actor.send({ type: 'social.choose', provider: 'apple' });
    expect(apple.emitted).toEqual([
      { type: 'social.leave', url: '/auth/apple?state=Member-0891112222', carried },
    ]);
  });

  it('gives the buttons back after 2 s if the page stays (3 s for Apple)', () => {
    const { actor, clock } = leave(LOGIN_INTENT);
    actor.send({ type: 'social.choose', provider: 'google' });
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('leaving');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'social.choose', provider: 'apple' });
    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('leaving');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('choosing');
  });
});

describe('social sign-in: back from the provider', () => {
  it('signs in the account linked to the identity (type 4)', async () => {
    const { actor, accountChecks, logIns, emitted } = start(landing({ provider: 'facebook' }));
    expect(accountChecks[0]?.ticket).toEqual({ provider: 'facebook', ticket: 'T1' });
    accountChecks[0]?.resolve(true);
    await flushPromises();
    expect(logIns[0]?.request).toEqual({ provider: 'facebook', ticket: 'T1', type: 4 });
    logIns[0]?.resolve({ created: false });
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'social.succeeded', created: false }]);
  });

  it('asks a new identity for a phone code first, then signs in with it (type 2), saying whether it made an account', async () => {
    const { actor, accountChecks, logIns, codes, checks, otpChild, emitted } = start(
      landing({ provider: 'google' }),
    );
    accountChecks[0]?.resolve(false);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('code');
    expect(logIns).toHaveLength(0);
    otpChild()?.send({ type: 'otp.send', telephone: sentCode.telephone });
    codes[0]?.resolve({ reference: sentCode.reference, sentAt: 0 });
    await flushPromises();
    otpChild()?.send({ type: 'otp.validate', code: sentCode.code });
    checks[0]?.resolve();
    await flushPromises();
    expect(logIns[0]?.request).toEqual({
      provider: 'google',
      ticket: 'T1',
      type: 2,
      verified: sentCode,
    });
    logIns[0]?.resolve({ created: true });
    await flushPromises();
    expect(emitted).toEqual([{ type: 'social.succeeded', created: true }]);
  });

  const kept = { telephone: '0891112222', code: '123456', reference: 'AB12CD' };

  it('spends the code registration checked (kept by the tab) without asking again', async () => {
    const { accountChecks, logIns } = start(
      landing({ state: '2_0891112222_0_0_0', carried: kept }),
    );
    accountChecks[0]?.resolve(false);
    await flushPromises();
    expect(logIns[0]?.request).toEqual({
      provider: 'line',
      ticket: 'T1',
      type: 2,
      verified: { telephone: '0891112222', code: '123456', reference: 'AB12CD' },
    });
  });

  it("asks for a new code when the carried one is refused, sending it to the state's phone", async () => {
    const { actor, accountChecks, logIns, codes } = start(
      landing({ state: '2_0891112222_0_0_0', carried: kept }),
    );
    accountChecks[0]?.resolve(false);
    await flushPromises();
    logIns[0]?.reject(
      Object.assign(new Error('body.OTP has expired; request a new code'), {
        status: 400,
        fields: [{ field: 'body.OTP', message: 'has expired; request a new code' }],
      }),
    );
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('code');
    expect(actor.getSnapshot().context.serverMessage).toBe(
      'body.OTP has expired; request a new code',
    );
    expect(codes[0]?.telephone).toBe('0891112222');
  });

  it('shows a refused ticket and reloads after 3 s', async () => {
    const { actor, clock, accountChecks, emitted } = start(landing({}));
    accountChecks[0]?.reject(Object.assign(new Error('was already used'), { status: 400 }));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.serverMessage).toBe('was already used');
    clock.increment(2999);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(emitted).toEqual([{ type: 'social.reload' }]);
  });

  it('keeps no code for another phone than the state names', async () => {
    const { accountChecks, actor, logIns } = start(
      landing({ state: '2_0812345678_0_0_0', carried: kept }),
    );
    accountChecks[0]?.resolve(false);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('code');
    expect(logIns).toHaveLength(0);
  });

  it('fails a sign-in of a linked account the server refuses, without asking for a code', async () => {
    const { actor, accountChecks, logIns } = start(landing({}));
    accountChecks[0]?.resolve(true);
    await flushPromises();
    logIns[0]?.reject(Object.assign(new Error('Too many tries'), { status: 429 }));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('shows a cancel at the provider, and fails a landing without a ticket or with a foreign state', () => {
    expect(start(landing({ ticket: null, error: 'cancelled' })).actor.getSnapshot().value).toBe(
      'cancelled',
    );
    expect(start(landing({ ticket: null })).actor.getSnapshot().value).toBe('failed');
    const foreign = start(landing({ state: '1_0_0_0_0_extra' }));
    expect(foreign.actor.getSnapshot().value).toBe('failed');
    expect(foreign.accountChecks).toHaveLength(0);
  });
});

const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));
const intents = fc.record<SocialIntent>({
  register: fc.boolean(),
  tierType: fc.constantFrom(0, 1, 2),
  telephone: fc.oneof(
    fc.constant(''),
    digits(9).map((rest) => `0${rest}`),
  ),
  code: fc.oneof(fc.constant(''), digits(6)),
  reference: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z0-9]{6}$/)),
});

describe('social state (property-based)', () => {
  it("LINE's state is five underscore-joined parts, empty values 0, and reads back as written", () => {
    fc.assert(
      fc.property(
        intents,
        fc.constantFrom('line', 'facebook', 'google') as fc.Arbitrary<'line'>,
        (intent, provider) => {
          const state = socialStateOf(provider, intent);
          const parts = state.split('_');
          expect(parts).toHaveLength(5);
          expect(parts[0]).toBe(intent.register ? '2' : '1');
          expect(parts.every((part) => part !== '')).toBe(true);
          expect(parts[1]).toBe(intent.telephone || '0');
          // The code and its reference never travel in the state.
          expect([parts[2], parts[4]]).toEqual(['0', '0']);
          expect(intentOfState(provider, state)).toEqual({ ...intent, code: '', reference: '' });
        },
      ),
    );
  });

  it("Apple's state is Member- or Customer- and the phone (0 when none)", () => {
    fc.assert(
      fc.property(intents, (intent) => {
        const state = socialStateOf('apple', intent);
        expect(state).toBe(
          `${intent.tierType === 2 ? 'Member' : 'Customer'}-${intent.telephone || '0'}`,
        );
        expect(intentOfState('apple', state)).toEqual({
          ...LOGIN_INTENT,
          tierType: intent.tierType === 2 ? 2 : 1,
          telephone: intent.telephone,
        });
      }),
    );
  });

  it('reads no state this shop does not write', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SOCIAL_PROVIDERS), fc.string(), (provider, text) => {
        const intent = intentOfState(provider, text);
        if (intent !== null) expect(socialStateOf(provider, intent)).toBe(text);
      }),
    );
  });
});
