// The card gateway through Stripe's official SDK: a hosted Checkout Session in THB (Stripe asks
// for 3-D Secure where the card's bank wants it), confirmed by a signed webhook, refunded by the
// payment intent. The same code runs against Stripe with the shop's keys and against the
// stand-in (stripe-client.ts builds the client either way).
import type Stripe from 'stripe';
import type { CardCheckoutRequest, CardGateway, CardSession } from './card-gateway.ts';

const STATUSES = ['open', 'complete', 'expired'] as const;

function sessionOf(session: Stripe.Checkout.Session): CardSession {
  const status = STATUSES.find((known) => known === session.status);
  if (!status) throw new Error(`Checkout Session ${session.id} has no known status`);
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    status,
    paid: session.payment_status === 'paid',
    amountSatang: session.amount_total ?? 0,
    currency: session.currency ?? '',
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** The events about a Checkout Session; any other type carries no session for us. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export function stripeGateway(
  stripe: Stripe,
  options: { webhookSecret: string; kind: CardGateway['kind']; now: () => Date },
): CardGateway {
  return {
    kind: options.kind,

    async createSession(request: CardCheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'thb',
              unit_amount: request.amountSatang,
              product_data: { name: request.description },
            },
          },
        ],
        client_reference_id: request.referenceCode,
        metadata: { paymentId: String(request.paymentId) },
        locale: request.culture,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      });
      return sessionOf(session);
    },

    async retrieveSession(sessionId) {
      return sessionOf(await stripe.checkout.sessions.retrieve(sessionId));
    },

    async expireSession(sessionId) {
      return sessionOf(await stripe.checkout.sessions.expire(sessionId));
    },

    async refund(paymentIntentId, amountSatang, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountSatang },
        { idempotencyKey },
      );
      return refund.id;
    },

    eventOf(rawBody, signatureHeader) {
      // Throws Stripe's SignatureVerificationError for a forged, altered or stale delivery
      // (older than the SDK's 300 s tolerance, by our clock).
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        options.webhookSecret,
        undefined,
        undefined,
        options.now().getTime(), // milliseconds, which the SDK divides itself
      );
      const session = SESSION_EVENTS.has(event.type)
        ? sessionOf(event.data.object as Stripe.Checkout.Session)
        : null;
      return { id: event.id, type: event.type, session };
    },
  };
}
