// E-mail through a real mail server (SMTP_URL) with nodemailer. SMS still goes to the outbox:
// createServices pairs the two.
import nodemailer from 'nodemailer';
import type { FailureLog, MessageProvider, OutgoingMessage } from '../shared/messaging.ts';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. */
  url: string;
  /** The From line, e.g. `Storefront <no-reply@shop.example>`. */
  from: string;
  log: FailureLog;
}

/**
 * nodemailer's defaults wait up to 2 minutes to connect and 10 of silence: a dead mail
 * server must not hold a request (a reset's answer waits for its mail) that long. Options in
 * SMTP_URL's query (`?pool=true`, `?tls.rejectUnauthorized=false`) override these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpProvider(options: SmtpOptions): MessageProvider {
  // One connection a message (no pool): mail is rare here, and nothing stays open between
  // messages for the server to drop or for shutdown to wait on.
  const transport = nodemailer.createTransport(
    { url: options.url, ...TIMEOUTS },
    { from: options.from },
  );
  return {
    async send({ to, subject, text }: OutgoingMessage) {
      try {
        await transport.sendMail({ to, subject, text });
      } catch (error) {
        // Logged, never thrown. Each mail tells of something already done (a reset link
        // stored, an order placed or paid): an order is never failed or undone by its mail,
        // and a reset must answer alike whether or not an account has the address, which an
        // error only for real accounts would give away. nodemailer keeps no queue, so the log
        // names what was lost (never its link: a reset link in a log is a way into the
        // account); the shopper asks again, or finds the order in My orders.
        options.log(`E-mail to ${to} not sent (${subject ?? 'no subject'})`, error);
      }
    },
  };
}
