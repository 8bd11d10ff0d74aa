// The cart's flow wired to the API: the account's cart id, a cart, and the three writes. A
// write the server refuses as stale (409) carries the cart as it is now, which the machine
// applies the shopper's changes to again. Writes are `keepalive`: one made as the page is
// left (the machine writes waiting quantities then) still reaches the server.
import {
  type CartApi,
  type CartConflict,
  createCartActors,
} from '../../machines/cart/cart.actors.ts';
import { cartMachine } from '../../machines/cart/cart.machine.ts';
import type { Cart } from '../../machines/cart/cart-lines.ts';
import { ApiError } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { attributionCodes } from '../attribution/attribution-cookies.ts';

class CartConflictError extends ApiError implements CartConflict {
  override readonly status = 409;
  constructor(
    message: string,
    readonly cart: Cart,
  ) {
    super(409, message);
  }
}

interface CartAnswer {
  data?: { result: number; message: string; detail: Cart };
  error?: unknown;
  response: Response;
}

/** The cart a call answered, or its failure (a stale write's with the cart as it is now). */
function cartOf(answer: CartAnswer): Cart {
  const { error, response } = answer;
  if (response.status === 409 && typeof error === 'object' && error && 'detail' in error) {
    const conflict = error as { message?: string; detail: Cart };
    throw new CartConflictError(conflict.message ?? '', conflict.detail);
  }
  return unwrap(answer);
}

const cartApi: CartApi = {
  async accountCartId(signal) {
    return unwrap(await api.GET('/transaction/GetCart', { signal })).cartId;
  },
  async load(cartId, signal) {
    return cartOf(await api.GET('/transaction/{cartId}', { params: { path: { cartId } }, signal }));
  },
  async save(request, signal) {
    return cartOf(
      await api.POST('/transaction/save', {
        body: {
          ...request,
          // Who brought the shopper here, when an affiliate's link did.
          ...attributionCodes(),
          orders: request.orders.map((order) => ({
            sellerId: order.sellerId,
            products: order.products.map((line) => ({ ...line, optionIds: [...line.optionIds] })),
          })),
        },
        keepalive: true,
        signal,
      }),
    );
  },
  async update(cartId, version, changes, signal) {
    return cartOf(
      await api.POST('/transaction/{cartId}/update', {
        params: { path: { cartId } },
        // Who brought the shopper here, as a save sends it: a cart that exists is updated.
        body: { version, changes, ...attributionCodes() },
        keepalive: true,
        signal,
      }),
    );
  },
  async deleteSeller(cartId, version, sellerId, signal) {
    return cartOf(
      await api.DELETE('/transaction/{cartId}/seller/{sellerId}', {
        params: { path: { cartId, sellerId }, query: { version } },
        keepalive: true,
        signal,
      }),
    );
  },
};

export const wiredCartMachine = cartMachine.provide({ actors: createCartActors(cartApi) });
