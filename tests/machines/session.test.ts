import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountKindOf,
  createSessionActors,
  displayNameOf,
  LONGEST_TIMER_MS,
  refreshDelayMs,
  type SessionUser,
  sessionMachine,
} from '../../machines';
import { demoPerson } from '../../machines/qa/samples';
import { fakeCalls, flushPromises, startOnClock } from './helpers';

const person = demoPerson;
const company: SessionUser = {
  ...person,
  email: 'company@example.com',
  firstname: null,
  companyName: 'บริษัท น้ำผึ้งไทย จำกัด',
  roleId: 1,
  memberTypeId: 2,
  approvalStatus: 'pending',
};
const unauthorized = Object.assign(new Error('Unauthorized'), { status: 401 });

function start(hasSession = true) {
  const load = fakeCalls<{ user: SessionUser; addresses: unknown[]; refreshInMs: number }>();
  const refresh = fakeCalls<{ refreshInMs: number }>();
  const end = fakeCalls<void>();
  const drop = fakeCalls<void>();
  const calls = { load: load.calls, refresh: refresh.calls, end: end.calls, drop: drop.calls };
  const api = {
    load: () => load.call({}),
    refresh: () => refresh.call({}),
    end: () => end.call({}),
    drop: () => drop.call({}),
  };
  const { actor, clock } = startOnClock(
    sessionMachine.provide({ actors: createSessionActors(api) }),
    { input: { hasSession } },
  );
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  return { actor, clock, calls, emitted };
}

async function signedIn(refreshInMs = 60_000) {
  const started = start();
  started.calls.load[0]?.resolve({ user: person, addresses: [{ id: 1 }], refreshInMs });
  await flushPromises();
  return started;
}

describe('session machine', () => {
  it('is a guest, asking nothing, when no session marker exists', () => {
    const { actor, calls } = start(false);
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls.load).toHaveLength(0);
  });

  it('is authenticated exactly when the profile has loaded', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.user).toBeNull();
    calls.load[0]?.resolve({ user: person, addresses: [{ id: 1 }], refreshInMs: 1000 });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'identifying' });
    expect(actor.getSnapshot().context).toMatchObject({ user: person, addresses: [{ id: 1 }] });
  });

  it('ends the session quietly when the profile cannot be loaded, and goes to /401 when it is refused', async () => {
    const offline = start();
    offline.calls.load[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(offline.actor.getSnapshot().value).toBe('forgetting');
    offline.calls.drop[0]?.resolve();
    await flushPromises();
    expect(offline.actor.getSnapshot().value).toBe('guest');
    expect(offline.emitted).toEqual([]);

    const refused = start();
    refused.calls.load[0]?.reject(unauthorized);
    await flushPromises();
    expect(refused.emitted).toEqual(['session.expired']);
  });

  it('reports the member to analytics 2 s after the sign-in is known, once, not again after a refresh', async () => {
    const { actor, clock, calls, emitted } = await signedIn(5_000);
    clock.increment(1_999);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(emitted).toEqual(['session.identified']);
    clock.increment(3_000);
    calls.refresh[0]?.resolve({ refreshInMs: 5_000 });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'identified' });
    clock.increment(4_000);
    expect(emitted).toEqual(['session.identified']);
  });

  it('refreshes when half the remaining time has passed, and again after each refresh', async () => {
    const { actor, clock, calls } = await signedIn(60_000);
    clock.increment(59_999);
    expect(calls.refresh).toHaveLength(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('refreshing');
    calls.refresh[0]?.resolve({ refreshInMs: 30_000 });
    await flushPromises();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(30_000);
    expect(calls.refresh).toHaveLength(2);
  });

  it('ends the session once and goes to /401 once when several 401s arrive together, dropping only the token (not the logout cookies)', async () => {
    const { actor, calls, emitted } = await signedIn();
    for (let i = 0; i < 5; i++) actor.send({ type: 'session.unauthorized' });
    expect(emitted).toEqual(['session.expired']);
    expect(calls.drop).toHaveLength(1);
    expect(actor.getSnapshot().context.user).toBeNull();
    calls.drop[0]?.resolve();
    await flushPromises();
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(emitted).toEqual(['session.expired']);
    expect(calls.drop).toHaveLength(1);
    expect(calls.end).toHaveLength(0);
  });

  it('treats a refused refresh as an expired session and a failed one as a lost session', async () => {
    const refused = await signedIn();
    refused.actor.send({ type: 'session.refresh' });
    refused.calls.refresh[0]?.reject(unauthorized);
    await flushPromises();
    expect(refused.emitted).toEqual(['session.expired']);

    const failed = await signedIn();
    failed.actor.send({ type: 'session.refresh' });
    failed.calls.refresh[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(failed.actor.getSnapshot().value).toBe('forgetting');
    expect(failed.emitted).toEqual([]);
  });

  it('logs out: ends the session on the server, then tells the app to reload at /', async () => {
    const { actor, calls, emitted } = await signedIn();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(emitted).toEqual([]);
    calls.end[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual(['session.loggedOut']);
  });

  it('takes an edited profile', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'session.profileChanged', user: { ...person, firstname: 'สมหญิง' } });
    expect(actor.getSnapshot().context.user?.firstname).toBe('สมหญิง');
  });
});

const userArbitrary: fc.Arbitrary<SessionUser> = fc.record({
  email: fc.option(fc.emailAddress()),
  firstname: fc.option(fc.string({ maxLength: 20 })),
  telephone: fc.stringMatching(/^0\d{9}$/),
  companyName: fc.option(fc.string({ maxLength: 30 })),
  roleId: fc.constantFrom(1, 4),
  memberTypeId: fc.constantFrom(1, 2),
  tierId: fc.option(fc.constantFrom(1, 2, 3)),
  tierTypeId: fc.constantFrom(1, 2),
  approvalStatus: fc.constantFrom('approved', 'pending'),
});

describe('session rules', () => {
  it('names a person by first name, else e-mail, else phone; a company by its name, else e-mail', () => {
    expect(displayNameOf(person)).toEqual({ name: 'สมชาย', kind: 'person' });
    expect(displayNameOf({ ...person, firstname: ' ' })).toEqual({
      name: 'somchai@example.com',
      kind: 'person',
    });
    expect(displayNameOf({ ...person, firstname: null, email: null }).name).toBe('0812345678');
    expect(displayNameOf(company)).toEqual({ name: 'บริษัท น้ำผึ้งไทย จำกัด', kind: 'company' });
    expect(displayNameOf({ ...company, companyName: null }).name).toBe('company@example.com');
    fc.assert(
      fc.property(userArbitrary, (user) => {
        const { name, kind } = displayNameOf(user);
        expect(kind).toBe(accountKindOf(user));
        const first = kind === 'company' ? user.companyName : user.firstname;
        const candidates = [first, user.email].map((v) => v?.trim()).filter(Boolean);
        expect(name).toBe(candidates[0] ?? user.telephone);
        expect(name).not.toBe('');
      }),
    );
  });

  it('property: a refresh is due within the remaining time, at once when expired, never past a timer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        (now, remaining) => {
          const delay = refreshDelayMs(new Date(now + remaining).toISOString(), now);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThanOrEqual(LONGEST_TIMER_MS);
          if (remaining <= 0) expect(delay).toBe(0);
          else expect(delay).toBeLessThanOrEqual(remaining);
        },
      ),
    );
    expect(refreshDelayMs('not a date', 0)).toBe(0);
  });
});
