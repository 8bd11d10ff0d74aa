// The checkout's flow wired to the API: the address book, the calculation, and placing under
// an idempotency key (a 409 carries the checkout as it is now, which the machine shows instead
// of an error); then the payment machine pays what was placed (./payment.ts).
import { type CheckoutApi, createCheckoutActors } from '../../machines/checkout/checkout.actors.ts';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import { api } from '../api/client.ts';
import { unwrap, unwrapOrConflict } from '../api/unwrap.ts';
import { wiredPaymentMachine } from './payment.ts';

const checkoutApi: CheckoutApi = {
  async addresses(signal) {
    return unwrap(await api.GET('/UserAddresses', { signal })).userAddresses;
  },
  async calculate(request, signal) {
    return unwrap(await api.POST('/order/calculate', { body: request, signal }));
  },
  async place(request, idempotencyKey, signal) {
    const answer = await api.POST('/order/place', {
      body: request,
      headers: { 'Idempotency-Key': idempotencyKey },
      signal,
    });
    return unwrapOrConflict(answer, 'checkout');
  },
};

export const wiredCheckoutMachine = checkoutMachine.provide({
  actors: { ...createCheckoutActors(checkoutApi), payment: wiredPaymentMachine },
});
