import { describe, expect, it } from 'vitest';
import {
  createPasswordActors,
  forgotPasswordMachine,
  type NewPassword,
  passwordResetMachine,
} from '../../machines';
import { fakeCalls, flushPromises, startOnClock } from './helpers';

function api() {
  const request = fakeCalls<void, { email: string }>();
  const reset = fakeCalls<void, NewPassword>();
  const actors = createPasswordActors({
    requestReset: (email) => request.call({ email }),
    reset: (given) => reset.call(given),
  });
  return { actors, requests: request.calls, resets: reset.calls };
}

describe('forgot-password machine', () => {
  it('sends the e-mail, shows the success view, and closes itself after 5 s', async () => {
    const { actors, requests } = api();
    const { actor, clock } = startOnClock(forgotPasswordMachine.provide({ actors }));
    actor.send({ type: 'forgotPassword.submit', email: 'somchai@example.com' });
    expect(requests.map((r) => r.email)).toEqual(['somchai@example.com']);
    requests[0]?.resolve();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('sent');
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('sent');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the e-mail and the failure when sending fails', async () => {
    const { actors, requests } = api();
    const { actor } = startOnClock(forgotPasswordMachine.provide({ actors }));
    actor.send({ type: 'forgotPassword.submit', email: 'somchai@example.com' });
    requests[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'somchai@example.com',
      errorCode: 'TypeError',
      serverMessage: null,
    });
  });
});

describe('password-reset machine', () => {
  it('saves the new password with the link token, once', async () => {
    const { actors, resets } = api();
    const { actor } = startOnClock(passwordResetMachine.provide({ actors }), {
      input: { token: 'link-token' },
    });
    actor.send({ type: 'reset.submit', password: 'NewPass123', confirmPassword: 'NewPass123' });
    expect(resets[0]).toMatchObject({
      token: 'link-token',
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    resets[0]?.resolve();
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it("shows the server's message for a used link and forgets the passwords", async () => {
    const { actors, resets } = api();
    const { actor } = startOnClock(passwordResetMachine.provide({ actors }), {
      input: { token: 'used' },
    });
    actor.send({ type: 'reset.submit', password: 'NewPass123', confirmPassword: 'NewPass123' });
    resets[0]?.reject(Object.assign(new Error('This link was already used'), { status: 400 }));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      serverMessage: 'This link was already used',
      pending: null,
    });
  });
});
