import { fromPromise } from 'xstate';
import type { Withdrawal, WithdrawalsPage } from './withdrawal-rules';

export interface Requested {
  withdrawal: Withdrawal;
  balance: number;
}

export interface WithdrawalRequest {
  amount: number;
  /** The Idempotency-Key: one per withdrawal asked for, the same when it is sent again. */
  key: string;
}

/** What withdrawing needs from the API. */
export interface WithdrawalApi {
  /** `GET /affiliate/withdrawals`: the balance, the minimum and the account (and a page). */
  load(signal: AbortSignal): Promise<WithdrawalsPage>;
  /** `POST /affiliate/withdrawals`: the withdrawal and the balance after it. */
  request(request: WithdrawalRequest, signal: AbortSignal): Promise<Requested>;
}

export function createWithdrawalActors(api: WithdrawalApi) {
  return {
    loadWithdrawals: fromPromise<WithdrawalsPage>(({ signal }) => api.load(signal)),
    requestWithdrawal: fromPromise<Requested, WithdrawalRequest>(({ input, signal }) =>
      api.request(input, signal),
    ),
  };
}
