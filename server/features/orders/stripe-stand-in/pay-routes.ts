// The stand-in's hosted payment page, where a Checkout Session's `url` leads the shopper: the
// card form, then 3-D Secure where the test card asks for it. Paid, the session completes (its
// webhook goes to the shop) and the shopper goes to the session's success_url; the back link
// goes to its cancel_url. A declined card stays on the page with the reason, as on Stripe's.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cardOutcome, unexpired } from './cards.ts';
import { authenticationPage, cardPage, closedPage, type PayPage } from './pages.ts';
import type { SessionBook } from './sessions.ts';
import type { StandInSession } from './store.ts';

export const PAY_PATH = '/stand-in/stripe/pay';
const MAX_FORM_BYTES = 16 * 1024;

const DECLINED = {
  card_declined: 'บัตรถูกปฏิเสธ · Your card was declined.',
  insufficient_funds: 'ยอดเงินในบัตรไม่พอ · Your card has insufficient funds.',
  authentication:
    'ยืนยันตัวตนไม่สำเร็จ กรุณาลองบัตรอื่น · We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export function mountPayPage(app: Hono, deps: { sessions: SessionBook; now: () => Date }): void {
  const formLimit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) => c.text('Request body too large', 413),
  });

  const pageOf = (session: StandInSession, action: string, error?: string): PayPage => ({
    action,
    description: session.description,
    reference: session.object.client_reference_id,
    amountSatang: session.object.amount_total,
    cancelUrl: session.object.cancel_url,
    ...(error ? { error } : {}),
  });

  /** The open session of the address, or the page that says why there is nothing to pay. */
  const openSession = (c: Context): StandInSession | Response => {
    c.header('Cache-Control', 'no-store');
    const session = deps.sessions.find(c.req.param('id') ?? '');
    if (!session)
      return c.html(closedPage('ไม่พบรายการชำระเงินนี้ · This payment does not exist.', null), 404);
    const { status, success_url, cancel_url, id } = session.object;
    if (status === 'complete')
      return c.html(
        closedPage(
          'ชำระเงินรายการนี้แล้ว · This payment is already complete.',
          success_url.replace('{CHECKOUT_SESSION_ID}', id),
        ),
        409,
      );
    if (status === 'expired')
      return c.html(
        closedPage('รายการชำระเงินนี้หมดเวลาแล้ว · This payment session has expired.', cancel_url),
        410,
      );
    return session;
  };

  const paid = (c: Context, session: StandInSession) => {
    deps.sessions.pay(session);
    const { success_url, id } = session.object;
    return c.redirect(success_url.replace('{CHECKOUT_SESSION_ID}', id), 303);
  };

  const cardAction = (id: string) => `${PAY_PATH}/${id}`;
  const authAction = (id: string) => `${PAY_PATH}/${id}/authenticate`;

  app.get(`${PAY_PATH}/:id`, (c) => {
    const session = openSession(c);
    if (session instanceof Response) return session;
    const { id } = session.object;
    if (session.pendingAuthentication) return c.redirect(authAction(id), 303);
    return c.html(cardPage(pageOf(session, cardAction(id))));
  });

  app.post(`${PAY_PATH}/:id`, formLimit, async (c) => {
    const session = openSession(c);
    if (session instanceof Response) return session;
    const { id } = session.object;
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const refuse = (error: string, status: 200 | 400) =>
      c.html(cardPage(pageOf(session, cardAction(id), error)), status);
    const outcome = cardOutcome(field('number'));
    if (outcome.kind === 'invalid')
      return refuse('หมายเลขบัตรไม่ถูกต้อง · Your card number is invalid.', 400);
    if (!unexpired(field('expiry'), deps.now()))
      return refuse(
        'บัตรหมดอายุหรือวันหมดอายุไม่ถูกต้อง · Your card’s expiration date is invalid or in the past.',
        400,
      );
    if (!/^\d{3,4}$/.test(field('cvc')))
      return refuse('รหัส CVC ไม่ถูกต้อง · Your card’s security code is incomplete.', 400);
    // A decline is an answer, not a bad request: the page again, as Stripe's shows it.
    if (outcome.kind === 'declined') return refuse(DECLINED[outcome.reason], 200);
    if (outcome.kind === 'approved') return paid(c, session);
    session.pendingAuthentication = outcome.bank;
    return c.redirect(authAction(id), 303);
  });

  app.get(`${PAY_PATH}/:id/authenticate`, (c) => {
    const session = openSession(c);
    if (session instanceof Response) return session;
    const { id } = session.object;
    if (!session.pendingAuthentication) return c.redirect(cardAction(id), 303);
    return c.html(authenticationPage(pageOf(session, authAction(id))));
  });

  app.post(`${PAY_PATH}/:id/authenticate`, formLimit, async (c) => {
    const session = openSession(c);
    if (session instanceof Response) return session;
    const { id } = session.object;
    const pending = session.pendingAuthentication;
    if (!pending) return c.redirect(cardAction(id), 303);
    const form = await c.req.parseBody();
    session.pendingAuthentication = null;
    if (form.decision === 'complete' && pending === 'succeeds') return paid(c, session);
    const reason = form.decision === 'complete' ? DECLINED.card_declined : DECLINED.authentication;
    return c.html(cardPage(pageOf(session, cardAction(id), reason)));
  });
}
