// The offline stand-in for Stripe, played by our own server when STRIPE_SECRET_KEY is unset: the
// API the shop's SDK calls (api.ts, reached only in-process), the hosted page shoppers pay on
// (pay-routes.ts, under /stand-in/stripe), and signed webhooks to the shop (webhooks.ts). Its
// keys are made at start, so its sessions, like the social stand-in's codes, end with the
// process.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { standInStripe } from '../card/stripe-client.ts';
import { standInApi } from './api.ts';
import { mountPayPage, PAY_PATH } from './pay-routes.ts';
import { sessionBook } from './sessions.ts';
import { standInStore } from './store.ts';
import { type Deliver, webhookSender } from './webhooks.ts';

export interface StripeStandInOptions {
  publicUrl: string;
  now: () => Date;
  /**
   * Posts a webhook delivery to the shop's endpoint (in-process) and answers its status; null
   * when no endpoint is registered, as a Stripe account may have none (then only the shopper's
   * return tells the shop).
   */
  deliver: Deliver | null;
  log: (message: string, error: unknown) => void;
}

export function createStripeStandIn(options: StripeStandInOptions) {
  const secretKey = `sk_test_standin_${randomBytes(24).toString('base64url')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const store = standInStore();
  const webhooks = webhookSender({ ...options, secret: webhookSecret });
  const sessions = sessionBook(store, webhooks, options.now);
  const api = standInApi({
    store,
    sessions,
    secretKey,
    now: options.now,
    pageUrl: (id) => `${options.publicUrl}${PAY_PATH}/${id}`,
  });
  return {
    webhookSecret,
    /** Stripe's SDK, talking to this stand-in. */
    stripe: standInStripe(secretKey, (url, init) => api.request(url, init)),
    /** The hosted page, on the shop's own address. */
    mount: (app: Hono) => mountPayPage(app, { sessions, now: options.now }),
    /** Resolves once every webhook delivery under way has ended. */
    idle: webhooks.idle,
  };
}

export type StripeStandIn = ReturnType<typeof createStripeStandIn>;
