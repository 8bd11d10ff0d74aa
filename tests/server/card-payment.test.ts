// Paying by card through Stripe's official SDK against the stand-in, as a shopper's browser and
// Stripe's webhooks do: the shop opens a Checkout Session, the card is typed on the hosted page
// (the shop's API never sees it), 3-D Secure where the card asks, and the payment is marked paid
// only by what Stripe says: its signed webhook (checked with the SDK's constructEvent; signed in
// these tests with the SDK's own generateTestHeaderString) or, for the result page, the session
// retrieved. Each abuse is tried: forged, altered, stale and replayed deliveries, events out of
// order, a payment too late (refunded), the page after the checkout expired.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cardEvents, cardSessions } from '../../server/db/schema-orders.ts';
import { cardOutcome, passesLuhn } from '../../server/features/orders/stripe-stand-in/cards.ts';
import type { StripeStandIn } from '../../server/features/orders/stripe-stand-in/index.ts';
import { testClock } from './support/accounts.ts';
import { seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const PUBLIC_URL = 'http://shop.localhost:3000';

describe("the stand-in's test cards", () => {
  it("are Stripe's test numbers, judged by their Luhn digit first", () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'approved' });
    expect(cardOutcome('4000-0000-0000-0002')).toEqual({
      kind: 'declined',
      reason: 'card_declined',
    });
    expect(cardOutcome('4000000000009995')).toEqual({
      kind: 'declined',
      reason: 'insufficient_funds',
    });
    expect(cardOutcome('4000000000003220')).toEqual({ kind: 'authenticate', bank: 'succeeds' });
    expect(cardOutcome('5555555555554444')).toEqual({ kind: 'declined', reason: 'card_declined' });
    expect(cardOutcome('abc')).toEqual({ kind: 'invalid' });
  });
});

/** A Stripe event of a session as the stand-in has it, signed with the SDK's own helper. */
function signedEvent(
  standIn: StripeStandIn,
  session: Stripe.Checkout.Session,
  type: string,
  options: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? standIn.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, signature };
}

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  let standIn: StripeStandIn | undefined;
  const server = useTestServer(driver, {
    now: clock.now,
    publicUrl: PUBLIC_URL,
    orderExpiryMinutes: 10,
    onStripeStandIn: (played) => {
      standIn = played;
    },
  });
  const stripe = () => {
    if (!standIn) throw new Error('the stand-in plays Stripe in these tests');
    return standIn;
  };

  /** A checkout placed to be paid by card, and the provider's page it was sent to. */
  const cardCheckout = async (paymentTypeId = 1) => {
    const catalogue = await seededProducts(server);
    const buyer = await newBuyer(server, catalogue, { urlKey: 'thai-tea-mix-400g', quantity: 1 });
    const calls = orderCalls(server, buyer.session);
    const placed = await calls.checkOut(buyer, paymentTypeId);
    const start = () =>
      server.call('startCardPayment', `/payment/${buyer.cartId}/card`, { session: buyer.session });
    const started = await start();
    const url = started.status === 200 ? started.body.detail.redirectUrl : '';
    const path = url.replace(PUBLIC_URL, '');
    const sessionId = path.split('/').pop() ?? '';
    return { buyer, calls, payment: placed.body.detail.payment, started, start, path, sessionId };
  };

  const post = (path: string, form: Record<string, string>) =>
    server.app.request(path, { method: 'POST', body: new URLSearchParams(form) });
  const card = (path: string, number: string, expiry = '12/35') =>
    post(path, { number, expiry, cvc: '123' });
  const webhook = (payload: string, signature?: string) =>
    server.app.request('/webhooks/stripe', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature === undefined ? {} : { 'Stripe-Signature': signature }),
      },
      body: payload,
    });
  const sessionRow = async (id: string) =>
    (await server.db.select().from(cardSessions).where(eq(cardSessions.id, id)))[0];
  const sdk = () => stripe().stripe;

  it('opens a Checkout Session for the amount and takes an approved card; the webhook marks it paid', async () => {
    const { buyer, calls, payment, started, start, path, sessionId } = await cardCheckout();
    expect(started.status).toBe(200);
    expect(path).toMatch(/^\/stand-in\/stripe\/pay\/cs_test_/);
    const session = await sdk().checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      currency: 'thb',
      amount_total: Math.round(payment.amount * 100),
      client_reference_id: payment.referenceCode,
      success_url: `${PUBLIC_URL}/payment/result/success/${payment.referenceCode}/${buyer.cartId}`,
      cancel_url: `${PUBLIC_URL}/payment/result/cancel/${payment.referenceCode}/${buyer.cartId}`,
    });
    // Pressing pay again while it is open gives the same page, not a second session.
    expect((await start()).body.detail).toEqual(started.body.detail);

    const form = await server.app.request(path);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(payment.referenceCode);
    const paid = await card(path, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(session.success_url);
    await stripe().idle();
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('paid');
    const [orderId = 0] = payment.orderIds;
    expect((await calls.order(orderId)).body.detail.statusId).toBe(3);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'paid', url: null });
    const events = await server.db
      .select()
      .from(cardEvents)
      .where(eq(cardEvents.sessionId, sessionId));
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    // Paid: the page says so, and no new session can be opened.
    expect((await server.app.request(path)).status).toBe(409);
    expect((await start()).status).toBe(409);
  });

  it('keeps a declined card on the page with the reason, the checkout still waiting', async () => {
    const { buyer, calls, path } = await cardCheckout();
    const declined = await card(path, '4000000000000002');
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    const poor = await card(path, '4000000000009995');
    expect(await poor.text()).toContain('Your card has insufficient funds.');
    const mistyped = await card(path, '4242424242424241');
    expect(mistyped.status).toBe(400);
    expect(await mistyped.text()).toContain('Your card number is invalid.');
    const expired = await card(path, '4242424242424242', '01/20');
    expect(await expired.text()).toContain('expiration date is invalid');
    await stripe().idle();
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');
  });

  it('asks 3-D Secure where the card does: failed, the card page again; completed, paid', async () => {
    const { buyer, calls, path } = await cardCheckout();
    const step = await card(path, '4000 0000 0000 3220');
    expect(step.status).toBe(303);
    const authenticate = step.headers.get('location') ?? '';
    expect(authenticate).toBe(`${path}/authenticate`);
    expect((await server.app.request(authenticate)).status).toBe(200);
    const failed = await post(authenticate, { decision: 'fail' });
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('unable to authenticate');
    // The check cannot be skipped: without a card that asked for it, there is nothing to pass.
    expect((await post(authenticate, { decision: 'complete' })).status).toBe(303);
    await stripe().idle();
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');
    await card(path, '4000000000003220');
    const passed = await post(authenticate, { decision: 'complete' });
    expect(passed.headers.get('location')).toMatch(/\/payment\/result\/success\//);
    await stripe().idle();
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('paid');
  });

  it('refuses forged, altered and stale deliveries, and applies a replayed one once', async () => {
    const { buyer, calls, sessionId } = await cardCheckout();
    // Paid at the provider, but its own delivery not yet in: the tests deliver.
    const session = await sdk().checkout.sessions.retrieve(sessionId);
    const completed = {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_x',
    };
    const forged = signedEvent(
      stripe(),
      completed as Stripe.Checkout.Session,
      'checkout.session.completed',
      {
        secret: 'whsec_not_the_shops',
      },
    );
    expect((await webhook(forged.payload, forged.signature)).status).toBe(400);
    const honest = signedEvent(
      stripe(),
      completed as Stripe.Checkout.Session,
      'checkout.session.completed',
    );
    const altered = honest.payload.replace(
      `"amount_total":${session.amount_total}`,
      '"amount_total":1',
    );
    expect((await webhook(altered, honest.signature)).status).toBe(400);
    expect((await webhook(honest.payload)).status).toBe(400);
    const stale = signedEvent(
      stripe(),
      completed as Stripe.Checkout.Session,
      'checkout.session.completed',
      {
        timestamp: Math.floor(clock.now().getTime() / 1000) - 301,
      },
    );
    expect((await webhook(stale.payload, stale.signature)).status).toBe(400);
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');
    expect(
      await server.db.select().from(cardEvents).where(eq(cardEvents.sessionId, sessionId)),
    ).toEqual([]);

    // The genuine one, then the same delivery again (Stripe redelivers until it hears 2xx).
    expect((await webhook(honest.payload, honest.signature)).status).toBe(200);
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('paid');
    expect((await webhook(honest.payload, honest.signature)).status).toBe(200);
    expect(
      await server.db.select().from(cardEvents).where(eq(cardEvents.sessionId, sessionId)),
    ).toHaveLength(1);
    // A late "expired" about the same session changes nothing: it is paid.
    const late = signedEvent(
      stripe(),
      { ...session, status: 'expired' } as Stripe.Checkout.Session,
      'checkout.session.expired',
    );
    expect((await webhook(late.payload, late.signature)).status).toBe(200);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'paid' });
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('paid');
  });

  it('takes the "paid" that comes after an "expired" of the same session, whatever their order', async () => {
    const { buyer, calls, sessionId } = await cardCheckout();
    const session = await sdk().checkout.sessions.retrieve(sessionId);
    const expired = signedEvent(
      stripe(),
      { ...session, status: 'expired' } as Stripe.Checkout.Session,
      'checkout.session.expired',
    );
    expect((await webhook(expired.payload, expired.signature)).status).toBe(200);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'expired' });
    const completed = signedEvent(
      stripe(),
      {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_y',
      } as Stripe.Checkout.Session,
      'checkout.session.completed',
    );
    expect((await webhook(completed.payload, completed.signature)).status).toBe(200);
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('paid');
  });

  it('refunds a payment the provider took after the checkout expired', async () => {
    const { buyer, calls, path, sessionId } = await cardCheckout();
    // The checkout has 10 minutes; the provider's session at least 30.
    clock.advance(11 * 60_000);
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('expired');
    const paid = await card(path, '4242424242424242');
    expect(paid.status).toBe(303);
    await stripe().idle();
    const row = await sessionRow(sessionId);
    expect(row).toMatchObject({ status: 'refunded' });
    expect(row?.refundId).toMatch(/^re_/);
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('expired');
    // Refunded in full at the provider: nothing is left to refund.
    await expect(
      sdk().refunds.create({ payment_intent: row?.paymentIntentId ?? '' }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('closes the provider session of a checkout that expired, so its page takes no card', async () => {
    const { path, sessionId } = await cardCheckout();
    clock.advance(11 * 60_000);
    await server.app.sweep();
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'expired' });
    expect((await server.app.request(path)).status).toBe(410);
    expect((await card(path, '4242424242424242')).status).toBe(410);
  });

  it("refuses oversized bodies on the provider's page and the webhook before reading them", async () => {
    const { path } = await cardCheckout();
    const big = 'x'.repeat(300 * 1024);
    const form = await server.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `number=${big}`,
    });
    expect(form.status).toBe(413);
    expect((await webhook(JSON.stringify({ big }), 't=1,v1=00')).status).toBe(413);
  });

  it('is refused for a checkout paid another way, and for anyone else', async () => {
    const transfer = await cardCheckout(2);
    expect(transfer.started.status).toBe(409);
    expect(transfer.started.body.message).toBe('This checkout is not paid by card');
    const { buyer } = await cardCheckout();
    const stranger = await newBuyer(server, await seededProducts(server), {
      urlKey: 'thai-tea-mix-400g',
      quantity: 1,
    });
    for (const [operation, url] of [
      ['startCardPayment', `/payment/${buyer.cartId}/card`],
      ['confirmCardPayment', `/payment/${buyer.cartId}/card/confirm`],
    ] as const) {
      const refused = await server.call(operation, url, {
        session: stranger.session,
        method: 'POST',
      });
      expect(refused.status).toBe(404);
    }
  });
});

describe.each(DRIVERS)('without a webhook endpoint, on %s', (driver) => {
  let standIn: StripeStandIn | undefined;
  const server = useTestServer(driver, {
    publicUrl: PUBLIC_URL,
    standInWebhooks: false,
    onStripeStandIn: (played) => {
      standIn = played;
    },
  });

  it('the result page asks the provider, and the payment is paid once', async () => {
    const catalogue = await seededProducts(server);
    const buyer = await newBuyer(server, catalogue, { urlKey: 'thai-tea-mix-400g', quantity: 1 });
    const calls = orderCalls(server, buyer.session);
    await calls.checkOut(buyer, 1);
    const started = await server.call('startCardPayment', `/payment/${buyer.cartId}/card`, {
      session: buyer.session,
    });
    const path = started.body.detail.redirectUrl.replace(PUBLIC_URL, '');
    const confirm = () =>
      server.call('confirmCardPayment', `/payment/${buyer.cartId}/card/confirm`, {
        session: buyer.session,
        method: 'POST',
      });
    // Back without paying (the cancel link): still waiting.
    expect((await confirm()).body.detail.status).toBe('waiting-payment');
    await server.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ number: '4242424242424242', expiry: '12/35', cvc: '123' }),
    });
    await standIn?.idle();
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');
    const [first, second] = await Promise.all([confirm(), confirm()]);
    expect(first?.body.detail.status).toBe('paid');
    expect(second?.body.detail.status).toBe('paid');
    const rows = await server.db.select().from(cardSessions);
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(1);
  });
});

describe("the stand-in speaks Stripe's API to Stripe's SDK", () => {
  let standIn: StripeStandIn | undefined;
  useTestServer('pglite', {
    onStripeStandIn: (played) => {
      standIn = played;
    },
  });
  const sdk = () => (standIn as StripeStandIn).stripe;
  const session = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
    sdk().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'thb', unit_amount: 5_000, product_data: { name: 'x' } },
        },
      ],
      success_url: 'http://shop.localhost/ok',
      ...overrides,
    });

  it("answers Stripe's errors, raised by the SDK as Stripe's error classes", async () => {
    await expect(
      session({
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'thb', unit_amount: 999, product_data: { name: 'x' } },
          },
        ],
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'amount_too_small' });
    await expect(
      session({
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'thb', unit_amount: 100_000_000, product_data: { name: 'x' } },
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    await expect(session({ expires_at: Math.floor(Date.now() / 1000) + 60 })).rejects.toMatchObject(
      {
        param: 'expires_at',
      },
    );
    await expect(sdk().checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
  });

  it('takes a line item list of 100, and answers an Idempotency-Key replay with the first answer', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({
      quantity: 1,
      price_data: { currency: 'thb', unit_amount: 1_000 + i, product_data: { name: `item ${i}` } },
    }));
    const made = await session({ line_items: items });
    expect(made.amount_total).toBe(
      items.reduce((sum, item) => sum + item.price_data.unit_amount, 0),
    );
    const key = `key-${Math.random()}`;
    const first = await sdk().checkout.sessions.create(
      { mode: 'payment', line_items: items.slice(0, 1), success_url: 'http://shop.localhost/ok' },
      { idempotencyKey: key },
    );
    const again = await sdk().checkout.sessions.create(
      { mode: 'payment', line_items: items.slice(0, 1), success_url: 'http://shop.localhost/ok' },
      { idempotencyKey: key },
    );
    expect(again.id).toBe(first.id);
    await expect(
      sdk().checkout.sessions.create(
        { mode: 'payment', line_items: items.slice(0, 2), success_url: 'http://shop.localhost/ok' },
        { idempotencyKey: key },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });
});
