// The buyer's e-mails about a checkout: placed, and paid. Each goes to the buyer's e-mail (a
// buyer without one gets none) in the language of the request that placed the checkout
// (payments.culture), by the e-mail provider (the outbox, or SMTP with SMTP_URL); the texts are
// order-mail-texts.ts.
//
// Neither ever fails what it tells of: each catches its own failure (a read, the provider) and
// logs it, and callers do not await it, so a placement or a payment is answered without waiting
// on a mail server. Call mailPaymentConfirmed wherever a payment is marked paid, once markPaid
// has answered true (only then: a second confirmation, or a replay, must not mail again).
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Culture } from '../../http/culture.ts';
import {
  type CheckoutMail,
  type MailText,
  orderPlacedText,
  paymentConfirmedText,
} from './order-mail-texts.ts';
import { orderOf, ordersWhere } from './order-view.ts';
import type { OrderServices } from './services.ts';

/** What sending needs of the services (a card gateway's routes pass the same). */
export type OrderMailDeps = Pick<OrderServices, 'messaging' | 'publicUrl' | 'log' | 'now'>;

interface CheckoutRow {
  email: string | null;
  culture: Culture;
  referenceCode: string;
  cartId: string;
  kind: CheckoutMail['kind'];
  amountSatang: number;
  expiresAt: Date | string | null;
}

async function checkoutOf(db: Db, deps: OrderMailDeps, paymentId: number) {
  const [row] = await rowsOf<CheckoutRow>(
    db,
    sql`select u.email, p.culture, p.reference_code as "referenceCode", p.cart_id as "cartId",
        c.kind, p.amount_satang as "amountSatang", p.expires_at as "expiresAt"
      from payments p join users u on u.id = p.user_id
        join payment_channels c on c.id = p.payment_channel_id
      where p.id = ${paymentId}`,
  );
  if (!row?.email) return undefined;
  const orders = await ordersWhere(
    db,
    deps.now(),
    sql`o.payment_id = ${paymentId}`,
    sql`order by o.id`,
  );
  const mail: CheckoutMail = {
    referenceCode: row.referenceCode,
    kind: row.kind,
    amountSatang: row.amountSatang,
    expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt),
    orders: orders.map((order) => orderOf(order, row.culture)),
    orderLink: (orderId) => `${deps.publicUrl}/user/profile/my-order/${orderId}`,
    slipLink: `${deps.publicUrl}/payment/slip/${row.cartId}`,
  };
  return { to: row.email, culture: row.culture, mail };
}

async function mailBuyer(
  db: Db,
  deps: OrderMailDeps,
  paymentId: number,
  what: string,
  textOf: (mail: CheckoutMail, culture: Culture) => MailText,
): Promise<void> {
  try {
    const checkout = await checkoutOf(db, deps, paymentId);
    if (!checkout) return;
    const { to, culture, mail } = checkout;
    const { subject, text } = textOf(mail, culture);
    const firstOrder = mail.orders[0]?.id ?? 0;
    const link = mail.orderLink(firstOrder);
    await deps.messaging.email.send({
      to,
      subject,
      text,
      data: { referenceCode: mail.referenceCode, link, path: new URL(link).pathname },
      note: `${what} ${mail.referenceCode} ${link}`,
    });
  } catch (error) {
    deps.log(`The ${what} e-mail of payment ${paymentId} was not sent`, error);
  }
}

/** Tells the buyer the checkout `paymentId` was placed. Never rejects. */
export const mailOrderPlaced = (db: Db, deps: OrderMailDeps, paymentId: number) =>
  mailBuyer(db, deps, paymentId, 'order placed', orderPlacedText);

/** Tells the buyer the checkout `paymentId` is paid. Never rejects. */
export const mailPaymentConfirmed = (db: Db, deps: OrderMailDeps, paymentId: number) =>
  mailBuyer(db, deps, paymentId, 'payment confirmed', paymentConfirmedText);
