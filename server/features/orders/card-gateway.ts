// Card payments go through a payment gateway: the shop sends the shopper to the gateway's page
// with what to charge, the card is typed there (never into our API), and the gateway tells the
// shop the result and sends the shopper back. `CardGateway` is what the shop asks of one; the
// default is the stand-in the server plays itself (card-gateway-routes.ts), as it plays the
// social sign-in providers: the same redirects, a signed session, test cards that succeed, are
// declined or need a 3-D Secure code.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What one card payment charges. */
export interface CardCharge {
  paymentId: number;
  referenceCode: string;
  cartId: string;
  amountSatang: number;
}

export interface CardGateway {
  /** The gateway page the shopper pays `charge` on. */
  checkoutUrl(charge: CardCharge, now: Date): string;
}

/** A stand-in session: the charge, until when it may be paid, and whether 3-D Secure is due. */
export interface GatewaySession extends CardCharge {
  expiresAtMs: number;
  stage: 'card' | '3ds';
}

/** How long a shopper has on the gateway's pages. */
export const GATEWAY_SESSION_MS = 15 * 60_000;

/**
 * Signed sessions of the stand-in: the charge travels in the page's address and form, and the
 * HMAC (a key made at start, so sessions end with the process) proves the shop made it.
 */
export function gatewaySessions(key: Buffer = randomBytes(32)) {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(session: GatewaySession): string {
      const body = Buffer.from(JSON.stringify(session)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    /** The session of `token` while it is unexpired and signed by us; undefined otherwise. */
    read(token: string, now: Date): GatewaySession | undefined {
      const [body = '', signature = ''] = token.split('.');
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const session = JSON.parse(Buffer.from(body, 'base64url').toString()) as GatewaySession;
      return session.expiresAtMs > now.getTime() ? session : undefined;
    },
  };
}

export type GatewaySessions = ReturnType<typeof gatewaySessions>;

export const STAND_IN_GATEWAY_PATH = '/stand-in/gateway';

export const standInGateway = (sessions: GatewaySessions): CardGateway => ({
  checkoutUrl: (charge, now) =>
    `${STAND_IN_GATEWAY_PATH}/pay?session=${sessions.sign({
      ...charge,
      expiresAtMs: now.getTime() + GATEWAY_SESSION_MS,
      stage: 'card',
    })}`,
});

/** What the stand-in does with a card number (README: the test cards). */
export type CardVerdict = 'approved' | 'declined' | '3ds' | 'invalid';

export const TEST_CARDS: Record<string, Exclude<CardVerdict, 'invalid'>> = {
  '4242424242424242': 'approved',
  '4000000000000002': 'declined',
  '4000000000003220': '3ds',
};

/** The 3-D Secure code the stand-in's bank takes. */
export const TEST_3DS_CODE = '123456';

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

/** A card as the stand-in judges it: a sound number unknown to it is declined, as a bank would. */
export function cardVerdict(number: string): CardVerdict {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid';
  return TEST_CARDS[digits] ?? 'declined';
}
