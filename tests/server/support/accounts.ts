// Helpers for the account tests: a clock the test moves, the outbox the default SMS and
// e-mail providers write to, a fresh phone number, a code sent to it, the register form,
// and the cookies of an answer.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../../server/db/schema.ts';
import type { CallOptions, TestServer } from './server.ts';

/** A clock for createApp's `now`, moved by the test. */
export function testClock() {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** What the last message to `recipient` carries: `code` and `reference`, or `path` and `token`. */
export async function lastMessageTo(server: TestServer, recipient: string) {
  const [row] = await server.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

export async function messagesTo(server: TestServer, recipient: string, channel: 'sms' | 'email') {
  return server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)));
}

let phones = 0;
/** A phone no other test of the run uses (ten digits, 0 first). */
export const newPhone = () =>
  `09${String(process.pid % 10000).padStart(4, '0')}${String(++phones).padStart(4, '0')}`;

let emails = 0;
export const newEmail = (name = 'shopper') => `${name}.${process.pid}.${++emails}@example.com`;

/** Sends a code to `telephone` and reads it from the outbox. */
export async function sendCode(server: TestServer, telephone: string, options: CallOptions = {}) {
  const sent = await server.call('sendOtp', '/OTP/Send', {
    ...options,
    body: { telephone, type: 1 },
  });
  expect(sent.status).toBe(200);
  const message = await lastMessageTo(server, telephone);
  const { code = '', reference = '' } = message?.data ?? {};
  expect(reference).toBe(sent.body.detail.reference);
  return { code, reference, telephone };
}

/** A valid person's register form with a fresh code (company fields via `extra`). */
export async function registerForm(server: TestServer, extra: Record<string, unknown> = {}) {
  const { code, reference, telephone } = await sendCode(server, newPhone());
  return {
    type: 1,
    email: newEmail(),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    telephone,
    otp: code,
    reference,
    isAccept: true,
    policy: true,
    news: false,
    isSendByEmail: false,
    userTargetTypeId: [1],
    ...extra,
  };
}

export interface SetCookie {
  value: string;
  /** Attribute names lower-cased; flags are true. */
  attributes: Record<string, string | true>;
}

/** The cookies an answer sets, by name. */
export function cookiesOf(headers: Headers): Record<string, SetCookie> {
  const cookies: Record<string, SetCookie> = {};
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(/;\s*/);
    const split = pair.indexOf('=');
    cookies[pair.slice(0, split)] = {
      value: decodeURIComponent(pair.slice(split + 1)),
      attributes: Object.fromEntries(
        attributes.map((attribute) => {
          const [name = '', value] = attribute.split('=');
          return [name.toLowerCase(), value ?? true];
        }),
      ),
    };
  }
  return cookies;
}

/** The session token an answer sets (as a browser would keep it). */
export function sessionOf(headers: Headers): string {
  const token = cookiesOf(headers).token?.value;
  if (!token) throw new Error('The answer set no session cookie');
  return token;
}
