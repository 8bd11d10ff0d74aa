// Paying by card through the stand-in gateway, as a shopper's browser does: the shop answers the
// gateway's page, the card is typed there (the shop's API never sees it), and the gateway sends
// the shopper back to /payment/result/{status}/{referenceCode}/{cartId}, the checkout paid
// only for an approved card or a passed 3-D Secure check.
import { describe, expect, it } from 'vitest';
import { cardVerdict, passesLuhn } from '../../server/features/orders/card-gateway.ts';
import { seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

describe('the card test numbers', () => {
  it('are judged by their Luhn digit first, then as the README lists them', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardVerdict('4242 4242 4242 4242')).toBe('approved');
    expect(cardVerdict('4000-0000-0000-0002')).toBe('declined');
    expect(cardVerdict('4000000000003220')).toBe('3ds');
    expect(cardVerdict('5555555555554444')).toBe('declined');
    expect(cardVerdict('4242424242424241')).toBe('invalid');
    expect(cardVerdict('abc')).toBe('invalid');
  });
});

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);

  /** A checkout placed to be paid by card: the gateway page's address and the payment. */
  const cardCheckout = async (paymentTypeId = 1) => {
    const catalogue = await seededProducts(server);
    const buyer = await newBuyer(server, catalogue, { urlKey: 'thai-tea-mix-400g', quantity: 1 });
    const calls = orderCalls(server, buyer.session);
    const placed = await calls.checkOut(buyer, paymentTypeId);
    const started = await server.call('startCardPayment', `/payment/${buyer.cartId}/card`, {
      session: buyer.session,
    });
    return { buyer, calls, payment: placed.body.detail.payment, started };
  };

  const page = (url: string) => server.app.request(url);
  const post = (path: string, form: Record<string, string>) =>
    server.app.request(path, { method: 'POST', body: new URLSearchParams(form) });
  const sessionOf = (url: string) => new URL(url, 'http://shop').searchParams.get('session') ?? '';
  const card = (session: string, number: string) =>
    post('/stand-in/gateway/pay', {
      session,
      number,
      expiry: '12/35',
      cvc: '123',
      decision: 'pay',
    });

  it('takes an approved card on the gateway page and sends the shopper back paid', async () => {
    const { buyer, calls, payment, started } = await cardCheckout();
    const { redirectUrl } = started.body.detail;
    expect(redirectUrl).toMatch(/^\/stand-in\/gateway\/pay\?session=/);
    const form = await page(redirectUrl);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`(${payment.referenceCode})`);
    const paid = await card(sessionOf(redirectUrl), '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `/payment/result/success/${payment.referenceCode}/${buyer.cartId}`,
    );
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('paid');
    const [orderId = 0] = payment.orderIds;
    expect((await calls.order(orderId)).body.detail.statusId).toBe(3);
    // A second submit of the same page changes nothing and still says success.
    const again = await card(sessionOf(redirectUrl), '4242424242424242');
    expect(again.headers.get('location')).toMatch(/^\/payment\/result\/success\//);
    const restart = await server.call('startCardPayment', `/payment/${buyer.cartId}/card`, {
      session: buyer.session,
    });
    expect(restart.status).toBe(409);
  });

  it('sends a declined card back as failed, the checkout still waiting for its payment', async () => {
    const { buyer, calls, payment, started } = await cardCheckout();
    const declined = await card(sessionOf(started.body.detail.redirectUrl), '4000000000000002');
    expect(declined.headers.get('location')).toBe(
      `/payment/result/failed/${payment.referenceCode}/${buyer.cartId}`,
    );
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');
  });

  it('asks a 3-D Secure code: a wrong one fails, the right one pays', async () => {
    const { buyer, calls, payment, started } = await cardCheckout();
    const session = sessionOf(started.body.detail.redirectUrl);
    const step = await card(session, '4000 0000 0000 3220');
    const secureUrl = step.headers.get('location') ?? '';
    expect(secureUrl).toMatch(/^\/stand-in\/gateway\/3ds\?session=/);
    expect((await page(secureUrl)).status).toBe(200);
    // The card page's session cannot skip the check.
    const skipped = await post('/stand-in/gateway/3ds', {
      session,
      code: '123456',
      decision: 'confirm',
    });
    expect(skipped.status).toBe(400);
    const wrong = await post('/stand-in/gateway/3ds', {
      session: sessionOf(secureUrl),
      code: '000000',
      decision: 'confirm',
    });
    expect(wrong.headers.get('location')).toMatch(/^\/payment\/result\/failed\//);
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');
    const right = await post('/stand-in/gateway/3ds', {
      session: sessionOf(secureUrl),
      code: '123456',
      decision: 'confirm',
    });
    expect(right.headers.get('location')).toBe(
      `/payment/result/success/${payment.referenceCode}/${buyer.cartId}`,
    );
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('paid');
  });

  it('keeps the shopper on the form for a mistyped card, and refuses a forged session', async () => {
    const { buyer, calls, started } = await cardCheckout();
    const session = sessionOf(started.body.detail.redirectUrl);
    const mistyped = await card(session, '4242424242424241');
    expect(mistyped.status).toBe(400);
    expect(await mistyped.text()).toContain('The card number is not valid');
    const expired = await post('/stand-in/gateway/pay', {
      session,
      number: '4242424242424242',
      expiry: '01/20',
      cvc: '123',
      decision: 'pay',
    });
    expect(await expired.text()).toContain('The card has expired');
    const [body = '', mac = ''] = session.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, amountSatang: 1 })).toString(
      'base64url',
    );
    expect((await card(`${forged}.${mac}`, '4242424242424242')).status).toBe(400);
    expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');
    const cancelled = await post('/stand-in/gateway/pay', { session, decision: 'cancel' });
    expect(cancelled.headers.get('location')).toMatch(/^\/payment\/result\/cancel\//);
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
    const refused = await server.call('startCardPayment', `/payment/${buyer.cartId}/card`, {
      session: stranger.session,
    });
    expect(refused.status).toBe(404);
  });
});
