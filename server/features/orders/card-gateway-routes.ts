// The stand-in gateway's browser routes (outside /api: the card is typed here, never sent to
// the shop's API). A card approved, or passed through 3-D Secure, marks the checkout paid
// (markPaid, as a real gateway's notification would); then, as for a decline or a cancel, the
// shopper goes back to the SPA's /payment/result/{status}/{referenceCode}/{cartId}.
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import {
  cardVerdict,
  type GatewaySession,
  type GatewaySessions,
  STAND_IN_GATEWAY_PATH,
  TEST_3DS_CODE,
} from './card-gateway.ts';
import { cardPage, secureCodePage, sessionGonePage } from './card-gateway-pages.ts';
import { markPaid } from './payment-settle.ts';
import { paymentById } from './payment-view.ts';

export interface GatewayDeps {
  db: Db;
  sessions: GatewaySessions;
  now: () => Date;
}

type Result = 'success' | 'failed' | 'cancel';

const backToShop = (c: Context, session: GatewaySession, result: Result) =>
  c.redirect(`/payment/result/${result}/${session.referenceCode}/${session.cartId}`, 303);

/** The month after MM/YY has not begun: a card is good through its expiry month. */
function unexpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  return now < new Date(Date.UTC(2000 + Number(match[2]), month, 1));
}

export function mountCardGateway(app: Hono, deps: GatewayDeps): void {
  const field = (form: Record<string, unknown>, name: string) =>
    typeof form[name] === 'string' ? form[name] : '';
  /** The session of `token` at this step of the gateway; undefined when it is not one. */
  const sessionAt = (token: string, stage: GatewaySession['stage']) => {
    const session = deps.sessions.read(token, deps.now());
    return session?.stage === stage ? session : undefined;
  };
  const view = (token: string, session: GatewaySession, error?: string) => ({
    token,
    referenceCode: session.referenceCode,
    amountSatang: session.amountSatang,
    ...(error ? { error } : {}),
  });

  /** Paid now (or already, by an earlier submit): success; too late: failed. */
  const pay = async (c: Context, session: GatewaySession) => {
    const now = deps.now();
    await markPaid(deps.db, session.paymentId, now, ['waiting-payment']);
    const payment = await paymentById(deps.db, now, session.paymentId);
    return backToShop(c, session, payment.status === 'paid' ? 'success' : 'failed');
  };

  app.get(`${STAND_IN_GATEWAY_PATH}/pay`, (c) => {
    const token = c.req.query('session') ?? '';
    const session = sessionAt(token, 'card');
    if (!session) return c.html(sessionGonePage(), 400);
    return c.html(cardPage(view(token, session)));
  });

  app.post(`${STAND_IN_GATEWAY_PATH}/pay`, async (c) => {
    const form = await c.req.parseBody();
    const token = field(form, 'session');
    const session = sessionAt(token, 'card');
    if (!session) return c.html(sessionGonePage(), 400);
    if (field(form, 'decision') === 'cancel') return backToShop(c, session, 'cancel');
    const verdict = cardVerdict(field(form, 'number'));
    if (verdict === 'invalid') {
      return c.html(
        cardPage(view(token, session, 'หมายเลขบัตรไม่ถูกต้อง · The card number is not valid')),
        400,
      );
    }
    if (!unexpired(field(form, 'expiry'), deps.now())) {
      return c.html(
        cardPage(
          view(
            token,
            session,
            'บัตรหมดอายุหรือวันหมดอายุไม่ถูกต้อง · The card has expired or its expiry is not MM/YY',
          ),
        ),
        400,
      );
    }
    if (!/^\d{3,4}$/.test(field(form, 'cvc'))) {
      return c.html(
        cardPage(view(token, session, 'รหัส CVC ไม่ถูกต้อง · The CVC is not 3 or 4 digits')),
        400,
      );
    }
    if (verdict === 'declined') return backToShop(c, session, 'failed');
    if (verdict === 'approved') return pay(c, session);
    const secure = deps.sessions.sign({ ...session, stage: '3ds' });
    return c.redirect(`${STAND_IN_GATEWAY_PATH}/3ds?session=${secure}`, 303);
  });

  app.get(`${STAND_IN_GATEWAY_PATH}/3ds`, (c) => {
    const token = c.req.query('session') ?? '';
    const session = sessionAt(token, '3ds');
    if (!session) return c.html(sessionGonePage(), 400);
    return c.html(secureCodePage(view(token, session)));
  });

  app.post(`${STAND_IN_GATEWAY_PATH}/3ds`, async (c) => {
    const form = await c.req.parseBody();
    const session = sessionAt(field(form, 'session'), '3ds');
    if (!session) return c.html(sessionGonePage(), 400);
    if (field(form, 'decision') === 'cancel') return backToShop(c, session, 'cancel');
    return field(form, 'code') === TEST_3DS_CODE
      ? pay(c, session)
      : backToShop(c, session, 'failed');
  });
}
