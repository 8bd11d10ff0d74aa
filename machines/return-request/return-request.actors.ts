import { fromPromise } from 'xstate';
import type {
  Order,
  ReturnInput,
  ReturnPhoto,
  ReturnReasonChoice,
  ReturnRequest,
} from './return-request-rules';

/** The order and the reasons a request may give, read together. */
export interface Returnable {
  order: Order;
  reasons: ReturnReasonChoice[];
}

export interface ReturnCreation {
  orderId: number;
  body: ReturnInput;
}

/** What a return request needs from the API. */
export interface ReturnRequestApi {
  /** `GET /Order/{orderId}`: the order, its lines, whether it can be returned, its request. */
  loadOrder(orderId: number, signal: AbortSignal): Promise<Order>;
  /** `GET /returns/reasons`: every reason, labelled in the shopper's language. */
  loadReasons(signal: AbortSignal): Promise<ReturnReasonChoice[]>;
  /** `POST /returns/photos`, the photo's bytes as they are (checked by the page first). */
  uploadPhoto(file: Blob, signal: AbortSignal): Promise<ReturnPhoto>;
  /**
   * `POST /Order/{orderId}/return`. A 409 that carries the order's request (it has one
   * already) fails with it under `returnRequest`.
   */
  createReturn(orderId: number, body: ReturnInput, signal: AbortSignal): Promise<ReturnRequest>;
  /** `GET /returns/{returnId}`: the request as it is now. */
  loadReturn(returnId: number, signal: AbortSignal): Promise<ReturnRequest>;
}

export function createReturnRequestActors(api: ReturnRequestApi) {
  return {
    loadOrder: fromPromise<Returnable, { orderId: number }>(async ({ input, signal }) => {
      const [order, reasons] = await Promise.all([
        api.loadOrder(input.orderId, signal),
        api.loadReasons(signal),
      ]);
      return { order, reasons };
    }),
    uploadPhoto: fromPromise<ReturnPhoto, { file: Blob }>(({ input, signal }) =>
      api.uploadPhoto(input.file, signal),
    ),
    createReturn: fromPromise<ReturnRequest, ReturnCreation>(({ input, signal }) =>
      api.createReturn(input.orderId, input.body, signal),
    ),
    loadReturn: fromPromise<ReturnRequest, { returnId: number }>(({ input, signal }) =>
      api.loadReturn(input.returnId, signal),
    ),
  };
}
