// An affiliate's withdrawal, their side (/user/profile/affiliate/withdraw): the page loads the
// balance, the minimum and the verified account; with nothing to withdraw it says why. An
// amount typed is checked before anything is sent, then confirmed with where it goes, then
// asked for under one Idempotency-Key: sent again after a lost answer, it makes nothing more.
// A refusal (a balance changed meanwhile, the account taken back, the day's limit) keeps the
// amount with the server's words and reads the balance again. Asked for, the page shows it
// requested with the day it is due and the balance left (staff review, approve, transfer).
import { assertEvent, assign, emit, setup } from 'xstate';
import { statusOf } from '../shared/api-failure';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { createWithdrawalActors, type Requested, type WithdrawalApi } from './withdrawal.actors';
import {
  type AmountProblem,
  amountProblem,
  closedBecause,
  type Withdrawal,
  type WithdrawalsPage,
} from './withdrawal-rules';

export interface WithdrawalInput {
  /** Makes the Idempotency-Key (a random UUID unless given: tests give their own). */
  makeKey?: () => string;
}

export interface WithdrawalContext extends ErrorInfo {
  /** The server's last answer (null until the first). */
  page: WithdrawalsPage | null;
  amount: number | null;
  /** What is wrong with the amount typed, found before sending it. */
  amountProblem: AmountProblem | null;
  /** The Idempotency-Key of the withdrawal being asked for; kept until it is answered. */
  key: string | null;
  makeKey: () => string;
  /** The one just asked for. */
  withdrawal: Withdrawal | null;
}

export type WithdrawalEvent =
  | { type: 'withdrawal.retry' }
  | { type: 'withdrawal.review'; amount: number }
  | { type: 'withdrawal.edit' }
  | { type: 'withdrawal.confirm' }
  | { type: 'withdrawal.another' };

/** Tells the page to read its lists again: the balance and the history changed. */
export type WithdrawalEmitted = { type: 'withdrawal.requested'; withdrawal: Withdrawal };

const newUuid = () => globalThis.crypto.randomUUID();

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as WithdrawalInput | undefined,
    emitted: {} as WithdrawalEmitted,
  },
  actors: createWithdrawalActors(unwired<WithdrawalApi>('withdrawal')),
  actions: {
    keepPage: assign((_, params: { page: WithdrawalsPage }) => ({ page: params.page })),
    keepAmount: assign(({ event, context }) => {
      assertEvent(event, 'withdrawal.review');
      return { amount: event.amount, key: context.makeKey(), ...noError };
    }),
    keepAmountProblem: assign(({ event, context }) => {
      assertEvent(event, 'withdrawal.review');
      return {
        amount: event.amount,
        amountProblem: context.page ? amountProblem(event.amount, context.page) : null,
      };
    }),
    forgetAmountProblem: assign({ amountProblem: null }),
    forgetKey: assign({ key: null }),
    keepWithdrawal: assign(({ context }, params: Requested) => ({
      withdrawal: params.withdrawal,
      amount: null,
      page: context.page && { ...context.page, balance: params.balance },
    })),
    tellRequested: emit((_, params: { withdrawal: Withdrawal }) => ({
      type: 'withdrawal.requested' as const,
      withdrawal: params.withdrawal,
    })),
    ...errorActions<WithdrawalContext, WithdrawalEvent>(),
  },
  guards: {
    isOpen: (_, params: { page: WithdrawalsPage }) => closedBecause(params.page) === null,
    amountAllowed: ({ context, event }) => {
      assertEvent(event, 'withdrawal.review');
      return context.page !== null && amountProblem(event.amount, context.page) === null;
    },
    /** The server refused the request itself (a 400, or a 403): sending it again cannot help. */
    isRefused: (_, params: { error: unknown }) => {
      const status = statusOf(params.error);
      return status !== null && status >= 400 && status < 500;
    },
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    page: null,
    amount: null,
    amountProblem: null,
    key: null,
    makeKey: input?.makeKey ?? newUuid,
    withdrawal: null,
    ...noError,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'forgetError',
      invoke: {
        id: 'loadWithdrawals',
        src: 'loadWithdrawals',
        onDone: [
          {
            guard: { type: 'isOpen', params: ({ event }) => ({ page: event.output }) },
            target: 'editing',
            actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'closed',
            actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unavailable: {
      on: { 'withdrawal.retry': 'loading' },
    },
    /** Nothing can be withdrawn now: no verified account, or less than the minimum. */
    closed: { type: 'final' },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'withdrawal.review': [
              {
                guard: 'amountAllowed',
                target: '#withdrawal.confirming',
                actions: ['forgetAmountProblem', 'keepAmount'],
              },
              { actions: 'keepAmountProblem' },
            ],
          },
        },
        /** After a refusal: the balance and the account as they are now, the words kept. */
        reloading: {
          invoke: {
            id: 'reloadWithdrawals',
            src: 'loadWithdrawals',
            onDone: [
              {
                guard: { type: 'isOpen', params: ({ event }) => ({ page: event.output }) },
                target: 'idle',
                actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
              },
              {
                target: '#withdrawal.closed',
                actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            // The words of the refusal are what the page shows; the balance as last read.
            onError: 'idle',
          },
        },
      },
    },
    confirming: {
      on: {
        'withdrawal.confirm': 'sending',
        'withdrawal.edit': { target: 'editing.idle', actions: ['forgetKey', 'forgetError'] },
      },
    },
    sending: {
      invoke: {
        id: 'requestWithdrawal',
        src: 'requestWithdrawal',
        input: ({ context }) => ({ amount: context.amount ?? 0, key: context.key ?? '' }),
        onDone: {
          target: 'requested',
          actions: [
            { type: 'keepWithdrawal', params: ({ event }) => event.output },
            {
              type: 'tellRequested',
              params: ({ event }) => ({ withdrawal: event.output.withdrawal }),
            },
            'forgetKey',
          ],
        },
        onError: [
          {
            // Refused: the amount stays typed with the server's words, the balance read again.
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.reloading',
            actions: [
              'forgetKey',
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            // No answer: confirming again sends the same key, so nothing is asked for twice.
            target: 'confirming',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    requested: {
      on: { 'withdrawal.another': 'loading' },
    },
  },
});
