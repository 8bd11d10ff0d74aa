import { withQueryParam } from '../shared/url';
import { either, is, type Segments, segmentsOf, under } from './path-match';

export interface LayoutInput {
  pathname: string;
  /** The query string, with or without its leading '?'. */
  search: string;
  isCustomerMode: boolean;
}

/** Which parts of the standard layout (the web template) a page shows. */
export interface Layout {
  header: boolean;
  footer: boolean;
  /** The bottom menu, shown on mobile widths only. */
  mobileMenu: boolean;
  goToTop: boolean;
  /** False renders the page bare: none of the parts below. */
  template: boolean;
  /** The promotional banner popup (never where the shopper is paying). */
  popup: boolean;
  /** The header's cart icon opens the slide-in cart (on the cart and checkout it does nothing). */
  cartPanel: boolean;
}

const productDetail = (s: Segments) =>
  s.length === 2 && s[0] === 'product' && !['return', 'review', 'share'].includes(s[1] ?? '');
const cart = is('cart');
const checkout = either(under('checkout'), is('live', 'transaction', 'checkout'));
/** Paying again for an order: checkout, affiliate and customer variants. */
const repayment = (s: Segments) =>
  s.length === 3 &&
  (s[0] === 'checkout' || s[0] === 'affiliate' || s[0] === 'customer') &&
  s[1] !== 'payment';
const customer = under('customer');
const affiliate = under('affiliate');
const chat = is('chat');
const landing = is('landing');
const close = is('close');
const seller = is('seller');

const mobileMenuHidden = either(
  productDetail,
  cart,
  checkout,
  under('live', 'detail'),
  under('live', 'order'),
  repayment,
  under('customer', 'payment'),
  under('affiliate', 'payment'),
);
const footerHidden = either(
  chat,
  under('payment', 'slip'),
  customer,
  affiliate,
  cart,
  checkout,
  landing,
);
const goToTopHidden = either(chat, cart, checkout);
/** Cart, checkout, payment and result pages: a popup there covers what the shopper is paying. */
const popupHidden = either(
  cart,
  checkout,
  under('payment'),
  under('live', 'transaction'),
  customer,
  affiliate,
  repayment,
);
const cartOrCheckout = either(cart, checkout);
/** Landing and close pages stand alone: no header, footer or mobile menu. */
const standalone = either(landing, close);

/** The layout rules of spec section 2, one place for every route. */
export function layoutFor({ pathname, search, isCustomerMode }: LayoutInput): Layout {
  const s = segmentsOf(pathname);
  const query = new URLSearchParams(search);
  const flag = (name: string) => query.get(name) === 'true';
  const template = !seller(s);
  const hideFooter = flag('hideFooter');
  const chrome = template && !standalone(s);
  return {
    header: chrome && !isCustomerMode && !flag('hideNavbar'),
    footer: chrome && !isCustomerMode && !hideFooter && !footerHidden(s),
    mobileMenu: chrome && !hideFooter && !mobileMenuHidden(s),
    goToTop: template && !goToTopHidden(s),
    template,
    popup: template && !flag('hidePopup') && !popupHidden(s),
    cartPanel: template && !cartOrCheckout(s),
  };
}

/** Spec section 2: leaving the cart or checkout clears the coupon code kept for them. */
export const leavesCartOrCheckout = (from: string, to: string): boolean =>
  cartOrCheckout(segmentsOf(from)) && !cartOrCheckout(segmentsOf(to));

export const MOBILE_MAX_WIDTH = 767.98;
export const GO_TO_TOP_AFTER_PX = 400;
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export const shouldShowGoToTop = (scrollY: number) => scrollY > GO_TO_TOP_AFTER_PX;

/** A banner's link, marked so the page it opens does not pop the banner up again. */
export const withHidePopup = (linkUrl: string) => withQueryParam(linkUrl, 'hidePopup', 'true');

/**
 * After a failed chunk load the page reloads, but at most once a minute so a broken
 * deployment cannot reload in a loop. A reload time in the future means the clock moved: allow.
 */
export function canReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS || now < lastReloadAt
  );
}
