// Paying by card, our side of it. A payment gets a provider's checkout session (one open at a
// time is reused); what the provider then says of a session, whether by its signed webhook or
// when the shopper comes back and we ask it, is applied by one idempotent transaction: an event
// is kept once (a redelivery changes nothing), a session is claimed once (a second word about
// it changes nothing, whatever the order the words arrive in), and the payment is marked paid
// only while it still waits, in the same transaction. Money the shop can no longer take (the
// payment expired meanwhile, another session paid it, or the amount is not the payment's) is
// refunded, under an idempotency key, and refunds that failed are tried again by the sweep.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import type { FailureLog } from '../../shared/messaging.ts';
import { mailPaymentConfirmed, type OrderMailDeps } from '../order-mail.ts';
import { markPaidIn } from '../payment-settle.ts';
import type { PaymentRow } from '../payment-view.ts';
import type { CardGateway, CardSession } from './card-gateway.ts';

/** The provider takes a session's expiry 30 minutes to 24 hours ahead. */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 24 * 60 * 60_000;
/** An open session closer than this to its end is not offered again. */
const REUSE_MARGIN_MS = 5 * 60_000;

export interface CardDeps extends OrderMailDeps {
  cardGateway: CardGateway;
}

/**
 * Whose result page the provider sends the payer back to: the shopper's own, or for a checkout
 * an affiliate placed for a customer, the customer's link or the affiliate's following it (both
 * name the payment by the link's code, as their pages do).
 */
export type Payer = 'shopper' | 'customer' | 'affiliate';

const BACK_PATHS: Record<Payer, string> = {
  shopper: '/payment/result',
  customer: '/customer/payment/result',
  affiliate: '/affiliate/payment/result',
};

/** The provider's page to pay `payment` on: its open session for the same payer, or a new one. */
export async function cardCheckoutUrl(
  db: Db,
  deps: CardDeps,
  payment: PaymentRow,
  buyer: { email: string | null; culture: 'th' | 'en'; payer: Payer },
): Promise<string> {
  const now = deps.now();
  const backPath = BACK_PATHS[buyer.payer];
  const [open] = await rowsOf<{ url: string }>(
    db,
    sql`select url from card_sessions
      where payment_id = ${payment.id} and status = 'open' and url is not null
        and back_path = ${backPath}
        and expires_at > ${new Date(now.getTime() + REUSE_MARGIN_MS)}
      order by created_at desc limit 1`,
  );
  if (open) return open.url;
  // Past the payment's own expiry, a late payment is refunded (applyCardSession).
  const due = payment.expiresAt ? new Date(payment.expiresAt).getTime() : now.getTime();
  const expiresAt = new Date(
    Math.min(Math.max(due, now.getTime() + MIN_SESSION_MS), now.getTime() + MAX_SESSION_MS),
  );
  const code = buyer.payer === 'shopper' ? payment.referenceCode : payment.customerCode;
  const back = (result: 'success' | 'cancel') =>
    `${deps.publicUrl}${backPath}/${result}/${code}/${payment.cartId}`;
  const session = await deps.cardGateway.createSession({
    paymentId: payment.id,
    referenceCode: payment.referenceCode,
    amountSatang: payment.amountSatang,
    description:
      buyer.culture === 'en' ? `Order ${payment.referenceCode}` : `คำสั่งซื้อ ${payment.referenceCode}`,
    culture: buyer.culture,
    customerEmail: buyer.email,
    successUrl: back('success'),
    cancelUrl: back('cancel'),
    expiresAt,
  });
  if (!session.url) throw new Error(`card session ${session.id} came without a page`);
  await db.execute(
    sql`insert into card_sessions (id, payment_id, amount_satang, url, status, created_at,
        expires_at, back_path)
      values (${session.id}, ${payment.id}, ${payment.amountSatang}, ${session.url}, 'open',
        ${now}, ${expiresAt}, ${backPath})`,
  );
  return session.url;
}

export type Applied =
  | { kind: 'duplicate' | 'unknown' | 'unchanged' | 'expired' }
  | { kind: 'paid' | 'refund-due'; paymentId: number };

interface SessionRow {
  paymentId: number;
  amountSatang: number | string;
  status: 'open' | 'paid' | 'refund-due' | 'refunded' | 'expired';
}

/** What the provider says of `session` (from a webhook `event`, or asked), applied once. */
export function applyCardSession(
  db: Db,
  now: Date,
  session: CardSession,
  event?: { id: string; type: string },
): Promise<Applied> {
  return db.transaction(async (tx): Promise<Applied> => {
    if (event) {
      const fresh = await rowsOf(
        tx,
        sql`insert into card_events (id, type, session_id, received_at)
          values (${event.id}, ${event.type}, ${session.id}, ${now})
          on conflict (id) do nothing returning id`,
      );
      if (!fresh.length) return { kind: 'duplicate' };
    }
    const [row] = await rowsOf<SessionRow>(
      tx,
      sql`select payment_id as "paymentId", amount_satang as "amountSatang", status
        from card_sessions where id = ${session.id} for update`,
    );
    if (!row) return { kind: 'unknown' };
    if (session.status === 'expired') {
      if (row.status !== 'open') return { kind: 'unchanged' };
      await tx.execute(
        sql`update card_sessions set status = 'expired', url = null where id = ${session.id}`,
      );
      return { kind: 'expired' };
    }
    const taken = session.status === 'complete' && session.paid;
    if (!taken || (row.status !== 'open' && row.status !== 'expired')) return { kind: 'unchanged' };
    const asCharged =
      session.amountSatang === Number(row.amountSatang) && session.currency === 'thb';
    const paid = asCharged && (await markPaidIn(tx, row.paymentId, now, ['waiting-payment']));
    await tx.execute(
      sql`update card_sessions set status = ${paid ? 'paid' : 'refund-due'}, url = null,
          payment_intent_id = ${session.paymentIntentId}
        where id = ${session.id}`,
    );
    return { kind: paid ? 'paid' : 'refund-due', paymentId: row.paymentId };
  });
}

/** What follows an applied session outside its transaction: the buyer's mail, or a refund. */
export async function afterApplied(db: Db, deps: CardDeps, applied: Applied): Promise<void> {
  if (applied.kind === 'paid') void mailPaymentConfirmed(db, deps, applied.paymentId);
  if (applied.kind === 'refund-due') await refundDue(db, deps.cardGateway, deps.log);
}

/** Refunds every session whose money the shop could not take; a failure waits for the sweep. */
export async function refundDue(db: Db, gateway: CardGateway, log: FailureLog): Promise<void> {
  const due = await rowsOf<{ id: string; paymentIntentId: string; amountSatang: number | string }>(
    db,
    sql`select id, payment_intent_id as "paymentIntentId", amount_satang as "amountSatang"
      from card_sessions where status = 'refund-due' and payment_intent_id is not null`,
  );
  for (const session of due) {
    try {
      const refundId = await gateway.refund(
        session.paymentIntentId,
        Number(session.amountSatang),
        `refund-${session.id}`,
      );
      await db.execute(
        sql`update card_sessions set status = 'refunded', refund_id = ${refundId}
          where id = ${session.id} and status = 'refund-due'`,
      );
    } catch (error) {
      log(`Card refund of session ${session.id} failed; the sweep tries again`, error);
    }
  }
}

/**
 * The shopper is back from the provider's page: its open sessions are asked how they ended and
 * applied, so the result page does not wait on the webhook.
 */
export async function confirmFromProvider(db: Db, deps: CardDeps, paymentId: number) {
  const open = await rowsOf<{ id: string }>(
    db,
    sql`select id from card_sessions where payment_id = ${paymentId} and status = 'open'`,
  );
  for (const { id } of open) {
    const session = await deps.cardGateway.retrieveSession(id);
    await afterApplied(db, deps, await applyCardSession(db, deps.now(), session));
  }
}

/**
 * The sweep's part for cards: closes at the provider the open sessions of payments that
 * expired (so none can be paid; one paid meanwhile is refunded), and tries failed refunds again.
 */
export async function sweepCardSessions(db: Db, deps: CardDeps): Promise<void> {
  const now = deps.now();
  const stale = await rowsOf<{ id: string }>(
    db,
    sql`select s.id from card_sessions s join payments p on p.id = s.payment_id
      where s.status = 'open' and (p.status = 'expired' or s.expires_at <= ${now})`,
  );
  for (const { id } of stale) {
    try {
      const session = await deps.cardGateway.retrieveSession(id);
      const closed = session.status === 'open' ? await deps.cardGateway.expireSession(id) : session;
      await applyCardSession(db, now, closed);
    } catch (error) {
      deps.log(`Closing card session ${id} failed; the sweep tries again`, error);
    }
  }
  await refundDue(db, deps.cardGateway, deps.log);
}
