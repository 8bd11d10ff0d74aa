// The card provider the shop runs with: Stripe with the shop's keys, or, without them, the
// stand-in our own server plays (its hosted page mounted on the shop's address). The same
// gateway code (stripe-gateway.ts) serves both.
import type { Hono } from 'hono';
import type { FailureLog } from '../../shared/messaging.ts';
import { createStripeStandIn, type StripeStandIn } from '../stripe-stand-in/index.ts';
import type { Deliver } from '../stripe-stand-in/webhooks.ts';
import type { CardGateway } from './card-gateway.ts';
import { realStripe, type StripeKeys } from './stripe-client.ts';
import { stripeGateway } from './stripe-gateway.ts';

export interface CardProvider {
  gateway: CardGateway;
  /** Mounts what the provider needs on the shop's address (the stand-in's page). */
  mount(app: Hono): void;
  /** The stand-in, when it plays the provider (tests wait on its webhooks). */
  standIn: StripeStandIn | undefined;
}

export function cardProvider(options: {
  stripe: StripeKeys | undefined;
  publicUrl: string;
  now: () => Date;
  log: FailureLog;
  /** Posts a stand-in webhook delivery to the shop's own endpoint (null: none registered). */
  deliver: Deliver | null;
}): CardProvider {
  const { stripe, now } = options;
  if (stripe) {
    const gateway = stripeGateway(realStripe(stripe), {
      webhookSecret: stripe.webhookSecret,
      kind: 'real',
      now,
    });
    return { gateway, mount: () => {}, standIn: undefined };
  }
  const standIn = createStripeStandIn(options);
  const gateway = stripeGateway(standIn.stripe, {
    webhookSecret: standIn.webhookSecret,
    kind: 'stand-in',
    now,
  });
  return { gateway, mount: standIn.mount, standIn };
}
