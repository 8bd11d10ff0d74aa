// What the checkout and order calls need beyond the database.
import type { Uploads } from '../../uploads/store.ts';
import type { FailureLog, Messaging } from '../shared/messaging.ts';
import type { RateLimits } from '../shared/rate-limits.ts';
import type { CardGateway } from './card/card-gateway.ts';

export interface OrderServices {
  /** The clock; tests move it to check expiry. */
  now: () => Date;
  /** The staff token of the admin calls; unset means every one is refused. */
  adminToken: string | undefined;
  /** How long an unpaid checkout waits for its payment (ORDER_EXPIRY_MINUTES). */
  orderExpiryMinutes: number;
  /** The shop's PromptPay id the payment QR pays (PROMPTPAY_ID). */
  promptPayId: string;
  /** Slip uploads, wrong staff tokens and card results asked, counted in the database. */
  limits: RateLimits;
  /** Where transfer slips are kept (privately). */
  uploads: Uploads;
  /** Where shoppers pay by card: Stripe, or its stand-in without STRIPE_SECRET_KEY. */
  cardGateway: CardGateway;
  /** The buyer's e-mails (order placed, payment confirmed) go by `messaging.email`. */
  messaging: Messaging;
  /** The shop's own address, for the links in those e-mails. */
  publicUrl: string;
  /** Where a mail not sent is told: it never fails the order. */
  log: FailureLog;
}

/** ORDER_EXPIRY_MINUTES's default: an hour to pay. */
export const DEFAULT_ORDER_EXPIRY_MINUTES = 60;

/**
 * PROMPTPAY_ID's default: it fails the Thai id check digit, so no account can hold it and a
 * demo QR scanned by a real bank app pays no one.
 */
export const DEMO_PROMPTPAY_ID = '1234567890123';
