// What the server can answer along a return request's path, and what the page lets the shopper
// do (the screens make the server so: a request created by the API, staff's moves, receipt
// confirmed, before each answer goes through), kept apart from the screens so the path tools
// read it without a browser.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ReturnRequestContext } from '../../../machines/return-request/return-request.machine';
import {
  existingRequestOf,
  type Order,
  type ReturnRequest,
  type ReturnStatus,
} from '../../../machines/return-request/return-request-rules';

/** How far along a request is: staff move it on (accept, then receive or refuse), never back. */
const STAGE: Record<ReturnStatus, number> = {
  waiting: 0,
  'in-progress': 1,
  completed: 2,
  refused: 2,
};

/** The request's status an answer of the path names, if it names one. */
export function answeredStatus(event: AnyEventObject): ReturnStatus | null {
  switch (event.type) {
    case 'xstate.done.actor.loadOrder':
      return (event.output.order as Order).returnRequest?.status ?? null;
    case 'xstate.done.actor.readReturn':
    case 'xstate.done.actor.refreshReturn':
    case 'xstate.done.actor.createReturn':
      return (event.output as ReturnRequest).status;
    case 'xstate.error.actor.createReturn':
      return existingRequestOf(event.error)?.status ?? null;
    default:
      return null;
  }
}

/** A 409 that names no request: the order can no longer be returned. */
const saidClosed = (event: AnyEventObject) =>
  event.type === 'xstate.error.actor.createReturn' &&
  event.error?.status === 409 &&
  existingRequestOf(event.error) === null;

const contextOf = (state: AnyMachineSnapshot | undefined) =>
  state?.context as ReturnRequestContext | undefined;

/**
 * What the screens can make happen, each event from the state before it:
 * - a request's statuses in the order staff can move it (waiting, in progress, then completed
 *   or refused), never back: the server's request is the one the path follows;
 * - once sending said the order can no longer be returned (the screens confirm its receipt),
 *   every later read of it says so too: receipt cannot be taken back, and a request would have
 *   come with the 409;
 * - a photo removed when there is exactly one (its button), or none and no photo error: then
 *   it changes nothing, and there is nothing to press. With none and an error the model drops
 *   the error, which no button can; with more, the samples' photos all share one name, so
 *   removing it takes every one in the model while the page's button removes one;
 * - the refund sent to the card only on an order paid by card: the page offers no card
 *   otherwise (the machine tests cover the server's refusal of it).
 */
export function returnRequestPlayable(
  events: AnyEventObject[],
  before: AnyMachineSnapshot[],
): boolean {
  let stage = -1;
  let closed = false;
  return events.every((event, i) => {
    const context = contextOf(before[i]);
    const status = answeredStatus(event);
    if (status !== null) {
      if (STAGE[status] < stage) return false;
      stage = STAGE[status];
    }
    if (event.type === 'xstate.done.actor.loadOrder' && closed) {
      const order = event.output.order as Order;
      if (order.canReturn || order.returnRequest !== null) return false;
    }
    if (saidClosed(event)) closed = true;
    if (event.type === 'return.photoRemoved')
      return (
        context?.photos.length === 1 ||
        (context?.photos.length === 0 && context.photoError === null)
      );
    if (event.type === 'return.refundToChanged' && event.refundTo.kind === 'card')
      return context?.order?.paymentKind === 'card';
    return true;
  });
}
