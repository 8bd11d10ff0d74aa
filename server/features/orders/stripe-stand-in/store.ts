// What the Stripe stand-in remembers, in memory (it is a development and demo tool, and what it
// holds dies with the process, as its keys do): Checkout Sessions, the payment intents they
// made, refunds, and the answers to idempotency keys. Each map is size-capped, so nothing a
// visitor does can grow it without bound. The objects are Stripe's own JSON shapes.
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export const idOf = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** A Checkout Session as Stripe's API answers it (the fields this shop's calls use). */
export interface SessionObject {
  id: string;
  object: 'checkout.session';
  allowed_payment_method_types: string[];
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

/** The stand-in's own state of a session: the line to show, and where its card step is. */
export interface StandInSession {
  object: SessionObject;
  /** What the page lists (the first line item's name). */
  description: string;
  /** The card passed its checks and waits for 3-D Secure; what the bank then says. */
  pendingAuthentication: 'succeeds' | 'declines' | null;
}

export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface IntentState {
  amount: number;
  refunded: number;
  currency: string;
}

/** A POST's answer kept under its Idempotency-Key, with what was asked. */
export interface KeptAnswer {
  request: string;
  body: unknown;
}

const capped = <V extends object>(max: number) => new LRUCache<string, V>({ max });

export function standInStore() {
  return {
    sessions: capped<StandInSession>(10_000),
    intents: capped<IntentState>(10_000),
    answers: capped<KeptAnswer>(10_000),
  };
}

export type StandInStore = ReturnType<typeof standInStore>;
