import { api } from '../../api/client.ts';
import type { Order, Payment } from '../../api/queries/orders.ts';
import { conflictOf, unwrap } from '../../api/unwrap.ts';

/** On a 409, the payment or order as it is now; otherwise nothing. */
const conflictDetail = <D>(answer: { error?: unknown; response: Response }) =>
  conflictOf(answer)?.detail as D | undefined;

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
