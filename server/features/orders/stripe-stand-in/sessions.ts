// How a stand-in Checkout Session changes, for its API and its page alike: it expires when its
// time is up (seen at the next look, as Stripe's sweep would have done by then), or is paid;
// each change sends its webhook event.
import { idOf, type StandInSession, type StandInStore } from './store.ts';
import type { WebhookSender } from './webhooks.ts';

export function sessionBook(store: StandInStore, webhooks: WebhookSender, now: () => Date) {
  const expire = (session: StandInSession) => {
    Object.assign(session.object, { status: 'expired', url: null });
    session.pendingAuthentication = null;
    webhooks.send('checkout.session.expired', session.object);
  };
  return {
    /** The session `id` as it is now; undefined when the stand-in does not know it. */
    find(id: string): StandInSession | undefined {
      const session = store.sessions.get(id);
      const { object } = session ?? {};
      if (session && object?.status === 'open' && object.expires_at * 1000 <= now().getTime())
        expire(session);
      return session;
    },
    expire,
    /** The card was charged: a payment intent, the session complete and paid. */
    pay(session: StandInSession): void {
      const { object } = session;
      const intent = idOf('pi');
      store.intents.set(intent, {
        amount: object.amount_total,
        refunded: 0,
        currency: object.currency,
      });
      Object.assign(object, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent,
        url: null,
      });
      session.pendingAuthentication = null;
      webhooks.send('checkout.session.completed', object);
    },
  };
}

export type SessionBook = ReturnType<typeof sessionBook>;
