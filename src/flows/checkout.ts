// The checkout's flow wired to the API: the address book, the calculation, placing under an
// idempotency key, and the placed checkout's payment (card gateway, transfer slip). A 409 of
// placing or of a slip carries the checkout or the payment as it is now, which the machine
// shows instead of an error.
import { type CheckoutApi, createCheckoutActors } from '../../machines/checkout/checkout.actors.ts';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import { ApiError } from '../api/api-error.ts';
import { api, bytesBody } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';

interface Answer<D> {
  data?: { result: number; message: string; detail: D };
  error?: unknown;
  response: Response;
}

/** The answer's detail; a 409 throws the failure with its detail under `key`. */
function detailOf<D>(answer: Answer<D>, key: 'checkout' | 'payment'): D {
  const { error, response } = answer;
  if (response.status === 409 && typeof error === 'object' && error && 'detail' in error) {
    const conflict = error as { message?: string; detail: unknown };
    throw Object.assign(new ApiError(409, conflict.message ?? ''), { [key]: conflict.detail });
  }
  return unwrap(answer);
}

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
    return detailOf(answer, 'checkout');
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
  async uploadSlip(cartId, { file, amount, transferredAt }, signal) {
    const answer = await api.POST('/payment/{cartId}/slip', {
      params: { path: { cartId }, query: { amount, transferredAt } },
      ...bytesBody(file),
      signal,
    });
    return detailOf(answer, 'payment');
  },
};

export const wiredCheckoutMachine = checkoutMachine.provide({
  actors: createCheckoutActors(checkoutApi),
});
