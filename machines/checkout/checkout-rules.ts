// The checkout's pure rules (spec section 4, Checkout recalculation and the numbered panels):
// what the shopper's choices ask of the server, which panel may be left or opened, and which
// view a placed checkout's payment belongs to. Prices are never the client's: a request carries
// the shopper's choices only, and the server works the checkout out from its own prices and
// the cart's ticked lines.
import type { components } from '../../openapi/storefront';
import { type FieldError, statusOf } from '../shared/api-failure';
import type { ErrorInfo } from '../shared/error-code';

type Schemas = components['schemas'];
export type Checkout = Schemas['Checkout'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type PlaceOrderRequest = Schemas['PlaceOrderRequest'];
export type PlacedOrder = Schemas['PlacedOrder'];
export type { Payment } from '../payment/payment-rules';
export type CheckoutProblem = Schemas['CheckoutProblem'];
export type ShippingChoice = Schemas['CheckoutShippingChoice'];
export type Address = Schemas['Address'];

/**
 * The numbered panels, each with one job: 1 buyer and shipping address (and the tax-invoice
 * request), 2 shipping per seller, 3 voucher or coupon, 4 payment method, 5 review and place.
 * Panel 7 is the payment in progress, after placing; completion is a view of its own.
 */
export type Panel = 1 | 2 | 3 | 4 | 5;
export const PANELS: readonly Panel[] = [1, 2, 3, 4, 5];

/** What the shopper chose, and the checkout as the server last worked it out. */
export interface CheckoutChoices {
  cartId: string;
  addresses: readonly Address[];
  /** The shipping address. */
  addressId: number | null;
  /** The address (with a tax id) a tax invoice is made out to; null: no tax invoice. */
  taxInvoiceAddressId: number | null;
  /** The sellers whose shipping the shopper chose; the others get their first option. */
  shipping: readonly ShippingChoice[];
  /** The coupon code the calculations send ('' for none). */
  promotionCode: string;
  paymentTypeId: number | null;
  checkout: Checkout | null;
  /** A verified affiliate places it for a customer of theirs, who pays by a link. */
  forCustomer: boolean;
}

/** The contract's CouponCode: up to 32 letters, digits, '_' and '-'. */
export const isCouponCode = (code: string): boolean => /^[A-Za-z0-9_-]{1,32}$/.test(code);

/** The server refused the coupon code: the coupon panel shows it, under the code. */
export const refusesCouponIn = (fieldErrors: readonly FieldError[]): boolean =>
  fieldErrors.some(({ field }) => field === 'body.promotionCode');

/** The panels' global error (spec section 8): any failure kept, but a refused coupon. */
export const isGlobalError = ({ errorCode, fieldErrors }: ErrorInfo): boolean =>
  errorCode !== null && !refusesCouponIn(fieldErrors);

/** The shipping address: the book's default, else its first; null for an empty book. */
export const defaultAddressIdOf = (addresses: readonly Address[]): number | null =>
  (addresses.find((address) => address.defaultShipping) ?? addresses[0])?.id ?? null;

export const isInBook = (addresses: readonly Address[], addressId: number): boolean =>
  addresses.some((address) => address.id === addressId);

/** A tax invoice is made out to an address with a tax id (null asks for none). */
export const isTaxInvoiceAddress = (
  addresses: readonly Address[],
  addressId: number | null,
): boolean =>
  addressId === null ||
  addresses.some((address) => address.id === addressId && address.taxId !== null);

/** The seller is in the checkout and ships by that option. */
export const offersShipping = (checkout: Checkout | null, choice: ShippingChoice): boolean =>
  checkout?.orders.some(
    (order) =>
      order.sellerId === choice.sellerId &&
      order.shippingOptions.some((option) => option.id === choice.shippingId),
  ) ?? false;

/** The channel is offered and every chosen product (and carrier) takes it. */
export const offersPayment = (checkout: Checkout | null, paymentTypeId: number | null): boolean =>
  checkout?.paymentChannels.some((channel) => channel.id === paymentTypeId && channel.available) ??
  false;

/** The shopper's choice for a seller replaces the one before it. */
export const withShippingChoice = (
  choices: readonly ShippingChoice[],
  choice: ShippingChoice,
): ShippingChoice[] => [
  ...choices.filter((known) => known.sellerId !== choice.sellerId),
  { sellerId: choice.sellerId, shippingId: choice.shippingId },
];

/** The choices for sellers still in the checkout (a seller gone from the cart is not asked about). */
function shippingAsked(choices: CheckoutChoices): ShippingChoice[] {
  const { checkout } = choices;
  const sellers = checkout && new Set(checkout.orders.map((order) => order.sellerId));
  return choices.shipping
    .filter((choice) => !sellers || sellers.has(choice.sellerId))
    .map(({ sellerId, shippingId }) => ({ sellerId, shippingId }));
}

/** `/order/calculate`'s body: the shopper's choices, nothing the server prices. */
export function checkoutRequestOf(choices: CheckoutChoices): CheckoutRequest {
  const orders = shippingAsked(choices);
  return {
    cartId: choices.cartId,
    ...(choices.promotionCode !== '' && { promotionCode: choices.promotionCode }),
    ...(choices.addressId !== null && { addressId: choices.addressId }),
    ...(choices.paymentTypeId !== null && { paymentTypeId: choices.paymentTypeId }),
    ...(orders.length > 0 && { orders }),
  };
}

/**
 * `/order/place`'s body: the same choices, the tax-invoice address, and the grand total the
 * shopper was shown (a different one on the server places nothing). Null while something it
 * needs is missing.
 */
/**
 * An affiliate's customer pays by a link unless it is cash on delivery (paid to the carrier):
 * the review offers the choice, and placing sends it, only for the other channels.
 */
export const offersLink = (checkout: Checkout, paymentTypeId: number): boolean =>
  checkout.paymentChannels.find((channel) => channel.id === paymentTypeId)?.kind !== 'cod';

export function placeRequestOf(choices: CheckoutChoices): PlaceOrderRequest | null {
  const { addressId, paymentTypeId, checkout, taxInvoiceAddressId, forCustomer } = choices;
  if (addressId === null || paymentTypeId === null || checkout === null) return null;
  return {
    ...checkoutRequestOf(choices),
    addressId,
    paymentTypeId,
    ...(taxInvoiceAddressId !== null && { taxInvoiceAddressId }),
    expectedTotal: checkout.grandTotal,
    ...(forCustomer && offersLink(checkout, paymentTypeId) && { forCustomer }),
  };
}

/**
 * The panel where each problem the server reports is the shopper's to see: a seller no carrier
 * takes (its products' shipping methods, or its parcel's weight) on 2, a payment channel the
 * chosen products or carriers refuse on 4; the others (stock, nothing ticked, a company not yet
 * approved) are mended in the cart or by staff, and stop the order on 5.
 */
export const PROBLEM_PANEL: Record<CheckoutProblem['code'], Panel> = {
  'shipping-not-found': 2,
  'shipping-service-not-found': 2,
  'payment-unavailable': 4,
  'out-of-stock': 5,
  'nothing-chosen': 5,
  'company-not-approved': 5,
};

/** The first problem the panel shows, or null. */
export const firstProblemOf = (checkout: Checkout | null, panel: Panel): CheckoutProblem | null =>
  checkout?.problems.find((problem) => PROBLEM_PANEL[problem.code] === panel) ?? null;

/**
 * Whether the shopper may go on from the panel: 1 with a shipping address, 2 with a carrier
 * for every seller, 3 always (a coupon is optional), 4 with a channel that may pay, 5 (placing)
 * with every panel before it done and no problem at all. None before the checkout was worked out once.
 */
export function canLeave(choices: CheckoutChoices, panel: Panel): boolean {
  const { checkout } = choices;
  if (checkout === null) return false;
  switch (panel) {
    case 1:
      return choices.addressId !== null && isInBook(choices.addresses, choices.addressId);
    case 2:
      return firstProblemOf(checkout, 2) === null;
    case 3:
      return true;
    case 4:
      return offersPayment(checkout, choices.paymentTypeId) && firstProblemOf(checkout, 4) === null;
    case 5:
      return (
        checkout.problems.length === 0 &&
        PANELS.every((before) => before === 5 || canLeave(choices, before))
      );
  }
}

/**
 * The panels the shopper may open: those already reached whose every panel before them may
 * still be left (a change on an earlier panel can close the way to the later ones).
 */
export function reachablePanels(choices: CheckoutChoices, reached: Panel): Panel[] {
  const open: Panel[] = [];
  for (const panel of PANELS) {
    if (panel > reached) break;
    open.push(panel);
    if (!canLeave(choices, panel)) break;
  }
  return open;
}

/** The server's 409 on placing: nothing was placed; `checkout` is the checkout as it is now. */
export interface CheckoutConflict {
  status: 409;
  message: string;
  checkout: Checkout;
}

export function isCheckoutConflict(error: unknown): error is CheckoutConflict {
  return statusOf(error) === 409 && typeof (error as { checkout?: unknown }).checkout === 'object';
}
