// The transfer slip, sent as its bytes: checkout's panel 7, the payment slip page and a
// customer's link send it the same way. A 409 throws with the payment as it is now (`payment`:
// paid or expired meanwhile); a file over the limit is refused before it is read (413, naming
// no field), and that is the file's problem.
import type { Slip } from '../../machines/payment/payment.actors.ts';
import { ApiError } from './api-error.ts';
import { api, bytesBody } from './client.ts';
import type { Payment } from './queries/orders.ts';
import { unwrapOrConflict } from './unwrap.ts';

/** A slip's answer: a file over the limit is the file's problem; a 409 carries the payment. */
function slipAnswered(answer: Parameters<typeof unwrapOrConflict>[0] & { response: Response }) {
  if (answer.response.status === 413) {
    const message = (answer.error as { message?: string } | undefined)?.message ?? '';
    throw new ApiError(413, message, [{ field: 'body', message }]);
  }
  return unwrapOrConflict(answer, 'payment') as Payment;
}

const slipQuery = (slip: Slip) => ({ amount: slip.amount, transferredAt: slip.transferredAt });

/** `POST /payment/{cartId}/slip`: the payment, now waiting for staff to confirm the transfer. */
export async function uploadSlip(
  cartId: string,
  slip: Slip,
  signal?: AbortSignal,
): Promise<Payment> {
  return slipAnswered(
    await api.POST('/payment/{cartId}/slip', {
      params: { path: { cartId }, query: slipQuery(slip) },
      ...bytesBody(slip.file),
      signal,
    }),
  );
}

/** `POST /customer/{customerCode}/slip`: the same, sent by an affiliate's customer's link. */
export async function uploadCustomerSlip(
  customerCode: string,
  slip: Slip,
  signal?: AbortSignal,
): Promise<Payment> {
  return slipAnswered(
    await api.POST('/customer/{customerCode}/slip', {
      params: { path: { customerCode }, query: slipQuery(slip) },
      ...bytesBody(slip.file),
      signal,
    }),
  );
}
