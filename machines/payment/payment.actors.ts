import { fromPromise } from 'xstate';
import type { Payment } from './payment-rules';

/** A transfer slip as the shopper sends it (bank transfer or PromptPay). */
export interface Slip {
  /** A PNG, JPEG or PDF of at most 3 MB. */
  file: Blob;
  /** What the slip shows was transferred, in baht: the payment's exact amount. */
  amount: number;
  /** When the slip says it was sent, Bangkok time without an offset (`2026-11-24T14:30`). */
  transferredAt: string;
}

/** What paying needs from the API; the app adapts its client to it. */
export interface PaymentApi {
  /** `GET /payment/{cartId}`: a placed checkout's payment, by the id its cart had. */
  payment(cartId: string, signal: AbortSignal): Promise<Payment>;
  /**
   * `POST /payment/{cartId}/card/confirm`: back from the card provider's page, the payment
   * once the server has asked the provider how it ended.
   */
  paymentAfterCard(cartId: string, signal: AbortSignal): Promise<Payment>;
  /**
   * `POST /payment/{cartId}/card`: the gateway page to send the shopper to, where the card is
   * typed and authenticated (3-D Secure); it sends them back to /payment/result/…. A payment
   * no longer waiting (paid, expired) rejects with a `PaymentConflict`.
   */
  startCard(cartId: string, signal: AbortSignal): Promise<{ url: string }>;
  /**
   * `POST /payment/{cartId}/slip`: the payment, now waiting for staff to confirm the transfer.
   * A payment no longer waiting for one rejects with a `PaymentConflict`.
   */
  uploadSlip(cartId: string, slip: Slip, signal: AbortSignal): Promise<Payment>;
}

export function createPaymentActors(api: PaymentApi) {
  return {
    readPayment: fromPromise<Payment, { cartId: string; afterCard: boolean }>(
      ({ input, signal }) =>
        input.afterCard
          ? api.paymentAfterCard(input.cartId, signal)
          : api.payment(input.cartId, signal),
    ),
    startCard: fromPromise<{ url: string }, { cartId: string }>(({ input, signal }) =>
      api.startCard(input.cartId, signal),
    ),
    uploadSlip: fromPromise<Payment, { cartId: string; slip: Slip }>(({ input, signal }) =>
      api.uploadSlip(input.cartId, input.slip, signal),
    ),
  };
}
