// The checkout's flow wired to the API: the address book, the calculation, placing under an
// idempotency key, and the placed checkout's payment (card gateway, transfer slip). A 409 of
// placing or of a slip carries the checkout or the payment as it is now, which the machine
// shows instead of an error.
import { type CheckoutApi, createCheckoutActors } from '../../machines/checkout/checkout.actors.ts';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import { api } from '../api/client.ts';
import { uploadSlip } from '../api/slip-upload.ts';
import { unwrap, unwrapOrConflict } from '../api/unwrap.ts';

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
  async payment(cartId, signal) {
    return unwrap(await api.GET('/payment/{cartId}', { params: { path: { cartId } }, signal }));
  },
  async startCard(cartId, signal) {
    const answer = await api.POST('/payment/{cartId}/card', {
      params: { path: { cartId } },
      signal,
    });
    return { url: unwrap(answer).redirectUrl };
  },
  uploadSlip,
};

export const wiredCheckoutMachine = checkoutMachine.provide({
  actors: createCheckoutActors(checkoutApi),
});
