// Paying a placed checkout wired to the API: the payment (read, or after the card provider's
// page, confirmed with the provider first), the card gateway's page, and the transfer slip. A
// 409 carries the payment as it is now, which the machine shows instead of an error.
import { createPaymentActors, type PaymentApi } from '../../machines/payment/payment.actors.ts';
import { paymentMachine } from '../../machines/payment/payment.machine.ts';
import { api } from '../api/client.ts';
import { uploadSlip } from '../api/slip-upload.ts';
import { unwrap, unwrapOrConflict } from '../api/unwrap.ts';

const paymentApi: PaymentApi = {
  async payment(cartId, signal) {
    return unwrap(await api.GET('/payment/{cartId}', { params: { path: { cartId } }, signal }));
  },
  async paymentAfterCard(cartId, signal) {
    return unwrap(
      await api.POST('/payment/{cartId}/card/confirm', { params: { path: { cartId } }, signal }),
    );
  },
  async startCard(cartId, signal) {
    const answer = await api.POST('/payment/{cartId}/card', {
      params: { path: { cartId } },
      signal,
    });
    return { url: unwrapOrConflict(answer, 'payment').redirectUrl };
  },
  uploadSlip,
};

export const wiredPaymentMachine = paymentMachine.provide({
  actors: createPaymentActors(paymentApi),
});
