// Paying a placed checkout (issue 35's one payment machine): checkout's panel 7 invokes it with
// the payment it just placed, and every payment page starts it with the checkout's id. The
// payment's status decides the view, never the URL: by card, the gateway's page (started at
// once, or offered again when the gateway sent the shopper back); by transfer or PromptPay, the
// QR and the slip, until the payment's clock runs out (then the server is asked: it decides);
// a slip sent waits for staff, read again every 15 s and on demand; paid (or cash on delivery)
// and expired end it. A payment that no longer waits for what was sent (a 409) is shown as it
// now is.
import { assertEvent, assign, setup } from 'xstate';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { createPaymentActors, type PaymentApi, type Slip } from './payment.actors';
import {
  isPaymentConflict,
  msUntilExpiry,
  type Payment,
  type PaymentView,
  paymentViewOf,
} from './payment-rules';

/** What the card gateway said when it sent the shopper back (the result page's URL). */
export type CardResult = 'failed' | 'cancel';

export interface PaymentInput {
  /** The placed checkout's id (the id its cart had). */
  cartId: string;
  /** The payment as placing answered it: shown at once, not read again. */
  payment?: Payment | null;
  /** Back from the card gateway: the server asks the provider how it ended before answering. */
  afterCard?: boolean;
  /** What the gateway's URL said, when it sent the shopper back. */
  cardResult?: CardResult | null;
  /**
   * A payment page offers the card gateway with a button (and again after a try); checkout's
   * panel 7 goes to it at once.
   */
  offerCard?: boolean;
}

export interface PaymentContext extends ErrorInfo {
  cartId: string;
  payment: Payment | null;
  afterCard: boolean;
  cardResult: CardResult | null;
  offerCard: boolean;
  /** The gateway's page the app sends the browser to. */
  redirectUrl: string | null;
}

export type PaymentEvent =
  /** Tries the failed call again: the read, or the card's start. */
  | { type: 'payment.retry' }
  | { type: 'payment.card.start' }
  | { type: 'payment.slip.submit'; slip: Slip }
  | { type: 'payment.refresh' };

/** Staff confirm a slip by hand: while one waits, the payment is read this often. */
export const CONFIRMING_POLL_MS = 15_000;
/** Past its clock, a payment the server still calls waiting is asked again this much later. */
export const EXPIRY_GRACE_MS = 5_000;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as { payment: Payment | null },
  },
  actors: createPaymentActors(unwired<PaymentApi>('payment')),
  delays: {
    confirmingPoll: CONFIRMING_POLL_MS,
    untilExpiry: ({ context }) =>
      (context.payment ? (msUntilExpiry(context.payment, Date.now()) ?? 0) : 0) + EXPIRY_GRACE_MS,
  },
  guards: {
    hasPayment: ({ context }) => context.payment !== null,
    viewIs: ({ context }, params: { view: PaymentView }) =>
      context.payment !== null && paymentViewOf(context.payment) === params.view,
    offersCard: ({ context }) => context.offerCard,
    expires: ({ context }) => context.payment?.expiresAt != null,
    isConflict: (_, params: { error: unknown }) => isPaymentConflict(params.error),
  },
  actions: {
    ...errorActions<PaymentContext, PaymentEvent>(),
    keepPayment: assign({ payment: (_, params: { payment: Payment }) => params.payment }),
    /** A 409's payment (guarded by isConflict): paid or expired meanwhile. */
    keepConflictPayment: assign({
      payment: ({ context }, params: { error: unknown }) =>
        isPaymentConflict(params.error) ? params.error.payment : context.payment,
    }),
    keepRedirect: assign({ redirectUrl: (_, params: { url: string }) => params.url }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    cartId: input.cartId,
    payment: input.payment ?? null,
    afterCard: input.afterCard ?? false,
    cardResult: input.cardResult ?? null,
    offerCard: input.offerCard ?? false,
    redirectUrl: null,
    ...noError,
  }),
  initial: 'starting',
  output: ({ context }) => ({ payment: context.payment }),
  states: {
    starting: {
      always: [{ guard: 'hasPayment', target: 'routing' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'readPayment',
        src: 'readPayment',
        input: ({ context }) => ({ cartId: context.cartId, afterCard: context.afterCard }),
        onDone: {
          target: 'routing',
          actions: { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unavailable: {
      on: { 'payment.retry': { target: 'loading', actions: 'forgetError' } },
    },
    routing: {
      always: [
        { guard: { type: 'viewIs', params: { view: 'card' } }, target: 'card' },
        { guard: { type: 'viewIs', params: { view: 'transfer' } }, target: 'transfer' },
        { guard: { type: 'viewIs', params: { view: 'confirming' } }, target: 'confirming' },
        { guard: { type: 'viewIs', params: { view: 'expired' } }, target: 'expired' },
        // Paid, or cash on delivery.
        { target: 'paid' },
      ],
    },
    card: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'offersCard', target: 'offered' }, { target: 'starting' }],
        },
        /** On a payment page: the way to the gateway (and how the last try ended). */
        offered: {
          on: { 'payment.card.start': { target: 'starting', actions: 'forgetError' } },
        },
        starting: {
          invoke: {
            id: 'startCard',
            src: 'startCard',
            input: ({ context }) => ({ cartId: context.cartId }),
            onDone: {
              target: 'redirecting',
              actions: { type: 'keepRedirect', params: ({ event }) => event.output },
            },
            onError: [
              {
                // Paid or expired meanwhile: the payment as it is now decides the view.
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#payment.routing',
                actions: {
                  type: 'keepConflictPayment',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                target: 'failed',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        failed: {
          on: { 'payment.retry': { target: 'starting', actions: 'forgetError' } },
        },
        // The app has the gateway's page load: card authentication happens there.
        redirecting: {},
      },
    },
    transfer: {
      initial: 'slip',
      states: {
        slip: {
          on: { 'payment.slip.submit': { target: 'uploading', actions: 'forgetError' } },
          // The payment's clock ran out: the server says whether it has expired.
          after: { untilExpiry: { guard: 'expires', target: '#payment.refreshing' } },
        },
        uploading: {
          invoke: {
            id: 'uploadSlip',
            src: 'uploadSlip',
            input: ({ context, event }) => {
              assertEvent(event, 'payment.slip.submit');
              return { cartId: context.cartId, slip: event.slip };
            },
            onDone: {
              target: '#payment.routing',
              actions: { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) },
            },
            onError: [
              // Paid or expired meanwhile: the payment as it is now decides the view.
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#payment.routing',
                actions: {
                  type: 'keepConflictPayment',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              // Refused, or no answer: either way the shopper is told, and the form is kept.
              {
                target: 'slip',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    /** A slip sent: staff confirm the transfer (or refuse it, with a reason: a new slip). */
    confirming: {
      on: { 'payment.refresh': 'refreshing' },
      after: { confirmingPoll: 'refreshing' },
    },
    refreshing: {
      invoke: {
        id: 'refreshPayment',
        src: 'readPayment',
        input: ({ context }) => ({ cartId: context.cartId, afterCard: false }),
        onDone: {
          target: 'routing',
          actions: { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) },
        },
        // The payment as last read decides the view again, the failure said.
        onError: {
          target: 'routing',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    paid: { type: 'final' },
    expired: { type: 'final' },
  },
});
