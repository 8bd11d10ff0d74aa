// The cart's long-lived actors, started once (by ./cart-handle.ts, when there is a cart to
// show): the cart, which follows the session, keeps its id in the cartId cookie (a year) and
// tells the other tabs when it wrote; and the slide-in panel. The header learns what to show
// through `publish`.
import Cookies from 'js-cookie';
import { type CartEvent, isCartBusy } from '../../machines/cart/cart.machine.ts';
import { lineCountOf } from '../../machines/cart/cart-lines.ts';
import { cartPanelMachine } from '../../machines/cart/cart-panel.machine.ts';
import { createMachineActor } from '../app/machine-actor.ts';
import { wiredCartMachine } from '../flows/cart.ts';
import { ONE_YEAR_COOKIE } from '../session/cookie-options.ts';
import type { Session } from '../session/session.ts';
import { CART_CHANNEL, CART_ID_COOKIE, type CartView } from './cart-contract.ts';

export function startCartRuntime(session: Session, publish: (view: Partial<CartView>) => void) {
  const cart = createMachineActor(wiredCartMachine, {
    input: { cartId: Cookies.get(CART_ID_COOKIE) ?? null },
  });
  const panel = createMachineActor(cartPanelMachine);

  cart.on('cart.stored', ({ cartId }) => {
    if (cartId) Cookies.set(CART_ID_COOKIE, cartId, ONE_YEAR_COOKIE);
    else Cookies.remove(CART_ID_COOKIE, { path: '/' });
  });
  cart.on('cart.removed', async ({ lines }) => {
    const { track } = await import('../analytics/track.ts');
    track('remove_from_cart', { items: lines.map((line) => ({ item_id: line.productId })) });
  });
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CART_CHANNEL);
    cart.on('cart.written', ({ cartId, version }) => channel.postMessage({ cartId, version }));
    channel.onmessage = ({ data }: MessageEvent<{ cartId: string | null; version: number }>) =>
      cart.send({ type: 'cart.changed.elsewhere', cartId: data.cartId, version: data.version });
  }

  let started = false;
  cart.subscribe((snapshot) => {
    const busy = isCartBusy(snapshot);
    // The count waits for start-up: a cart this browser has is not yet known to be empty.
    if (started || snapshot.matches('ready')) {
      started = true;
      publish({ busy, lineCount: lineCountOf(snapshot.context.cart) });
    } else publish({ busy });
  });
  panel.subscribe((snapshot) => publish({ panelShown: !snapshot.matches('closed') }));
  // A quantity typed a moment ago is written before the page goes (the write outlives it).
  const flush = () => cart.send({ type: 'cart.flush' });
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  cart.start();
  panel.start();
  publish({ started: true });

  // The session decides whose cart it is: a guest's by this browser's id, or the account's.
  let known = 'pending';
  const follow = () => {
    const { status } = session.view();
    if (status === known) return;
    known = status;
    cart.send({ type: status === 'signedIn' ? 'session.signedIn' : 'session.guest' });
  };
  session.subscribe(follow);
  follow();

  /**
   * Adds to the cart (kept even while the cart starts) and settles once the server has every
   * change: true, or false when it refused (the global cart error then says why).
   */
  function add(change: Omit<Extract<CartEvent, { type: 'cart.add' }>, 'type'>): Promise<boolean> {
    cart.send({ type: 'cart.add', ...change });
    return new Promise((resolve) => {
      const subscription = cart.subscribe((snapshot) => {
        if (!snapshot.matches({ ready: 'idle' }) || snapshot.context.pending.length > 0) return;
        subscription.unsubscribe();
        resolve(snapshot.context.errorCode === null);
      });
    });
  }

  return { cart, panel, add };
}

export type CartRuntime = ReturnType<typeof startCartRuntime>;
