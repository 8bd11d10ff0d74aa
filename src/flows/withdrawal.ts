// An affiliate's withdrawal wired to the API: the balance, minimum and account
// (`GET /affiliate/withdrawals`, its first row only: the history is the page's own query) and
// the request (`POST /affiliate/withdrawals` under the machine's Idempotency-Key).
import {
  createWithdrawalActors,
  type WithdrawalApi,
} from '../../machines/withdrawal/withdrawal.actors.ts';
import { withdrawalMachine } from '../../machines/withdrawal/withdrawal.machine.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';

const withdrawalApi: WithdrawalApi = {
  async load(signal) {
    return unwrap(
      await api.GET('/affiliate/withdrawals', { params: { query: { perPage: 1 } }, signal }),
    );
  },
  async request({ amount, key }, signal) {
    return unwrap(
      await api.POST('/affiliate/withdrawals', {
        body: { amount },
        headers: { 'Idempotency-Key': key },
        signal,
      }),
    );
  },
};

export const wiredWithdrawalMachine = withdrawalMachine.provide({
  actors: createWithdrawalActors(withdrawalApi),
});
