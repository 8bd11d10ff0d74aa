// The cart's actors as the cart's views reach them: this feature's chunks load after the
// cart's own code (./CartOverlays, the /cart route), so the runtime is there to `use`.
import { useSelector } from '@xstate/react';
import { use, useEffect, useState } from 'react';
import { isCartBusy } from '../../../machines/cart/cart.machine.ts';
import type { Cart } from '../../../machines/cart/cart-lines.ts';
import { reachCart } from '../../cart/cart-handle.ts';
import type { CartRuntime } from '../../cart/cart-runtime.ts';

export const useCartRuntime = (): CartRuntime => use(reachCart());

type CartSnapshot = ReturnType<CartRuntime['cart']['getSnapshot']>;

export interface CartState {
  cart: Cart | null;
  /** Start-up, a write or a reload is under way. */
  busy: boolean;
  errorCode: string | null;
  serverMessage: string | null;
}

const stateOf = (snapshot: CartSnapshot): CartState => ({
  cart: snapshot.context.cart,
  busy: isCartBusy(snapshot),
  errorCode: snapshot.context.errorCode,
  serverMessage: snapshot.context.serverMessage,
});

const sameState = (a: CartState, b: CartState) =>
  a.cart === b.cart &&
  a.busy === b.busy &&
  a.errorCode === b.errorCode &&
  a.serverMessage === b.serverMessage;

export function useCartState(): CartState {
  return useSelector(useCartRuntime().cart, stateOf, sameState);
}

/** The 'cart updated' alert: shown after a refresh the shopper asked for, until closed. */
export function useCartRefreshed(): [boolean, () => void] {
  const { cart } = useCartRuntime();
  const [shown, setShown] = useState(false);
  useEffect(() => cart.on('cart.refreshed', () => setShown(true)).unsubscribe, [cart]);
  return [shown, () => setShown(false)];
}
