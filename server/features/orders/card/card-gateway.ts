// Card payments go through a payment provider's hosted page: the shop opens a checkout session
// for the amount, the shopper types the card there (never into our API) and passes 3-D Secure,
// and the provider tells the shop by a signed webhook; the shopper comes back to the result
// page. `CardGateway` is what the shop asks of the provider. Its one implementation is Stripe's
// official SDK (stripe-gateway.ts): against Stripe with the shop's keys, or against the
// stand-in our own server plays (stripe-stand-in/) without them.

/** What a checkout session charges, and where the shopper comes back to. */
export interface CardCheckoutRequest {
  paymentId: number;
  referenceCode: string;
  amountSatang: number;
  /** What the provider's page lists. */
  description: string;
  /** The provider's page language. */
  culture: 'th' | 'en';
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/** A checkout session as the provider has it now. */
export interface CardSession {
  id: string;
  /** The provider's page; null once the session is over. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  /** The money was taken (a complete session may still wait for it, by other methods). */
  paid: boolean;
  amountSatang: number;
  currency: string;
  /** What a refund names. */
  paymentIntentId: string | null;
}

/** A webhook delivery the provider signed: its id (each applied once) and its session. */
export interface CardEvent {
  id: string;
  type: string;
  /** The checkout session the event is about; null for events about anything else. */
  session: CardSession | null;
}

export interface CardGateway {
  /** Whether this is the provider itself or our offline stand-in for it. */
  readonly kind: 'real' | 'stand-in';
  createSession(request: CardCheckoutRequest): Promise<CardSession>;
  retrieveSession(sessionId: string): Promise<CardSession>;
  /** Closes an open session, so its page can no longer take the card. */
  expireSession(sessionId: string): Promise<CardSession>;
  /** Gives the money back; the key makes a retried refund one refund. */
  refund(paymentIntentId: string, amountSatang: number, idempotencyKey: string): Promise<string>;
  /** The event of a webhook delivery; throws when its signature is not the provider's or stale. */
  eventOf(rawBody: string, signatureHeader: string): CardEvent;
}
