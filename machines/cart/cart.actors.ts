import { fromPromise } from 'xstate';
import { statusOf } from '../shared/api-failure';
import {
  type Cart,
  type CartChange,
  linesOf,
  mergeLines,
  planWrite,
  type SellerLines,
} from './cart-lines';

type LineChanges = Extract<ReturnType<typeof planWrite>, { call: 'update' }>['changes'];

/** What the cart needs from the API; the app adapts its client to it. */
export interface CartApi {
  /** The account's cart id (`GET /transaction/GetCart`), null when it has none. */
  accountCartId(signal: AbortSignal): Promise<string | null>;
  /** A cart (`GET /transaction/{cartId}`); rejects with status 404 when it is gone or not ours. */
  load(cartId: string, signal: AbortSignal): Promise<Cart>;
  /**
   * `POST /transaction/save`: a new cart without `cartId`, else the cart's lines replaced (the
   * version checked), `oldCartId` the guest cart merged into it at `oldVersion`. A stale
   * version of either rejects with a `CartConflict`, as do the two calls below.
   */
  save(
    request: {
      cartId?: string;
      version?: number;
      orders: SellerLines[];
      oldCartId?: string;
      oldVersion?: number;
    },
    signal: AbortSignal,
  ): Promise<Cart>;
  /** `POST /transaction/{cartId}/update`: some lines' quantity (0 removes) and selection. */
  update(cartId: string, version: number, changes: LineChanges, signal: AbortSignal): Promise<Cart>;
  /** `DELETE /transaction/{cartId}/seller/{sellerId}`: a seller's whole order. */
  deleteSeller(
    cartId: string,
    version: number,
    sellerId: number,
    signal: AbortSignal,
  ): Promise<Cart>;
}

/** The server's 409: the cart changed since the version the write was based on. */
export interface CartConflict {
  status: 409;
  /** The cart as it is now, to apply the shopper's changes to again. */
  cart: Cart;
}

export function isCartConflict(error: unknown): error is CartConflict {
  return statusOf(error) === 409 && typeof (error as { cart?: unknown }).cart === 'object';
}

/** Gone or not ours: the server answers both with 404. */
export const isCartGone = (error: unknown) => statusOf(error) === 404;

/** A cart saved as it is while signed in: the account takes it as its own. */
const claim = (api: CartApi, cart: Cart, signal: AbortSignal) =>
  api.save({ cartId: cart.cartId, version: cart.version, orders: linesOf(cart) }, signal);

const loadOrNull = (api: CartApi, cartId: string, signal: AbortSignal) =>
  api.load(cartId, signal).catch((error: unknown) => {
    if (isCartGone(error)) return null;
    throw error;
  });

/** How often a start-up write meets a newer cart (another tab) before it gives up. */
const START_UP_ATTEMPTS = 3;

/**
 * Start-up's writes read the carts and write once: one that met a newer version (another tab
 * wrote meanwhile) is simply done again, reading afresh.
 */
async function againOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isCartConflict(error) || tries === START_UP_ATTEMPTS) throw error;
    }
  }
}

export function createCartActors(api: CartApi) {
  return {
    findAccountCart: fromPromise<string | null>(({ signal }) => api.accountCartId(signal)),

    loadCart: fromPromise<Cart | null, { cartId: string }>(({ input, signal }) =>
      loadOrNull(api, input.cartId, signal),
    ),

    /**
     * Start-up's merge: both carts fetched, the guest's lines added to the account's by
     * seller, saved with `oldCartId` at the version read (the server deletes the guest cart in
     * the same write, and refuses when either cart was written since: another tab's line would
     * be lost). The answer is the cart as the server now has it: the spec's reload. Merging is
     * idempotent, so doing it again after a conflict, on both carts read afresh, adds nothing
     * twice.
     */
    mergeCarts: fromPromise<Cart | null, { accountCartId: string; guestCartId: string }>(
      ({ input, signal }) =>
        againOnConflict(async () => {
          const [account, guest] = await Promise.all([
            loadOrNull(api, input.accountCartId, signal),
            loadOrNull(api, input.guestCartId, signal),
          ]);
          // An account cart gone meanwhile leaves the guest cart to claim, not to lose.
          if (!account) return guest && claim(api, guest, signal);
          if (!guest) return account;
          return api.save(
            {
              cartId: account.cartId,
              version: account.version,
              orders: mergeLines(linesOf(account), linesOf(guest)),
              oldCartId: guest.cartId,
              oldVersion: guest.version,
            },
            signal,
          );
        }),
    ),

    /** A signed-in shopper without a cart takes the guest cart of this browser as theirs. */
    claimCart: fromPromise<Cart | null, { cartId: string }>(({ input, signal }) =>
      againOnConflict(async () => {
        const guest = await loadOrNull(api, input.cartId, signal);
        return guest && claim(api, guest, signal);
      }),
    ),

    /**
     * The shopper's changes written as one call (see `planWrite`), on the cart as last known.
     * When that is not loaded but its id is (a load that failed), it is loaded first, so a
     * new cart never replaces one that exists.
     */
    writeCart: fromPromise<
      Cart | null,
      { cart: Cart | null; cartId: string | null; changes: readonly CartChange[] }
    >(async ({ input, signal }) => {
      const base =
        input.cart ?? (input.cartId ? await loadOrNull(api, input.cartId, signal) : null);
      const write = planWrite(base, input.changes);
      switch (write.call) {
        case 'none':
          return base;
        case 'create':
          return api.save({ orders: write.orders }, signal);
        case 'update':
          return api.update(write.cartId, write.version, write.changes, signal);
        case 'deleteSeller':
          return api.deleteSeller(write.cartId, write.version, write.sellerId, signal);
      }
    }),
  };
}
