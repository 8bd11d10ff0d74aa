// The stand-in's webhook deliveries, as Stripe makes them: an Event object posted as JSON with a
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" under the endpoint's
// secret>` header, after the change it reports and independently of the shopper's redirect,
// and again later when the endpoint does not answer 2xx. Signed here by our own HMAC, not the
// SDK's test helper, so the shop's check (the SDK's constructEvent) is tested against a second
// implementation of Stripe's scheme.
import { createHmac } from 'node:crypto';
import { STRIPE_API_VERSION } from '../card/stripe-client.ts';
import { idOf, type SessionObject } from './store.ts';

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded';

/** Posts one delivery to the shop's endpoint and answers its HTTP status. */
export type Deliver = (payload: string, signatureHeader: string) => Promise<number>;

export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Waits before each further try of a delivery that failed (Stripe's are hours apart). */
const RETRY_DELAYS_MS = [1_000, 5_000, 25_000];

export function webhookSender(options: {
  secret: string;
  /** The shop's endpoint; null when none is registered (nothing is delivered). */
  deliver: Deliver | null;
  now: () => Date;
  log: (message: string, error: unknown) => void;
}) {
  const pending = new Set<Promise<void>>();
  const seconds = () => Math.floor(options.now().getTime() / 1000);

  async function attempt(deliver: Deliver, payload: string, tries: number): Promise<void> {
    let status = 0;
    try {
      status = await deliver(payload, signatureHeader(payload, options.secret, seconds()));
    } catch (error) {
      options.log('Stripe stand-in: webhook delivery failed', error);
    }
    if (status >= 200 && status < 300) return;
    const delay = RETRY_DELAYS_MS[tries];
    if (delay === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    return attempt(deliver, payload, tries + 1);
  }

  return {
    /** Sends the event of `session`'s change; returns at once, as Stripe does. */
    send(type: EventType, session: SessionObject): void {
      const { deliver } = options;
      if (!deliver) return;
      const event = {
        id: idOf('evt'),
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: seconds(),
        data: { object: session },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const delivery = attempt(deliver, JSON.stringify(event), 0).finally(() =>
        pending.delete(delivery),
      );
      pending.add(delivery);
    },
    /** Resolves once every delivery under way has ended (tests wait for it). */
    async idle(): Promise<void> {
      while (pending.size) await Promise.all(pending);
    },
  };
}

export type WebhookSender = ReturnType<typeof webhookSender>;
