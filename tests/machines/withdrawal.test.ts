// The withdrawal machine and its rules (issue 35): what the spec and the issue ask of the
// affiliate's side (nothing sent for an amount the server would refuse, one key per withdrawal
// so a resend makes nothing more, a refusal keeps the amount), and the page's rule agreeing with
// the server's for every amount and balance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  closedBecause,
  createWithdrawalActors,
  type Requested,
  type WithdrawalEmitted,
  type WithdrawalRequest,
  type WithdrawalsPage,
  withdrawalMachine,
} from '../../machines';
import { sampleWithdrawal, withdrawalSamples } from '../../machines/qa/withdrawal-samples';
import {
  amountRefusal,
  MIN_WITHDRAWAL_SATANG,
} from '../../server/features/affiliates/withdrawal-rules';
import { fakeCalls, flushPromises, startOnClock } from './helpers';

const refusal = (status: number, fields: { field: string; message: string }[] = []) =>
  Object.assign(new Error('refused'), { status, message: 'refused', fields });

function start() {
  const loads = fakeCalls<WithdrawalsPage>();
  const requests = fakeCalls<Requested, WithdrawalRequest>();
  const actors = createWithdrawalActors({
    load: () => loads.call({}),
    request: (request) => requests.call(request),
  });
  let keys = 0;
  const { actor } = startOnClock(withdrawalMachine.provide({ actors }), {
    input: { makeKey: () => `key-${++keys}` },
  });
  const emitted: WithdrawalEmitted[] = [];
  actor.on('withdrawal.requested', (event) => emitted.push(event));
  return { actor, loads: loads.calls, requests: requests.calls, emitted };
}

async function loaded(page: WithdrawalsPage) {
  const started = start();
  started.loads[0]?.resolve(page);
  await flushPromises();
  return started;
}

describe('withdrawal machine', () => {
  it.each([
    ['open', 'editing'],
    ['belowMinimum', 'closed'],
    ['noAccount', 'closed'],
  ] as const)('a page that is %s opens on %s', async (sample, state) => {
    const { actor } = await loaded(withdrawalSamples[sample]);
    expect(actor.getSnapshot().matches(state)).toBe(true);
  });

  it('names a wrong amount before sending anything, and keeps what was typed', async () => {
    const { actor, requests } = await loaded(withdrawalSamples.open);
    for (const [amount, problem] of [
      [99.99, 'below-minimum'],
      [1_250.51, 'above-balance'],
      [120.005, 'not-whole-satang'],
      [Number.NaN, 'not-an-amount'],
    ] as const) {
      actor.send({ type: 'withdrawal.review', amount });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ amountProblem: problem });
      expect(actor.getSnapshot().context.amount).toBe(amount);
    }
    expect(requests).toHaveLength(0);
  });

  it('asks once it is confirmed, under one key; a lost answer is sent again under the same key', async () => {
    const { actor, requests, emitted } = await loaded(withdrawalSamples.open);
    actor.send({ type: 'withdrawal.review', amount: 250 });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(requests).toHaveLength(0);
    actor.send({ type: 'withdrawal.confirm' });
    expect(requests[0]).toMatchObject({ amount: 250, key: 'key-1' });
    requests[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).not.toBeNull();
    actor.send({ type: 'withdrawal.confirm' });
    expect(requests[1]).toMatchObject({ amount: 250, key: 'key-1' });
    requests[1]?.resolve({ withdrawal: sampleWithdrawal, balance: 1_130.5 });
    await flushPromises();
    expect(actor.getSnapshot().matches('requested')).toBe(true);
    expect(actor.getSnapshot().context.withdrawal).toEqual(sampleWithdrawal);
    // The balance left, as the server answered it.
    expect(actor.getSnapshot().context.page?.balance).toBe(1_130.5);
    expect(emitted).toEqual([{ type: 'withdrawal.requested', withdrawal: sampleWithdrawal }]);
  });

  it('makes a new key for each withdrawal: after editing, and after the one before', async () => {
    const { actor, requests, loads } = await loaded(withdrawalSamples.open);
    actor.send({ type: 'withdrawal.review', amount: 250 });
    actor.send({ type: 'withdrawal.edit' });
    actor.send({ type: 'withdrawal.review', amount: 300 });
    actor.send({ type: 'withdrawal.confirm' });
    expect(requests[0]).toMatchObject({ amount: 300, key: 'key-2' });
    requests[0]?.resolve({ withdrawal: sampleWithdrawal, balance: 950.5 });
    await flushPromises();
    actor.send({ type: 'withdrawal.another' });
    loads[1]?.resolve(withdrawalSamples.open);
    await flushPromises();
    actor.send({ type: 'withdrawal.review', amount: 250 });
    actor.send({ type: 'withdrawal.confirm' });
    expect(requests[1]).toMatchObject({ key: 'key-3' });
  });

  it("keeps the amount with the server's words when it refuses, and reads the balance again", async () => {
    const { actor, requests, loads } = await loaded(withdrawalSamples.open);
    actor.send({ type: 'withdrawal.review', amount: 1_000 });
    actor.send({ type: 'withdrawal.confirm' });
    requests[0]?.reject(
      refusal(400, [{ field: 'body.amount', message: 'is more than your balance of 200 baht' }]),
    );
    await flushPromises();
    expect(actor.getSnapshot().matches({ editing: 'reloading' })).toBe(true);
    loads[1]?.resolve({ ...withdrawalSamples.open, balance: 200 });
    await flushPromises();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(context.amount).toBe(1_000);
    expect(context.key).toBeNull();
    expect(context.page?.balance).toBe(200);
    expect(context.fieldErrors).toEqual([
      { field: 'body.amount', message: 'is more than your balance of 200 baht' },
    ]);
    // The same amount again is now named on the page, before anything is sent.
    actor.send({ type: 'withdrawal.review', amount: 1_000 });
    expect(actor.getSnapshot().context.amountProblem).toBe('above-balance');
    expect(requests).toHaveLength(1);
  });

  it('an account taken back meanwhile (403) is said, and the page closes', async () => {
    const { actor, requests, loads } = await loaded(withdrawalSamples.open);
    actor.send({ type: 'withdrawal.review', amount: 120 });
    actor.send({ type: 'withdrawal.confirm' });
    requests[0]?.reject(refusal(403));
    await flushPromises();
    expect(actor.getSnapshot().context.errorCode).not.toBeNull();
    loads[1]?.resolve(withdrawalSamples.noAccount);
    await flushPromises();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('says it could not load, and loads again on retry', async () => {
    const { actor, loads } = start();
    loads[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    actor.send({ type: 'withdrawal.retry' });
    loads[1]?.resolve(withdrawalSamples.open);
    await flushPromises();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});

describe('withdrawal rules', () => {
  const page = (balance: number, account = true) => ({
    ...withdrawalSamples.open,
    balance,
    account: account ? withdrawalSamples.open.account : null,
  });

  it('nothing can be withdrawn without a verified account, or below the minimum', () => {
    expect(closedBecause(page(1_000, false))).toBe('no-account');
    expect(closedBecause(page(99.99))).toBe('below-minimum');
    expect(closedBecause(page(100))).toBeNull();
  });

  it("property: the page refuses an amount exactly when the server's rule does", () => {
    const satang = fc.integer({ min: 1, max: 10_000_000 });
    const amount = fc.oneof(
      satang.map((value) => value / 100),
      fc.double({ min: 0.001, max: 100_000, noNaN: true }),
    );
    fc.assert(
      fc.property(amount, satang, (baht, balanceSatang) => {
        const minimum = MIN_WITHDRAWAL_SATANG / 100;
        const onPage = amountProblem(baht, { balance: balanceSatang / 100, minimum });
        expect(onPage).toBe(amountRefusal(baht, balanceSatang));
      }),
    );
  });
});
