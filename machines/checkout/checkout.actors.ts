import { fromPromise } from 'xstate';
import { errorInfoOf } from '../shared/error-code';
import type {
  Address,
  Checkout,
  CheckoutRequest,
  Payment,
  PlacedOrder,
  PlaceOrderRequest,
} from './checkout-rules';
import { refusesCouponIn } from './checkout-rules';

/** A transfer slip as the shopper sends it (panel 7, bank transfer or PromptPay). */
export interface Slip {
  /** A PNG, JPEG or PDF of at most 3 MB. */
  file: Blob;
  /** What the slip shows was transferred, in baht: the payment's exact amount. */
  amount: number;
  /** When the slip says it was sent, Bangkok time without an offset (`2026-11-24T14:30`). */
  transferredAt: string;
}

/** What the checkout needs from the API; the app adapts its client to it. */
export interface CheckoutApi {
  /** The address book (`GET /UserAddresses`), oldest first. */
  addresses(signal: AbortSignal): Promise<Address[]>;
  /** `POST /order/calculate`: the checkout of the cart's ticked lines with these choices. */
  calculate(request: CheckoutRequest, signal: AbortSignal): Promise<Checkout>;
  /**
   * `POST /order/place` with the `Idempotency-Key` header. The server's 409 (the total changed,
   * stock ran out, or problems) rejects with a `CheckoutConflict`.
   */
  place(
    request: PlaceOrderRequest,
    idempotencyKey: string,
    signal: AbortSignal,
  ): Promise<PlacedOrder>;
  /** `GET /payment/{cartId}`: a placed checkout's payment, by the id its cart had. */
  payment(cartId: string, signal: AbortSignal): Promise<Payment>;
  /**
   * `POST /payment/{cartId}/card`: the gateway page to send the shopper to, where the card is
   * typed and authenticated (3-D Secure); the gateway sends the shopper back to
   * /payment/result/{status}/{referenceCode}/{cartId}.
   */
  startCard(cartId: string, signal: AbortSignal): Promise<{ url: string }>;
  /**
   * `POST /payment/{cartId}/slip`: the payment, now waiting for staff to confirm the transfer.
   * A payment no longer waiting for one (paid, expired) rejects with a `PaymentConflict`.
   */
  uploadSlip(cartId: string, slip: Slip, signal: AbortSignal): Promise<Payment>;
}

/** The server refused the coupon code: a 400 naming `body.promotionCode`. */
export const isCouponRefusal = (error: unknown): boolean =>
  refusesCouponIn(errorInfoOf(error).fieldErrors);

export function createCheckoutActors(api: CheckoutApi) {
  return {
    loadAddresses: fromPromise<Address[]>(({ signal }) => api.addresses(signal)),
    calculate: fromPromise<Checkout, CheckoutRequest>(({ input, signal }) =>
      api.calculate(input, signal),
    ),
    placeOrder: fromPromise<PlacedOrder, { request: PlaceOrderRequest; idempotencyKey: string }>(
      ({ input, signal }) => api.place(input.request, input.idempotencyKey, signal),
    ),
    readPayment: fromPromise<Payment, { cartId: string }>(({ input, signal }) =>
      api.payment(input.cartId, signal),
    ),
    startCard: fromPromise<{ url: string }, { cartId: string }>(({ input, signal }) =>
      api.startCard(input.cartId, signal),
    ),
    uploadSlip: fromPromise<Payment, { cartId: string; slip: Slip }>(({ input, signal }) =>
      api.uploadSlip(input.cartId, input.slip, signal),
    ),
  };
}
