// The checkout (spec section 4, Checkout recalculation and the numbered panels; issue 23):
// panels 1 to 5 and 7, completion a view of its own. While the panels are open, the address
// book loads and the checkout is worked out beside them; every choice the shopper makes is
// kept in the context (so going back and forth loses nothing) and sent to the server, which
// answers the checkout with its own prices. Placing is idempotent: one key per attempt, kept
// until the server has answered it. Repaying an unpaid order (/checkout/{step}/{cartid})
// starts from the payment instead.
import { and, assertEvent, assign, emit, setup, stateIn } from 'xstate';
import { paymentMachine } from '../payment/payment.machine';
import type { Payment } from '../payment/payment-rules';
import { isApiFailure } from '../shared/api-failure';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { type CheckoutApi, createCheckoutActors, isCouponRefusal } from './checkout.actors';
import {
  type Address,
  type Checkout,
  type CheckoutChoices,
  canLeave,
  checkoutRequestOf,
  defaultAddressIdOf,
  isCheckoutConflict,
  isCouponCode,
  isInBook,
  isTaxInvoiceAddress,
  offersPayment,
  offersShipping,
  type Panel,
  type PlacedOrder,
  type PlaceOrderRequest,
  placeRequestOf,
  reachablePanels,
  withShippingChoice,
} from './checkout-rules';

export interface CheckoutInput {
  /** The cart being checked out; when repaying, the placed checkout's (the id its cart had). */
  cartId: string;
  /** The `couponCode` of session storage ('' for none). */
  couponCode: string;
  /** /checkout/{step}/{cartid}: an order placed before, to pay. */
  repay?: boolean;
  /** Makes an idempotency key; tests give their own. */
  makeKey?: () => string;
}

export interface CheckoutContext extends CheckoutChoices, ErrorInfo {
  repay: boolean;
  /** The code as the shopper typed it: kept, beside the server's refusal, when refused. */
  couponCode: string;
  /** A choice the server has not worked out yet. */
  stale: boolean;
  /** The furthest panel the shopper has opened. */
  reached: Panel;
  /** The key of the attempt to place that the server has not answered yet. */
  idempotencyKey: string | null;
  payment: Payment | null;
  /** The input's, kept here because the action that makes a key sees only the context. */
  makeKey: () => string;
}

export type CheckoutEvent =
  | { type: 'checkout.address.choose'; addressId: number }
  /** The address form opens (the app saves through the address book). */
  | { type: 'checkout.address.edit' }
  /**
   * The form saved: the book as the address call answered it (the whole book: no second read)
   * and the address to ship to.
   */
  | { type: 'checkout.address.saved'; addressId: number; addresses: Address[] }
  | { type: 'checkout.address.cancel' }
  | { type: 'checkout.taxInvoice.set'; addressId: number | null }
  | { type: 'checkout.shipping.choose'; sellerId: number; shippingId: number }
  | { type: 'checkout.coupon.apply'; code: string }
  | { type: 'checkout.coupon.remove' }
  | { type: 'checkout.payment.choose'; paymentTypeId: number }
  /** An affiliate's choice on the review: a customer of theirs pays, by a link. */
  | { type: 'checkout.forCustomer.set'; forCustomer: boolean }
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  /** Only to a panel already reached, whose every panel before it may be left. */
  | { type: 'checkout.panel.open'; panel: Panel }
  | { type: 'checkout.place' }
  /** Tries the failed call again: the calculation, or the place. */
  | { type: 'checkout.retry' }
  | { type: 'checkout.error.dismiss' };

/**
 * What the app does for the checkout: keep the code in session storage (`couponCode`), and give
 * the cart its new id (the lines not chosen; the spec's "after checkout the unchecked items
 * remain, the id resets, the promotion code clears").
 */
export type CheckoutEmitted =
  | { type: 'checkout.couponCode.changed'; code: string }
  | { type: 'checkout.placed'; payment: Payment; newCartId: string | null };

const newUuid = () => globalThis.crypto.randomUUID();

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: { ...createCheckoutActors(unwired<CheckoutApi>('checkout')), payment: paymentMachine },
  delays: {},
  guards: {
    isRepay: ({ context }) => context.repay,
    isStale: ({ context }) => context.stale,
    wasAnswered: (_, params: { error: unknown }) => isApiFailure(params.error),
    isConflict: (_, params: { error: unknown }) => isCheckoutConflict(params.error),
    /** The code just sent was refused, and the shopper changed nothing since. */
    refusesSentCoupon: ({ context }, params: { error: unknown }) =>
      isCouponRefusal(params.error) && context.promotionCode !== '' && !context.stale,
    refusesCoupon: (_, params: { error: unknown }) => isCouponRefusal(params.error),
    inBook: ({ context, event }) => {
      assertEvent(event, 'checkout.address.choose');
      return isInBook(context.addresses, event.addressId);
    },
    savedInBook: ({ event }) => {
      assertEvent(event, 'checkout.address.saved');
      return isInBook(event.addresses, event.addressId);
    },
    isTaxInvoiceAddress: ({ context, event }) => {
      assertEvent(event, 'checkout.taxInvoice.set');
      return isTaxInvoiceAddress(context.addresses, event.addressId);
    },
    offersShipping: ({ context, event }) => {
      assertEvent(event, 'checkout.shipping.choose');
      return offersShipping(context.checkout, event);
    },
    isCouponCode: ({ event }) => {
      assertEvent(event, 'checkout.coupon.apply');
      return isCouponCode(event.code);
    },
    offersPayment: ({ context, event }) => {
      assertEvent(event, 'checkout.payment.choose');
      return offersPayment(context.checkout, event.paymentTypeId);
    },
    mayLeave: ({ context }, params: { panel: Panel }) => canLeave(context, params.panel),
    mayOpen: ({ context, event }, params: { panel: Panel }) =>
      event.type === 'checkout.panel.open' &&
      event.panel === params.panel &&
      reachablePanels(context, context.reached).includes(params.panel),
    bookLoaded: stateIn('#checkout.panels.addressBook.ready'),
    /** The checkout shown has every choice in it: no calculation runs or is due. */
    isCalculated: stateIn('#checkout.panels.calculation.idle'),
    mayPlace: and(['isCalculated', { type: 'mayLeave', params: { panel: 5 as const } }]),
    isExpired: (_, params: { payment: Payment | null }) => params.payment?.status === 'expired',
    /** Placed for a customer: the customer pays, by the link its payment names. */
    isForCustomer: ({ context }) => context.payment?.customerCode !== undefined,
  },
  actions: {
    ...errorActions<CheckoutContext, CheckoutEvent>(),
    /** The book; the shipping address stays if it is still in it, else the book's default. */
    keepAddressBook: assign(({ context }, params: { addresses: Address[] }) => ({
      addresses: params.addresses,
      addressId:
        context.addressId !== null && isInBook(params.addresses, context.addressId)
          ? context.addressId
          : defaultAddressIdOf(params.addresses),
    })),
    chooseAddress: assign({ addressId: (_, params: { addressId: number }) => params.addressId }),
    keepTaxInvoice: assign({
      taxInvoiceAddressId: ({ event }) => {
        assertEvent(event, 'checkout.taxInvoice.set');
        return event.addressId;
      },
    }),
    keepShippingChoice: assign({
      shipping: ({ context, event }) => {
        assertEvent(event, 'checkout.shipping.choose');
        return withShippingChoice(context.shipping, event);
      },
    }),
    keepCoupon: assign(({ event }) => {
      assertEvent(event, 'checkout.coupon.apply');
      return { couponCode: event.code, promotionCode: event.code };
    }),
    clearCoupon: assign({ couponCode: '', promotionCode: '' }),
    /** The refused code is no longer sent; the form keeps it as typed. */
    dropRefusedCoupon: assign({ promotionCode: '' }),
    emitCouponCode: emit(({ context }) => ({
      type: 'checkout.couponCode.changed' as const,
      code: context.promotionCode,
    })),
    keepPaymentChoice: assign({
      paymentTypeId: ({ event }) => {
        assertEvent(event, 'checkout.payment.choose');
        return event.paymentTypeId;
      },
    }),
    keepForCustomer: assign({
      forCustomer: ({ event }) => {
        assertEvent(event, 'checkout.forCustomer.set');
        return event.forCustomer;
      },
    }),
    markStale: assign({ stale: true }),
    markFresh: assign({ stale: false }),
    keepCheckout: assign({ checkout: (_, params: { checkout: Checkout }) => params.checkout }),
    reach: assign({
      reached: ({ context }, params: { panel: Panel }) =>
        Math.max(params.panel, context.reached) as Panel,
    }),
    ensureKey: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? context.makeKey(),
    }),
    forgetKey: assign({ idempotencyKey: null }),
    keepPayment: assign({ payment: (_, params: { payment: Payment }) => params.payment }),
    /** The payment as the payment machine ended it. */
    keepPaymentOf: assign({
      payment: ({ context }, params: { payment: Payment | null }) =>
        params.payment ?? context.payment,
    }),
    emitPlaced: emit((_, params: PlacedOrder) => ({
      type: 'checkout.placed' as const,
      payment: params.payment,
      newCartId: params.newCartId,
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    cartId: input.cartId,
    repay: input.repay ?? false,
    forCustomer: false,
    addresses: [],
    addressId: null,
    taxInvoiceAddressId: null,
    shipping: [],
    couponCode: input.couponCode,
    promotionCode: input.couponCode,
    paymentTypeId: null,
    checkout: null,
    stale: false,
    reached: 1,
    idempotencyKey: null,
    payment: null,
    makeKey: input.makeKey ?? newUuid,
    ...noError,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isRepay', target: 'paying' }, { target: 'panels' }],
    },
    panels: {
      type: 'parallel',
      on: {
        // A failed calculation's retry, from any panel (the global error's button).
        'checkout.retry': { actions: ['forgetError', 'markStale'] },
        'checkout.error.dismiss': { actions: 'forgetError' },
      },
      states: {
        // The first calculation does not wait for the book, so it carries no address: today no
        // figure depends on one (the server checks only that it is the shopper's), and every
        // later calculation and the place carry it.
        addressBook: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadAddresses',
                src: 'loadAddresses',
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'keepAddressBook',
                    params: ({ event }) => ({ addresses: event.output }),
                  },
                },
                // The spec: an address call's failure is only logged. The form can add one.
                onError: 'ready',
              },
            },
            ready: {},
          },
        },
        // The spec's "skipped if a calculation is running" read as: never two at once, and
        // no change lost. A change made while one runs marks the checkout stale, and one more
        // calculation, with every choice so far, runs when it ends.
        calculation: {
          initial: 'running',
          states: {
            idle: { always: { guard: 'isStale', target: 'running' } },
            running: {
              entry: 'markFresh',
              invoke: {
                id: 'calculate',
                src: 'calculate',
                input: ({ context }) => checkoutRequestOf(context),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'keepCheckout',
                    params: ({ event }) => ({ checkout: event.output }),
                  },
                },
                onError: [
                  // The typed code stays in the form with the server's words; the checkout is
                  // worked out again without it (the refused call may have carried other choices).
                  {
                    guard: {
                      type: 'refusesSentCoupon',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'idle',
                    actions: [
                      'dropRefusedCoupon',
                      'emitCouponCode',
                      { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                      'markStale',
                    ],
                  },
                  // A code the shopper has changed since: the calculation already due asks again.
                  {
                    guard: {
                      type: 'refusesCoupon',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'idle',
                  },
                  {
                    guard: { type: 'wasAnswered', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                  },
                  // No answer (the spec: a network failure only ends the loading).
                  { target: 'idle' },
                ],
              },
            },
          },
        },
        current: {
          initial: 'buyer',
          on: {
            'checkout.panel.open': [
              { guard: { type: 'mayOpen', params: { panel: 1 } }, target: '.buyer' },
              { guard: { type: 'mayOpen', params: { panel: 2 } }, target: '.shipping' },
              { guard: { type: 'mayOpen', params: { panel: 3 } }, target: '.discount' },
              { guard: { type: 'mayOpen', params: { panel: 4 } }, target: '.payment' },
              { guard: { type: 'mayOpen', params: { panel: 5 } }, target: '.review' },
            ],
          },
          states: {
            // Each panel takes the choices of its job; a choice is kept, then worked out.
            /** 1: the buyer, the shipping address (edited here too) and the tax invoice. */
            buyer: {
              entry: { type: 'reach', params: { panel: 1 } },
              initial: 'choosing',
              states: {
                // The address form is a modal dialog: the panel behind it takes nothing.
                choosing: {
                  on: {
                    'checkout.address.choose': {
                      guard: 'inBook',
                      actions: [
                        {
                          type: 'chooseAddress',
                          params: ({ event }) => ({ addressId: event.addressId }),
                        },
                        'markStale',
                        'forgetError',
                      ],
                    },
                    // Not sent to the calculation: the invoice changes no figure.
                    'checkout.taxInvoice.set': {
                      guard: 'isTaxInvoiceAddress',
                      actions: 'keepTaxInvoice',
                    },
                    // The form saves the whole book: a load still under way would answer an
                    // older one after it, without the address just added.
                    'checkout.address.edit': { guard: 'bookLoaded', target: 'editingAddress' },
                    'checkout.next': {
                      guard: { type: 'mayLeave', params: { panel: 1 } },
                      target: '#checkout.panels.current.shipping',
                    },
                  },
                },
                editingAddress: {
                  on: {
                    // The steps are behind the dialog too: the form is saved or cancelled first.
                    'checkout.panel.open': {},
                    'checkout.address.saved': {
                      guard: 'savedInBook',
                      target: 'choosing',
                      actions: [
                        {
                          type: 'keepAddressBook',
                          params: ({ event }) => ({ addresses: event.addresses }),
                        },
                        {
                          type: 'chooseAddress',
                          params: ({ event }) => ({ addressId: event.addressId }),
                        },
                        'markStale',
                        'forgetError',
                      ],
                    },
                    'checkout.address.cancel': 'choosing',
                  },
                },
              },
            },
            /** 2: a carrier per seller; a seller none can carry stops the way here. */
            shipping: {
              entry: { type: 'reach', params: { panel: 2 } },
              on: {
                'checkout.shipping.choose': {
                  guard: 'offersShipping',
                  actions: ['keepShippingChoice', 'markStale', 'forgetError'],
                },
                'checkout.next': {
                  guard: { type: 'mayLeave', params: { panel: 2 } },
                  target: 'discount',
                },
                'checkout.back': 'buyer',
              },
            },
            /**
             * 3: the voucher or coupon. Points and cashback would join it here: there is no
             * points or cashback system yet, so the panel has the coupon alone.
             */
            discount: {
              entry: { type: 'reach', params: { panel: 3 } },
              on: {
                'checkout.coupon.apply': {
                  guard: 'isCouponCode',
                  actions: ['keepCoupon', 'emitCouponCode', 'markStale', 'forgetError'],
                },
                'checkout.coupon.remove': {
                  actions: ['clearCoupon', 'emitCouponCode', 'markStale', 'forgetError'],
                },
                'checkout.next': {
                  guard: { type: 'mayLeave', params: { panel: 3 } },
                  target: 'payment',
                },
                'checkout.back': 'shipping',
              },
            },
            /** 4: the payment method. */
            payment: {
              entry: { type: 'reach', params: { panel: 4 } },
              on: {
                'checkout.payment.choose': {
                  guard: 'offersPayment',
                  actions: ['keepPaymentChoice', 'markStale', 'forgetError'],
                },
                'checkout.next': {
                  guard: { type: 'mayLeave', params: { panel: 4 } },
                  target: 'review',
                },
                'checkout.back': 'discount',
              },
            },
            /** 5: the review, and placing the order. */
            review: {
              entry: { type: 'reach', params: { panel: 5 } },
              on: {
                'checkout.back': 'payment',
                // Offered to verified affiliates; the server refuses anyone else (a 403).
                'checkout.forCustomer.set': { actions: 'keepForCustomer' },
                'checkout.place': { guard: 'mayPlace', target: '#checkout.placing' },
              },
            },
          },
        },
      },
    },
    // The key is made when placing first starts (a shopper who never places needs none) and
    // kept until the server answers; a retry after a lost answer sends it again.
    placing: {
      entry: ['forgetError', 'ensureKey'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          // mayPlace checked that there is one.
          request: placeRequestOf(context) as PlaceOrderRequest,
          idempotencyKey: context.idempotencyKey as string,
        }),
        onDone: {
          target: 'placed',
          actions: [
            { type: 'keepPayment', params: ({ event }) => ({ payment: event.output.payment }) },
            { type: 'emitPlaced', params: ({ event }) => event.output },
            'clearCoupon',
            'emitCouponCode',
          ],
        },
        onError: [
          // Nothing placed, and the checkout changed (total, stock, problems): the shopper
          // reviews it as it is now. The next attempt is another, with a key of its own.
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: [
              '#checkout.panels.current.review',
              '#checkout.panels.calculation.idle',
              '#checkout.panels.addressBook.ready',
            ],
            actions: [
              {
                type: 'keepCheckout',
                params: ({ event }) => ({
                  checkout: (event.error as { checkout: Checkout }).checkout,
                }),
              },
              'forgetKey',
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: { type: 'wasAnswered', params: ({ event }) => ({ error: event.error }) },
            target: [
              '#checkout.panels.current.review',
              '#checkout.panels.calculation.idle',
              '#checkout.panels.addressBook.ready',
            ],
            actions: [
              'forgetKey',
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          { target: 'placeUnanswered' },
        ],
      },
    },
    /** Placed: the shopper pays, unless it was placed for a customer, who pays by the link. */
    placed: {
      always: [{ guard: 'isForCustomer', target: 'handedToCustomer' }, { target: 'paying' }],
    },
    // The order may have been placed: the same request under the same key is the one safe
    // move, so the choices stay as they were until the server answers it.
    placeUnanswered: {
      on: { 'checkout.retry': 'placing' },
    },
    /**
     * 7: the payment machine pays what was placed (repaying, it reads the payment first); it
     * ends paid (or cash on delivery) on completion, or expired.
     */
    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({ cartId: context.cartId, payment: context.payment }),
        onDone: [
          {
            guard: { type: 'isExpired', params: ({ event }) => event.output },
            target: 'expired',
            actions: { type: 'keepPaymentOf', params: ({ event }) => event.output },
          },
          {
            target: 'completed',
            actions: { type: 'keepPaymentOf', params: ({ event }) => event.output },
          },
        ],
      },
    },
    completed: { type: 'final' },
    expired: { type: 'final' },
    /** Placed for a customer: the affiliate sends the link its payment names; the customer pays. */
    handedToCustomer: { type: 'final' },
  },
});
