// Stripe's official client, for the provider itself or for our stand-in. With the shop's keys it
// talks to api.stripe.com. Without them it talks to the stand-in's API (stripe-stand-in/api.ts)
// through the SDK's own fetch client, whose fetch hands each request to the stand-in's app in
// this process: the SDK encodes, sends, parses and raises errors exactly as it does against
// Stripe, and no port or route of the stand-in's API is open to anyone else.
import Stripe from 'stripe';

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Dashboard, Developers: API keys; webhooks). */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** The API version this code was written and tested against (the SDK's own pin). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export const realStripe = (keys: StripeKeys) =>
  new Stripe(keys.secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2 });

/** A client whose requests `handle` answers (the stand-in's app.request). */
export const standInStripe = (
  secretKey: string,
  handle: (url: string, init: RequestInit) => Response | Promise<Response>,
) =>
  new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient((input, init) =>
      Promise.resolve(handle(String(input), init ?? {})),
    ),
    // Not a real host: every request goes to `handle`.
    host: 'stand-in.stripe.invalid',
    telemetry: false,
  });
