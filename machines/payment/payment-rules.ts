// The rules of paying a placed checkout (spec sections 4 and 9, issue 35's one payment
// machine): which view a payment is shown in, the server's 409 when it no longer waits for what
// was sent, and how long a transfer may still be paid.
import type { components } from '../../openapi/storefront.d.ts';
import { statusOf } from '../shared/api-failure';

export type Payment = components['schemas']['Payment'];

/** Where a payment is shown: by card, by transfer (or PromptPay), waiting for staff, or done. */
export type PaymentView = 'card' | 'transfer' | 'confirming' | 'completed' | 'expired';

export function paymentViewOf(payment: Pick<Payment, 'status' | 'channel'>): PaymentView {
  switch (payment.status) {
    case 'paid':
    case 'cash-on-delivery':
      return 'completed';
    case 'expired':
      return 'expired';
    case 'waiting-confirmation':
      return 'confirming';
    case 'waiting-payment':
      // Cash on delivery waits for no payment: the server answers it `cash-on-delivery`.
      if (payment.channel.kind === 'cod') return 'completed';
      // PromptPay is a transfer made by scanning the QR: no bank tells the shop of either, so
      // both show the QR of the exact amount and take the slip the bank app gives.
      return payment.channel.kind === 'card' ? 'card' : 'transfer';
  }
}

/** The server's 409 on a slip or a card: the payment no longer waits; `payment` is as it is. */
export interface PaymentConflict {
  status: 409;
  message: string;
  payment: Payment;
}

export function isPaymentConflict(error: unknown): error is PaymentConflict {
  return statusOf(error) === 409 && typeof (error as { payment?: unknown }).payment === 'object';
}

/**
 * Milliseconds until a payment waiting to be paid expires by its clock (then the server is
 * asked how it stands: it decides), 0 when past; none for one that does not expire.
 */
export function msUntilExpiry(payment: Pick<Payment, 'expiresAt'>, now: number): number | null {
  if (!payment.expiresAt) return null;
  return Math.max(0, Date.parse(payment.expiresAt) - now);
}
