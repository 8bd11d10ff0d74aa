// The checkout's actor as its views reach it: started once by the page, read with selectors.
import { useSelector } from '@xstate/react';
import { createContext, use } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import { refusesCouponIn } from '../../../machines/checkout/checkout-rules.ts';
import type { wiredCheckoutMachine } from '../../flows/checkout.ts';

export type CheckoutActor = Actor<typeof wiredCheckoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof wiredCheckoutMachine>;

export const CheckoutActorContext = createContext<CheckoutActor | null>(null);

export function useCheckoutActor(): CheckoutActor {
  const actor = use(CheckoutActorContext);
  if (!actor) throw new Error('useCheckoutActor outside the checkout page');
  return actor;
}

export const useCheckout = <T>(selector: (snapshot: CheckoutSnapshot) => T): T =>
  useSelector(useCheckoutActor(), selector);

/** A calculation runs or is due: the figures shown may change. */
export const isCalculating = (snapshot: CheckoutSnapshot) =>
  snapshot.matches({ panels: { calculation: 'running' } }) || snapshot.context.stale;

/** The server refused the coupon code (its words go under the code, not in the global error). */
export const isCouponRefused = (snapshot: CheckoutSnapshot) =>
  refusesCouponIn(snapshot.context.fieldErrors);
