import { fromPromise } from 'xstate';
import { errorInfoOf } from '../shared/error-code';
import type {
  Address,
  Checkout,
  CheckoutRequest,
  PlacedOrder,
  PlaceOrderRequest,
} from './checkout-rules';
import { refusesCouponIn } from './checkout-rules';

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
  };
}
