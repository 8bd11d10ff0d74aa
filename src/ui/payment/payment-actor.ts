// The payment machine's actor as its views reach it: checkout's panel 7 gives its child, a
// payment page the one it starts; the views read it with selectors.
import { useSelector } from '@xstate/react';
import { createContext, use } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { wiredPaymentMachine } from '../../flows/payment.ts';

export type PaymentActor = ActorRefFrom<typeof wiredPaymentMachine>;
export type PaymentSnapshot = SnapshotFrom<typeof wiredPaymentMachine>;

export const PaymentActorContext = createContext<PaymentActor | null>(null);

export function usePaymentActor(): PaymentActor {
  const actor = use(PaymentActorContext);
  if (!actor) throw new Error('usePaymentActor outside a payment view');
  return actor;
}

export const usePayment = <T>(selector: (snapshot: PaymentSnapshot) => T): T =>
  useSelector(usePaymentActor(), selector);

/**
 * Whether the views link to the payer's orders: not for an affiliate's customer, who has no
 * account here (the page shows what they bought instead).
 */
export const OrderLinksShown = createContext(true);
