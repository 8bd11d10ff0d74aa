// What the stand-in's card page does with a card: Stripe's own test numbers
// (docs.stripe.com/testing), so a tester who knows Stripe's test mode knows these.

export type CardOutcome =
  | { kind: 'approved' }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds' }
  | { kind: 'authenticate'; bank: 'succeeds' | 'declines' }
  | { kind: 'invalid' };

export const TEST_CARDS: Record<string, Exclude<CardOutcome, { kind: 'invalid' }>> = {
  '4242424242424242': { kind: 'approved' },
  '4000000000000002': { kind: 'declined', reason: 'card_declined' },
  '4000000000009995': { kind: 'declined', reason: 'insufficient_funds' },
  '4000000000003220': { kind: 'authenticate', bank: 'succeeds' },
  '4000008400001629': { kind: 'authenticate', bank: 'declines' },
};

/** Luhn's check digit, as every card number carries it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A sound number unknown to test mode is declined, as Stripe declines a real card there. */
export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { kind: 'invalid' };
  return TEST_CARDS[digits] ?? { kind: 'declined', reason: 'card_declined' };
}

/** The month after MM/YY has not begun: a card is good through its expiry month. */
export function unexpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  return now < new Date(Date.UTC(2000 + Number(match[2]), month, 1));
}
