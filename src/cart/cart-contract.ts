// What the first load (./cart-handle.ts) and the cart's own chunk (./cart-runtime.ts) agree
// on: where the cart lives in the browser, and what the header is told of it.

export const CART_ID_COOKIE = 'cartId';

/** The BroadcastChannel on which a tab tells the others that it wrote the cart. */
export const CART_CHANNEL = 'cart';

export interface CartView {
  /** The cart's code is loaded and its actors started. */
  started: boolean;
  /** The paid lines in the cart; null until a cart this browser has is loaded. */
  lineCount: number | null;
  /** The cart is starting, or has a change the server does not have yet. */
  busy: boolean;
  /** The slide-in panel is on screen (open, or sliding out). */
  panelShown: boolean;
}

/** Where the coupon code is kept for the cart and checkout (spec section 3), this session. */
export const COUPON_CODE_KEY = 'couponCode';
