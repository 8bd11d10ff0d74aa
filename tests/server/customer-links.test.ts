// An affiliate's customer who pays by a link (issue 35), on PGlite and PostgreSQL: only a
// verified affiliate places a checkout for a customer; its payment gets a random code, the
// link's key, and its orders earn the affiliate's cashback with no click. Without any account
// the link reads the checkout, takes the slip or starts the card (back to the customer's or
// the affiliate's result page, never mixing their sessions); a wrong code is a 404, and past
// the limit every try from that address waits, the right code's too.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardSessions, userAddresses, users } from '../../server/db/tables.ts';
import type { StripeStandIn } from '../../server/features/orders/stripe-stand-in/index.ts';
import { entriesOf } from '../../server/features/shared/ledger.ts';
import { png } from '../fuzz/media.ts';
import { testClock } from './support/accounts.ts';
import { attributionOfOrders, makeAffiliate, unitCashbackOf } from './support/affiliates.ts';
import { type SeedProduct, seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls, STAFF_TOKEN } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const PUBLIC_URL = 'http://shop.localhost:3000';
const CARD = 1;
const TRANSFER = 2;
const COD = 4;
const HONEY = { urlKey: 'wild-forest-honey-500g', quantity: 2 };
const MISSES = 3;
let addresses = 0;
/** A client address of a test's own (the server trusts X-Forwarded-For here). */
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++addresses}` });

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  let standIn: StripeStandIn | undefined;
  const server = useTestServer(driver, {
    now: clock.now,
    adminToken: STAFF_TOKEN,
    publicUrl: PUBLIC_URL,
    trustProxy: true,
    rateLimits: { customerLinkMissesPerAddress: { points: MISSES, seconds: 60 } },
    onStripeStandIn: (played) => {
      standIn = played;
    },
  });
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });

  /** A verified affiliate's checkout placed for a customer, paid by `paymentTypeId`. */
  async function customerCheckout(paymentTypeId: number) {
    const affiliate = await newBuyer(server, catalogue, HONEY);
    await makeAffiliate(server, affiliate.userId);
    const calls = orderCalls(server, affiliate.session);
    const { body } = await calls.calculate({ cartId: affiliate.cartId, paymentTypeId });
    const placed = await calls.place({
      cartId: affiliate.cartId,
      addressId: affiliate.addressId,
      paymentTypeId,
      expectedTotal: body.detail.grandTotal,
      forCustomer: true,
    });
    expect(placed.status).toBe(200);
    const { payment } = placed.body.detail;
    return { affiliate, calls, payment, code: payment.customerCode ?? '' };
  }

  const link = (code: string, headers = from()) =>
    server.call('getCustomerOrder', `/customer/${code}`, { headers });
  const slip = (code: string, amount: number, headers = from()) =>
    server.call(
      'uploadCustomerSlip',
      `/customer/${code}/slip?amount=${amount}&transferredAt=${encodeURIComponent(clock.now().toISOString())}`,
      { headers, bytes: { data: png(8, 8, [10, 120, 200]), contentType: 'image/png' } },
    );
  /** Starts the card by the link: as the customer, or signed in as `session`'s member. */
  const startCard = (code: string, session?: string) =>
    server.call('startCustomerCard', `/customer/${code}/card`, { headers: from(), session });

  it('is refused to a member who is not a verified affiliate, and nothing is placed', async () => {
    const member = await newBuyer(server, catalogue, HONEY);
    const calls = orderCalls(server, member.session);
    const { body } = await calls.calculate({ cartId: member.cartId, paymentTypeId: TRANSFER });
    const refused = await calls.place({
      cartId: member.cartId,
      addressId: member.addressId,
      paymentTypeId: TRANSFER,
      expectedTotal: body.detail.grandTotal,
      forCustomer: true,
    });
    expect(refused.status).toBe(403);
    expect(await calls.payment(member.cartId)).toMatchObject({ status: 404 });
    // The cart is as it was: the same checkout can still be placed for the member.
    expect((await calls.checkOut(member, TRANSFER)).status).toBe(200);
  });

  it("is refused for cash on delivery and for the affiliate's own phone; a resent key must match", async () => {
    const affiliate = await newBuyer(server, catalogue, HONEY);
    await makeAffiliate(server, affiliate.userId);
    const calls = orderCalls(server, affiliate.session);
    const placeAs = async (paymentTypeId: number, fields: object, key?: string) => {
      const { body } = await calls.calculate({ cartId: affiliate.cartId, paymentTypeId });
      return calls.place(
        {
          cartId: affiliate.cartId,
          addressId: affiliate.addressId,
          paymentTypeId,
          expectedTotal: body.detail.grandTotal,
          ...fields,
        },
        key,
      );
    };
    const cod = await placeAs(COD, { forCustomer: true });
    expect(cod.status).toBe(400);
    expect(cod.body.detail).toEqual([expect.objectContaining({ field: 'body.forCustomer' })]);
    // Shipped to the affiliate's own phone, it would be their own purchase earning cashback.
    const [own] = await server.db
      .select({ telephone: users.telephone })
      .from(users)
      .where(eq(users.id, affiliate.userId));
    await server.db
      .update(userAddresses)
      .set({ telephone: own?.telephone ?? '' })
      .where(eq(userAddresses.id, affiliate.addressId));
    const self = await placeAs(TRANSFER, { forCustomer: true });
    expect(self.status).toBe(400);
    expect(self.body.detail).toEqual([expect.objectContaining({ field: 'body.addressId' })]);
    // The same key with the choice flipped is another request: refused, nothing placed twice.
    const key = randomUUID();
    const placed = await placeAs(TRANSFER, {}, key);
    expect(placed.status).toBe(200);
    const flipped = await calls.place(
      {
        cartId: affiliate.cartId,
        addressId: affiliate.addressId,
        paymentTypeId: TRANSFER,
        expectedTotal: placed.body.detail.payment.amount,
        forCustomer: true,
      },
      key,
    );
    expect(flipped.status).toBe(400);
  });

  it("gives the payment a random link code, and earns the affiliate's cashback with no click", async () => {
    const { affiliate, payment, code } = await customerCheckout(TRANSFER);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(code).not.toContain(payment.referenceCode);
    const [order] = await attributionOfOrders(server, payment.orderIds);
    const honey = catalogue.get(HONEY.urlKey);
    expect(order).toMatchObject({
      affiliateUserId: affiliate.userId,
      affiliateClickId: null,
      cashbackSatang: (await unitCashbackOf(server, honey?.id ?? 0)) * HONEY.quantity,
    });
    // An ordinary checkout has no link.
    const shopper = await newBuyer(server, catalogue, HONEY);
    const own = await orderCalls(server, shopper.session).checkOut(shopper, TRANSFER);
    expect(own.body.detail.payment).not.toHaveProperty('customerCode');
  });

  it('lets anyone with the link read the checkout and pay it by slip; paid, the cashback waits', async () => {
    const { affiliate, calls, payment, code } = await customerCheckout(TRANSFER);
    const read = await link(code);
    expect(read.status).toBe(200);
    expect(read.body.detail).toMatchObject({
      payment: {
        referenceCode: payment.referenceCode,
        status: 'waiting-payment',
        customerCode: code,
      },
      preparedBy: expect.any(String),
    });
    expect(read.body.detail.preparedBy).not.toBe('');
    expect(read.body.detail.orders.map((o) => o.id)).toEqual(payment.orderIds);
    expect(read.body.detail.orders[0]?.products[0]?.quantity).toBe(HONEY.quantity);
    // The link shows where it goes, but of the phone only its last digits.
    expect(read.body.detail.orders[0]?.shipTo.telephone).toBe('******5678');

    const short = await slip(code, payment.amount - 1);
    expect(short.status).toBe(400);
    expect(short.body.detail).toEqual([expect.objectContaining({ field: 'query.amount' })]);
    const sent = await slip(code, payment.amount);
    expect(sent.status).toBe(200);
    expect(sent.body.detail.status).toBe('waiting-confirmation');
    // A second slip is refused with the payment as it is.
    expect(await slip(code, payment.amount)).toMatchObject({ status: 409 });

    const [orderId = 0] = payment.orderIds;
    expect((await calls.staff(orderId, 'confirm-payment')).status).toBe(200);
    expect((await link(code)).body.detail.payment.status).toBe('paid');
    // The affiliate follows it, as the owner of the checkout, too.
    expect((await calls.payment(affiliate.cartId)).body.detail.status).toBe('paid');
    const entries = await entriesOf(server.db, affiliate.userId);
    expect(entries.map((entry) => entry.kind)).toEqual(['cashback.waiting']);
    // The customer is the buyer in the affiliate's customers, masked, not the affiliate.
    const customers = await server.call('getAffiliateCustomers', '/affiliate/customers', {
      session: affiliate.session,
    });
    expect(customers.body.detail.dataList).toEqual([
      expect.objectContaining({ name: 'สมศ***', orders: 1, total: payment.amount }),
    ]);
  });

  it("sends the card payer back to the customer's or, signed in, the affiliate's result page, each its own session", async () => {
    const { affiliate, payment, code } = await customerCheckout(CARD);
    const customer = await startCard(code);
    expect(customer.status).toBe(200);
    const affiliateStart = await startCard(code, affiliate.session);
    expect(affiliateStart.status).toBe(200);
    // Another member with the link is a customer like any.
    const other = await newBuyer(server, catalogue, HONEY);
    expect((await startCard(code, other.session)).body.detail.redirectUrl).toBe(
      customer.body.detail.redirectUrl,
    );
    const urls = [customer, affiliateStart].map((answer) => answer.body.detail.redirectUrl);
    expect(new Set(urls).size).toBe(2);
    const stripe = standIn?.stripe;
    if (!stripe) throw new Error('the stand-in plays Stripe in these tests');
    const sessions = await Promise.all(
      urls.map((url) => stripe.checkout.sessions.retrieve(url.split('/').pop() ?? '')),
    );
    expect(sessions.map((session) => session.success_url)).toEqual([
      `${PUBLIC_URL}/customer/payment/result/success/${code}/${affiliate.cartId}`,
      `${PUBLIC_URL}/affiliate/payment/result/success/${code}/${affiliate.cartId}`,
    ]);
    // Pressing pay again gives each payer its own open session back, and opens no third.
    expect((await startCard(code)).body.detail.redirectUrl).toBe(urls[0]);
    expect((await startCard(code, affiliate.session)).body.detail.redirectUrl).toBe(urls[1]);
    const rows = await server.db
      .select({ backPath: cardSessions.backPath })
      .from(cardSessions)
      .where(
        inArray(
          cardSessions.id,
          sessions.map((session) => session.id),
        ),
      );
    expect(rows.map((row) => row.backPath).sort()).toEqual([
      '/affiliate/payment/result',
      '/customer/payment/result',
    ]);

    const path = (urls[0] ?? '').replace(PUBLIC_URL, '');
    const paid = await server.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ number: '4242424242424242', expiry: '12/35', cvc: '123' }),
    });
    expect(paid.status).toBe(303);
    const confirmed = await server.call('confirmCustomerCard', `/customer/${code}/card/confirm`, {
      headers: from(),
    });
    expect(confirmed.body.detail).toMatchObject({
      status: 'paid',
      referenceCode: payment.referenceCode,
    });
    expect(await startCard(code)).toMatchObject({ status: 409 });
  });

  it('answers a wrong code 404, and past the limit makes every try from that address wait', async () => {
    const { code } = await customerCheckout(TRANSFER);
    const attacker = from();
    for (let miss = 0; miss < MISSES; miss++) {
      const guess = `${'A'.repeat(21)}${miss}`;
      expect((await link(guess, attacker)).status).toBe(404);
    }
    const blocked = await link(code, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await slip(code, 1, attacker)).status).toBe(429);
    // Right codes cost nothing: another address reads it as often as it likes.
    const customer = from();
    for (let read = 0; read <= MISSES; read++)
      expect((await link(code, customer)).status).toBe(200);
    // A code that is not one is refused before it is looked up.
    expect((await link('short', from())).status).toBe(400);
  });

  it("lists the affiliate's customers' checkouts, and only to that affiliate", async () => {
    const first = await customerCheckout(TRANSFER);
    const again = await newBuyer(server, catalogue, HONEY);
    const list = (session: string) =>
      server.call('listCustomerOrders', '/affiliate/customer-orders?pageNo=1', { session });
    const mine = await list(first.affiliate.session);
    expect(mine.status).toBe(200);
    expect(mine.body.detail).toMatchObject({
      count: 1,
      dataList: [{ payment: { customerCode: first.code }, recipient: 'สมศรี ใจดี' }],
    });
    // A member who is not an affiliate is refused; another affiliate sees none of these.
    expect((await list(again.session)).status).toBe(403);
    await makeAffiliate(server, again.userId);
    expect((await list(again.session)).body.detail).toEqual({ dataList: [], count: 0 });
  });
});
