// An affiliate's customer paying by the link (/customer/{code}), and the affiliate following it
// (/affiliate/{code}): the payment machine and its views, as on the shopper's payment pages,
// over the link's calls. The link's code stands where the shopper's cart id does; the card
// provider sends each payer back to their own result page (the server knows the affiliate by
// their session).
import { createPaymentActors, type PaymentApi } from '../../machines/payment/payment.actors.ts';
import { paymentMachine } from '../../machines/payment/payment.machine.ts';
import { api } from '../api/client.ts';
import { uploadCustomerSlip } from '../api/slip-upload.ts';
import { unwrap, unwrapOrConflict } from '../api/unwrap.ts';

const linkPaymentApi: PaymentApi = {
  async payment(customerCode, signal) {
    const params = { path: { customerCode } };
    return unwrap(await api.GET('/customer/{customerCode}/payment', { params, signal }));
  },
  async paymentAfterCard(customerCode, signal) {
    const params = { path: { customerCode } };
    return unwrap(await api.POST('/customer/{customerCode}/card/confirm', { params, signal }));
  },
  async startCard(customerCode, signal) {
    const params = { path: { customerCode } };
    const answer = await api.POST('/customer/{customerCode}/card', { params, signal });
    return { url: unwrapOrConflict(answer, 'payment').redirectUrl };
  },
  uploadSlip: uploadCustomerSlip,
};

export const linkPaymentMachine = paymentMachine.provide({
  actors: createPaymentActors(linkPaymentApi),
});
