// What the checkout and order calls need beyond the database.
import type { Uploads } from '../../uploads/store.ts';
import type { CardGateway } from './card-gateway.ts';

export interface OrderServices {
  /** The clock; tests move it to check expiry. */
  now: () => Date;
  /** The staff token of the admin calls; unset means every one is refused. */
  adminToken: string | undefined;
  /** How long an unpaid checkout waits for its payment (ORDER_EXPIRY_MINUTES). */
  orderExpiryMinutes: number;
  /** The shop's PromptPay id the payment QR pays (PROMPTPAY_ID). */
  promptPayId: string;
  /** Where transfer slips are kept (privately). */
  uploads: Uploads;
  /** Where shoppers pay by card (the server's stand-in unless a real one is plugged in). */
  cardGateway: CardGateway;
}

/** ORDER_EXPIRY_MINUTES's default: an hour to pay. */
export const DEFAULT_ORDER_EXPIRY_MINUTES = 60;

/**
 * PROMPTPAY_ID's default: it fails the Thai id check digit, so no account can hold it and a
 * demo QR scanned by a real bank app pays no one.
 */
export const DEMO_PROMPTPAY_ID = '1234567890123';
