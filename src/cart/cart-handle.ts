// The cart as every page knows it before the cart's code arrives: the header's count, and
// the way to reach the cart, which loads that code first. The cart itself (its machine, its
// calls, the panel's machine) is a chunk of its own, started only when there is a cart to
// show: a cart id in this browser, a session (the account may have a cart), another tab's
// write, or the shopper's first use. A first visit never loads it before the shopper asks.
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { afterPageLoad } from '../app/after-page-load.ts';
import type { Session } from '../session/session.ts';
import { readExpiryMarker } from '../session/session-cookies.ts';
import { CART_CHANNEL, CART_ID_COOKIE, type CartView } from './cart-contract.ts';
import type { CartRuntime } from './cart-runtime.ts';

let view: CartView = { started: false, lineCount: 0, busy: false, panelShown: false };
const listeners = new Set<() => void>();

/** The cart's code tells the page what the header shows. */
function publish(next: Partial<CartView>): void {
  view = { ...view, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const NO_CART_YET = view;

/** The header's cart; the server's first screen (and its hydration) shows no cart yet. */
export const useCartView = (): CartView =>
  useSyncExternalStore(
    subscribe,
    () => view,
    () => NO_CART_YET,
  );

let begin = () => {};
let runtime: Promise<CartRuntime> | undefined;

/** Called once at the app's start: the cart follows `session` once its code is loaded. */
export function startCart(session: Session): void {
  const begun = new Promise<void>((resolve) => {
    begin = resolve;
  });
  runtime = begun
    .then(() => import('./cart-runtime.ts'))
    .then((module) => module.startCartRuntime(session, publish));
  if (Cookies.get(CART_ID_COOKIE) || readExpiryMarker()) {
    view = { ...view, lineCount: null };
    // After the page's own scripts and images: the count is not what the shopper came for.
    afterPageLoad(begin);
  } else if (typeof BroadcastChannel === 'function') {
    new BroadcastChannel(CART_CHANNEL).onmessage = () => begin();
  }
}

/** The cart, its code loaded and started first if need be. */
export function reachCart(): Promise<CartRuntime> {
  begin();
  if (!runtime) throw new Error('reachCart before startCart');
  return runtime;
}
