// The transfer slip, sent as its bytes: checkout's panel 7 and the payment slip page send it
// the same way. A 409 throws with the payment as it is now (`payment`: paid or expired
// meanwhile); a file over the limit is refused before it is read (413, naming no field), and
// that is the file's problem.
import type { Slip } from '../../machines/payment/payment.actors.ts';
import { ApiError } from './api-error.ts';
import { api, bytesBody } from './client.ts';
import type { Payment } from './queries/orders.ts';
import { unwrapOrConflict } from './unwrap.ts';

/** `POST /payment/{cartId}/slip`: the payment, now waiting for staff to confirm the transfer. */
export async function uploadSlip(
  cartId: string,
  slip: Slip,
  signal?: AbortSignal,
): Promise<Payment> {
  const answer = await api.POST('/payment/{cartId}/slip', {
    params: { path: { cartId }, query: { amount: slip.amount, transferredAt: slip.transferredAt } },
    ...bytesBody(slip.file),
    signal,
  });
  if (answer.response.status === 413) {
    const message = (answer.error as { message?: string } | undefined)?.message ?? '';
    throw new ApiError(413, message, [{ field: 'body', message }]);
  }
  return unwrapOrConflict(answer, 'payment');
}
