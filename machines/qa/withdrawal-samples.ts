// An affiliate's withdrawal's sample answers: a page with a balance to withdraw, one with less
// than the minimum, one without a verified account, and a withdrawal asked for, as
// `GET` and `POST /affiliate/withdrawals` answer them. QA's paths, the gallery and the machine
// tests start from these.
import type { AnyEventObject } from 'xstate';
import type { Withdrawal, WithdrawalsPage } from '../withdrawal/withdrawal-rules';

const account: NonNullable<WithdrawalsPage['account']> = {
  bankCode: '004',
  bankName: 'ธนาคารกสิกรไทย',
  accountNumberEnding: '7890',
  accountName: 'สมชาย ใจดี',
};

export const sampleWithdrawal: Withdrawal = {
  id: 12,
  amount: 120,
  status: 'requested',
  account,
  requestedAt: '2026-11-30T03:00:00.000Z',
  dueBy: '2026-12-03T16:59:59.999Z',
  reviewedAt: null,
  approvedAt: null,
  decidedAt: null,
  refusalReason: null,
  transferReference: null,
};

const pageOf = (balance: number, withAccount = true): WithdrawalsPage => ({
  dataList: [],
  count: 0,
  balance,
  minimum: 100,
  account: withAccount ? account : null,
});

export const withdrawalSamples = {
  open: pageOf(1_250.5),
  belowMinimum: pageOf(40),
  noAccount: pageOf(1_250.5, false),
};

const refusal = (status: number, message: string, fields: { field: string; message: string }[]) =>
  Object.assign(new Error(message), { status, message, fields });

export const withdrawalEvents: AnyEventObject[] = [
  ...(['open', 'belowMinimum'] as const).map((name) => ({
    type: 'xstate.done.actor.loadWithdrawals',
    output: withdrawalSamples[name],
  })),
  { type: 'xstate.error.actor.loadWithdrawals', error: new TypeError('offline') },
  { type: 'withdrawal.retry' },
  { type: 'withdrawal.review', amount: 120 },
  { type: 'withdrawal.review', amount: 50 },
  { type: 'withdrawal.edit' },
  { type: 'withdrawal.confirm' },
  {
    type: 'xstate.done.actor.requestWithdrawal',
    output: { withdrawal: sampleWithdrawal, balance: 1_130.5 },
  },
  {
    type: 'xstate.error.actor.requestWithdrawal',
    error: refusal(400, 'body.amount is more than your balance of 200 baht', [
      { field: 'body.amount', message: 'is more than your balance of 200 baht' },
    ]),
  },
  { type: 'xstate.error.actor.requestWithdrawal', error: new TypeError('offline') },
  ...(['open', 'noAccount'] as const).map((name) => ({
    type: 'xstate.done.actor.reloadWithdrawals',
    output: withdrawalSamples[name],
  })),
  { type: 'xstate.error.actor.reloadWithdrawals', error: new TypeError('offline') },
  { type: 'withdrawal.another' },
];
