import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { MachineId } from '../../../machines';
import type { CheckoutContext } from '../../../machines/checkout/checkout.machine';
import {
  type Checkout,
  isGlobalError,
  type Payment,
} from '../../../machines/checkout/checkout-rules';
import type { Playable, ScreenPathSet } from '../../../machines/qa/screen-paths';
import { serverCanTell } from './affiliate-application-story.ts';
import { chatSocketPlayable } from './chat-socket.screens.ts';
import { livePostPlayable } from './live-post-story.ts';
import { returnRequestPlayable } from './return-request-story.ts';
import { withdrawalPlayable } from './withdrawal-story.ts';

export interface Played {
  /** Indexes of the sample inputs (machines/qa/samples.ts) the screens start from. */
  inputs: number[];
  /** What the screens can make happen, when they cannot make every path (default: all). */
  playable?: Playable;
}

/**
 * The cart on the screens: a page's session resolves once (the app reloads to sign in or
 * out), a write's answer is the real server's (one that empties a two-store cart, or refuses
 * a change, does not follow the screens' changes: the machine tests and cart.spec.ts cover
 * those), another tab's cart is one this tab may read, and no checkout is placed (the
 * checkout's own browser tests see the cart after it).
 */
function cartPlayable(events: AnyEventObject[]) {
  if (events.filter((event) => event.type.startsWith('session.')).length > 1) return false;
  if (events.some((event) => event.type === 'cart.checkedOut')) return false;
  return events.every(
    (event) =>
      !(event.type === 'xstate.done.actor.writeCart' && event.output.orders.length === 0) &&
      !(event.type === 'xstate.error.actor.writeCart' && event.error?.status === 400) &&
      !(event.type === 'xstate.done.actor.followCart' && event.output === null),
  );
}

/**
 * The panel cannot be opened again while it slides out: it is still a modal then, and the
 * page behind it (the cart icon) is inert.
 */
const panelPlayable = (events: AnyEventObject[]) =>
  !events.some(
    (event, i) => event.type === 'cartPanel.open' && events[i - 1]?.type === 'cartPanel.close',
  );

/** The panels' global error dialog is open (it shows on the panels and while a place waits). */
export const checkoutErrorDialogShown = (state: AnyMachineSnapshot) =>
  (state.matches('panels') || state.matches('placeUnanswered')) &&
  isGlobalError(state.context as CheckoutContext);

const isShoppersMove = (event: AnyEventObject) => event.type.startsWith('checkout.');

/** The checkout's retry is a button only where something failed or went unanswered. */
const checkoutRetryOffered = (state: AnyMachineSnapshot) =>
  state.matches('placeUnanswered') ||
  // The dialog's 'update cart'.
  checkoutErrorDialogShown(state);

/**
 * The checkout on the screens: nothing but the dialog's answer while the error dialog is open,
 * a retry where the screen offers one, an error dismissed where its dialog shows (or none is
 * kept: nothing to do), a coupon
 * removed where one is applied; a server that never answers with a
 * parcel too heavy for every carrier (the seed has none; the machine tests cover it) nor a
 * payment expired during the path, on its read or as the slip's 409 (the server's clock is the
 * real one, ORDER_EXPIRY_MINUTES away; orders.test.ts covers expiry).
 */
function checkoutPlayable(events: AnyEventObject[], before: AnyMachineSnapshot[]) {
  return events.every((event, i) => {
    const state = before[i];
    if (state === undefined) return false;
    // The error dialog is modal: behind it the panels take nothing until it is answered.
    if (isShoppersMove(event) && checkoutErrorDialogShown(state))
      return event.type === 'checkout.retry' || event.type === 'checkout.error.dismiss';
    switch (event.type) {
      case 'checkout.retry':
        return checkoutRetryOffered(state);
      // Without an error it changes nothing, and there is nothing to press.
      case 'checkout.error.dismiss':
        return (
          checkoutErrorDialogShown(state) || (state.context as CheckoutContext).errorCode === null
        );
      case 'checkout.coupon.remove':
        return Boolean((state.context as CheckoutContext).checkout?.promotionCode);
      case 'xstate.done.actor.calculate':
        return (event.output as Checkout).problems.length === 0;
      // The payment machine's end: paid through its screens (a slip sent and confirmed, or
      // cash on delivery at once); an expiry takes the server's hour (machines/payment paths).
      case 'xstate.done.actor.payment':
        return paymentEndPlayable(event, events.slice(0, i));
      default:
        return true;
    }
  });
}

/** Which of the payment machine's ends checkout's screens can bring about after `earlier`. */
function paymentEndPlayable(event: AnyEventObject, earlier: AnyEventObject[]) {
  const ended = (event.output as { payment: Payment }).payment;
  if (ended.status === 'expired') return false;
  const placed = earlier.find((step) => step.type === 'xstate.done.actor.placeOrder');
  // Repaying: the payment read is made so before the page opens.
  if (!placed) return true;
  const kind = (placed.output as { payment: Payment }).payment.channel.kind;
  if (kind === 'cod') return ended.status === 'cash-on-delivery';
  return kind !== 'card' && ended.status === 'paid';
}

/**
 * A payment page on the screens: what staff can make the server say (not an expiry, which
 * takes the server's hour; not a card paid meanwhile), and no transfer's clock run out (the
 * machine tests play it on a simulated clock).
 */
function paymentPlayable(events: AnyEventObject[]) {
  return events.every((event) => {
    if (event.type.startsWith('xstate.after.untilExpiry')) return false;
    if (
      event.type === 'xstate.error.actor.startCard' ||
      event.type === 'xstate.error.actor.uploadSlip'
    )
      return event.error?.status !== 409;
    if (
      event.type === 'xstate.done.actor.readPayment' ||
      event.type === 'xstate.done.actor.refreshPayment'
    )
      return (event.output as Payment).status !== 'expired';
    return true;
  });
}

/**
 * The machines whose generated paths are played on the real screens, each from the sample
 * inputs (machines/qa/samples.ts) its screens start from: the path-driven browser tests
 * and the coverage report (`npm run paths -- --report`) read this one list.
 */
export const playedOnScreens = {
  affiliateApplication: { inputs: [0], playable: serverCanTell },
  cart: { inputs: [0, 1], playable: cartPlayable },
  cartPanel: { inputs: [0], playable: panelPlayable },
  chatSocket: { inputs: [0], playable: chatSocketPlayable },
  checkout: { inputs: [0, 1], playable: checkoutPlayable },
  forgotPassword: { inputs: [0] },
  livePost: { inputs: [0], playable: livePostPlayable },
  login: { inputs: [0, 1] },
  otp: { inputs: [1, 2] },
  payment: { inputs: [2, 3], playable: paymentPlayable },
  register: { inputs: [0] },
  returnRequest: { inputs: [0], playable: returnRequestPlayable },
  withdrawal: { inputs: [0], playable: withdrawalPlayable },
} satisfies Partial<Record<MachineId, Played>>;

export type PlayedMachine = keyof typeof playedOnScreens;

/** `npm test` plays the shortest path to each state; PATHS=everyStep every kind of step. */
export const playedSet: ScreenPathSet =
  process.env.PATHS === 'everyStep' ? 'everyStep' : 'shortest';
