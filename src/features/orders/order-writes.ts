// The payment's and the orders' writes. A 409 is an answer here, not a failure: the payment or
// the order as it is now (paid meanwhile, expired, already confirmed), which the page then shows.
import type { Slip } from '../../../machines/checkout/checkout.actors.ts';
import { isPaymentConflict } from '../../../machines/checkout/checkout-rules.ts';
import { api } from '../../api/client.ts';
import type { Order, Payment } from '../../api/queries/orders.ts';
import { uploadSlip } from '../../api/slip-upload.ts';
import { conflictOf, unwrap } from '../../api/unwrap.ts';

/** On a 409, the payment or order as it is now; otherwise nothing. */
const conflictDetail = <D>(answer: { error?: unknown; response: Response }) =>
  conflictOf(answer)?.detail as D | undefined;

/** The payment, now waiting for staff to confirm the transfer (or as it is, on a 409). */
export async function sendSlip(cartId: string, slip: Slip): Promise<Payment> {
  try {
    return await uploadSlip(cartId, slip);
  } catch (error) {
    if (isPaymentConflict(error)) return error.payment;
    throw error;
  }
}

/** Where to send the browser to pay by card; or, on a 409, the payment no longer waiting. */
export async function startCardPayment(
  cartId: string,
): Promise<{ redirectUrl: string } | { payment: Payment }> {
  const answer = await api.POST('/payment/{cartId}/card', { params: { path: { cartId } } });
  const payment = conflictDetail<Payment>(answer);
  return payment ? { payment } : unwrap(answer);
}

/** The order, complete (or as it is, when it could not be confirmed). */
export async function confirmReceipt(orderId: number): Promise<Order> {
  const answer = await api.POST('/Order/{orderId}/confirm-receipt', {
    params: { path: { orderId } },
  });
  return conflictDetail<Order>(answer) ?? unwrap(answer);
}
