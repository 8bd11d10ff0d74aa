// Checkout and orders as a shopper and staff use them, on PGlite and PostgreSQL: a checkout of
// the chosen lines worked out from the server's own prices (carriers, coupons, payment
// channels, problems), placing it (stock taken, the cart's unchosen lines kept under a new id),
// idempotent retries, a tampered total, the last unit raced for, expiry giving stock back, and
// an order followed to complete. Every answer is checked against the contract.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../server/db/schema.ts';
import { payments } from '../../server/db/schema-orders.ts';
import { expireOverdue } from '../../server/features/orders/expiry.ts';
import { parsePromptPayPayload } from '../../server/features/orders/promptpay.ts';
import { DEMO_PROMPTPAY_ID } from '../../server/features/orders/services.ts';
import { png } from '../fuzz/media.ts';
import { testClock } from './support/accounts.ts';
import { cartCalls, type SeedProduct, seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls, STAFF_TOKEN } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const HONEY = { urlKey: 'wild-forest-honey-500g', quantity: 2 };
const LEMONADE = { urlKey: 'butterfly-pea-lemonade', option: 'Pack of 6', quantity: 1 };
const TEA_UNCHOSEN = { urlKey: 'thai-tea-mix-400g', quantity: 1, isCheckBox: false };
const MASK = { urlKey: 'honey-face-mask-100g', quantity: 1 };

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const server = useTestServer(driver, { adminToken: STAFF_TOKEN, now: clock.now });
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });
  const stockOf = async (urlKey: string) => {
    const [row] = await server.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.urlKey, urlKey));
    return row?.stock;
  };

  describe('a checkout', () => {
    it('takes the chosen lines only, at the server prices, with each store first carrier', async () => {
      const buyer = await newBuyer(server, catalogue, HONEY, LEMONADE, TEA_UNCHOSEN);
      const calls = orderCalls(server, buyer.session);
      const { status, body } = await calls.calculate({ cartId: buyer.cartId });
      expect(status).toBe(200);
      const checkout = body.detail;
      const [honeyOrder, herbalOrder] = checkout.orders;
      // Honey: 2 × 390 − 2 × 30 (type 1); lemonade pack of 6: 150 − 15% (type 7); the
      // unchosen Thai tea is not in it. Each store's first carrier is Thailand Post EMS, 50.
      expect(honeyOrder).toMatchObject({
        subtotal: 780,
        discount: 60,
        shippingFee: 50,
        total: 770,
      });
      expect(herbalOrder?.products.map((p) => p.urlKey)).toEqual(['butterfly-pea-lemonade']);
      expect(herbalOrder).toMatchObject({
        subtotal: 150,
        discount: 22.5,
        shippingFee: 50,
        total: 177.5,
      });
      expect(honeyOrder?.shippingOptions.map((o) => o.code)).toEqual([
        'thaipost-ems',
        'kerry-express',
        'flash-express',
      ]);
      expect(honeyOrder?.shippingId).toBe(honeyOrder?.shippingOptions[0]?.id);
      expect(checkout).toMatchObject({
        subtotal: 930,
        discount: 82.5,
        couponDiscount: 0,
        shippingTotal: 100,
        grandTotal: 947.5,
        problems: [],
      });
      expect(checkout.paymentChannels.map((c) => [c.code, c.available])).toEqual([
        ['credit-card', true],
        ['bank-transfer', true],
        ['promptpay', true],
        ['cod', true],
      ]);
    });

    it('takes another carrier when asked, and a coupon off the goods', async () => {
      const buyer = await newBuyer(server, catalogue, HONEY);
      const calls = orderCalls(server, buyer.session);
      const first = await calls.calculate({ cartId: buyer.cartId });
      const sellerId = first.body.detail.orders[0]?.sellerId ?? 0;
      const flash = first.body.detail.orders[0]?.shippingOptions.find(
        (o) => o.code === 'flash-express',
      );
      const { body } = await calls.calculate({
        cartId: buyer.cartId,
        promotionCode: 'honey10',
        orders: [{ sellerId, shippingId: flash?.id }],
      });
      // 10% of the 720 of goods after promotions is 72 (under the 100 cap); Flash costs 38.
      expect(body.detail).toMatchObject({
        promotionCode: 'HONEY10',
        couponDiscount: 72,
        shippingTotal: 38,
        grandTotal: 686,
      });
    });

    it('refuses an unknown, ended or not yet reached coupon on its field', async () => {
      const buyer = await newBuyer(server, catalogue, { urlKey: 'thai-tea-mix-400g', quantity: 1 });
      const calls = orderCalls(server, buyer.session);
      for (const [code, words] of [
        ['NOSUCHCODE', 'is not a valid code'],
        ['SONGKRAN', 'is not a valid code'],
        ['WELCOME50', 'needs a purchase of at least 300 baht'],
      ] as const) {
        const { status, body } = await calls.calculate({
          cartId: buyer.cartId,
          promotionCode: code,
        });
        expect(status).toBe(400);
        expect(body.message).toBe(`body.promotionCode ${words}`);
      }
    });

    it('offers cash on delivery only when every product takes it', async () => {
      const buyer = await newBuyer(server, catalogue, HONEY, MASK);
      const { body } = await orderCalls(server, buyer.session).calculate({
        cartId: buyer.cartId,
        paymentTypeId: 4,
      });
      expect(body.detail.paymentChannels.find((c) => c.kind === 'cod')?.available).toBe(false);
      expect(body.detail.problems.map((p) => p.code)).toEqual(['payment-unavailable']);
    });

    it('is a 404 for a cart that is not the shopper own', async () => {
      const owner = await newBuyer(server, catalogue, HONEY);
      const other = await newBuyer(server, catalogue, HONEY);
      const { status } = await orderCalls(server, other.session).calculate({
        cartId: owner.cartId,
      });
      expect(status).toBe(404);
    });

    it('tells a company still waiting for approval that it cannot order', async () => {
      const buyer = await newBuyer(server, catalogue, HONEY);
      await server.db
        .update(users)
        .set({ approvalStatus: 'pending' })
        .where(eq(users.id, buyer.userId));
      const calls = orderCalls(server, buyer.session);
      const { body } = await calls.calculate({ cartId: buyer.cartId });
      expect(body.detail.problems.map((p) => p.code)).toEqual(['company-not-approved']);
      const placed = await calls.place({
        cartId: buyer.cartId,
        addressId: buyer.addressId,
        paymentTypeId: 1,
        expectedTotal: body.detail.grandTotal,
      });
      expect(placed.status).toBe(409);
      expect(placed.body.message).toMatch(/waiting for staff approval/);
    });
  });

  describe('placing it', () => {
    const placeAll = async (...lines: Parameters<typeof newBuyer>[2][]) => {
      const buyer = await newBuyer(server, catalogue, ...lines);
      const calls = orderCalls(server, buyer.session);
      const { body } = await calls.calculate({ cartId: buyer.cartId, paymentTypeId: 2 });
      const request = {
        cartId: buyer.cartId,
        addressId: buyer.addressId,
        paymentTypeId: 2,
        expectedTotal: body.detail.grandTotal,
      };
      return { buyer, calls, request, checkout: body.detail };
    };

    it('takes the stock, makes one order per store and keeps the unchosen lines in a new cart', async () => {
      const honeyBefore = await stockOf(HONEY.urlKey);
      const { buyer, calls, request } = await placeAll(HONEY, LEMONADE, TEA_UNCHOSEN);
      const { status, body } = await calls.place(request);
      expect(status).toBe(200);
      const { payment, newCartId } = body.detail;
      expect(payment).toMatchObject({
        cartId: buyer.cartId,
        status: 'waiting-payment',
        amount: 947.5,
      });
      expect(payment.orderIds).toHaveLength(2);
      expect(await stockOf(HONEY.urlKey)).toBe((honeyBefore ?? 0) - 2);
      // The cart goes on under a new id with the Thai tea alone, and no promotion code.
      const cart = cartCalls(server, catalogue);
      expect((await cart.get(buyer.cartId, { session: buyer.session })).status).toBe(404);
      const kept = await cart.get(newCartId ?? '', { session: buyer.session });
      expect(kept.body.detail.orders.flatMap((o) => o.products.map((p) => p.urlKey))).toEqual([
        'thai-tea-mix-400g',
      ]);
      expect(kept.body.detail.promotionCode).toBe('');
      expect((await calls.payment(buyer.cartId)).body.detail.referenceCode).toBe(
        payment.referenceCode,
      );
    });

    it('asks a PromptPay payment for the exact amount, to the shop', async () => {
      const { calls, request } = await placeAll(HONEY);
      const { body } = await calls.place({ ...request, paymentTypeId: 3 });
      const { payment } = body.detail;
      expect(payment.channel.kind).toBe('promptpay');
      expect(parsePromptPayPayload(payment.promptPayPayload ?? '')).toEqual({
        kind: 'national-or-tax-id',
        promptPayId: DEMO_PROMPTPAY_ID,
        amountSatang: Math.round(payment.amount * 100),
      });
    });

    it('places one checkout for five requests under one key, and refuses the key for another body', async () => {
      const { calls, request } = await placeAll(HONEY);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 5 }, () => calls.place(request, key)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const references = new Set(answers.map((a) => a.body.detail.payment.referenceCode));
      expect(references.size).toBe(1);
      const counts = await calls.counts();
      expect(counts.body.detail.find((c) => c.id === 0)?.count).toBe(1);
      const other = await calls.place({ ...request, paymentTypeId: 1 }, key);
      expect(other.status).toBe(400);
      expect(other.body.message).toMatch(/^header\.idempotency-key was already used/);
    });

    it('ignores what the client says things cost: another total places nothing', async () => {
      const before = await stockOf(HONEY.urlKey);
      const { calls, request, checkout } = await placeAll(HONEY);
      const cheap = await calls.place({ ...request, expectedTotal: 1 });
      expect(cheap.status).toBe(409);
      expect(cheap.body.message).toBe(
        `The total changed to ${checkout.grandTotal} baht (a price or promotion changed); check and place the order again`,
      );
      const priced = await calls.place({ ...request, price: 1 });
      expect(priced.status).toBe(400);
      expect(await stockOf(HONEY.urlKey)).toBe(before);
    });

    it('gives the last unit to one of two shoppers racing for it', async () => {
      await server.db.update(products).set({ stock: 1 }).where(eq(products.urlKey, MASK.urlKey));
      const first = await placeAll(MASK);
      const second = await placeAll(MASK);
      const answers = await Promise.all([
        first.calls.place(first.request),
        second.calls.place(second.request),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.message).toBe(
        'Out of stock: remove the item from the cart to continue',
      );
      expect(await stockOf(MASK.urlKey)).toBe(0);
      await server.db.update(products).set({ stock: 42 }).where(eq(products.urlKey, MASK.urlKey));
    });

    it('expires unpaid after its time and gives the stock back', async () => {
      const { buyer, calls, request } = await placeAll(HONEY);
      // The checkouts the tests above left unpaid expire first, so only this one moves stock.
      clock.advance(61 * 60_000);
      await expireOverdue(server.db, clock.now());
      const before = await stockOf(HONEY.urlKey);
      const placed = await calls.place(request);
      expect(await stockOf(HONEY.urlKey)).toBe((before ?? 0) - 2);
      clock.advance(59 * 60_000);
      expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');
      clock.advance(2 * 60_000);
      expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('expired');
      const [orderId = 0] = placed.body.detail.payment.orderIds;
      expect((await calls.order(orderId)).body.detail).toMatchObject({
        statusId: 6,
        status: 'Order expired',
      });
      // Reads show it expired at once, and write nothing (a GET never does): the server's
      // sweep marks it and gives the stock back.
      const [stored] = await server.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.cartId, buyer.cartId));
      expect(stored?.status).toBe('waiting-payment');
      expect(await stockOf(HONEY.urlKey)).toBe((before ?? 0) - 2);
      expect(await expireOverdue(server.db, clock.now())).toBe(1);
      expect(await stockOf(HONEY.urlKey)).toBe(before);
      expect(await expireOverdue(server.db, clock.now())).toBe(0);
      expect(await stockOf(HONEY.urlKey)).toBe(before);
    });
  });

  describe('paying by bank transfer', () => {
    const transferCheckout = async () => {
      const buyer = await newBuyer(server, catalogue, HONEY);
      const calls = orderCalls(server, buyer.session);
      const placed = await calls.checkOut(buyer, 2);
      return { buyer, calls, payment: placed.body.detail.payment };
    };
    const sendSlip = (
      session: string,
      cartId: string,
      amount: number,
      transferredAt: string,
      data: Uint8Array = png(8, 8, [10, 120, 200]),
      contentType = 'image/png',
    ) =>
      server.call(
        'uploadSlip',
        `/payment/${cartId}/slip?amount=${amount}&transferredAt=${encodeURIComponent(transferredAt)}`,
        { session, bytes: { data, contentType } },
      );

    it('takes a slip of the exact amount after the checkout, and staff refuse or confirm it', async () => {
      const { buyer, calls, payment } = await transferCheckout();
      const [orderId = 0] = payment.orderIds;
      const now = clock.now().toISOString();
      const short = await sendSlip(buyer.session, buyer.cartId, payment.amount - 1, now);
      expect(short.status).toBe(400);
      expect(short.body.message).toBe(
        `query.amount is less than the ${payment.amount} baht to pay; check the slip`,
      );
      const early = new Date(clock.now().getTime() - 60 * 60_000).toISOString();
      const before = await sendSlip(buyer.session, buyer.cartId, payment.amount, early);
      expect(before.body.message).toBe('query.transferredAt must be after the checkout');
      const renamed = await sendSlip(
        buyer.session,
        buyer.cartId,
        payment.amount,
        now,
        new TextEncoder().encode('not a slip'),
      );
      expect(renamed.status).toBe(400);
      expect(renamed.body.message).toMatch(/The format is not supported/);
      const empty = await sendSlip(
        buyer.session,
        buyer.cartId,
        payment.amount,
        now,
        new Uint8Array(),
      );
      expect(empty.status).toBe(400);
      const big = new Uint8Array(3 * 1024 * 1024 + 1);
      big.set(png(8, 8, [0, 0, 0]));
      expect((await sendSlip(buyer.session, buyer.cartId, payment.amount, now, big)).status).toBe(
        413,
      );
      expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('waiting-payment');

      const sent = await sendSlip(buyer.session, buyer.cartId, payment.amount, now);
      expect(sent.body.detail).toMatchObject({ status: 'waiting-confirmation', expiresAt: null });
      expect((await calls.order(orderId)).body.detail.statusId).toBe(2);
      expect((await sendSlip(buyer.session, buyer.cartId, payment.amount, now)).status).toBe(409);

      const reject = (reason: string, token = STAFF_TOKEN) =>
        server.call('rejectSlip', `/admin/payments/${payment.referenceCode}/reject-slip`, {
          headers: { 'X-Admin-Token': token },
          body: { reason },
        });
      expect((await reject('wrong account', 'nope')).status).toBe(403);
      const rejected = await reject('The transfer went to another account');
      expect(rejected.body.detail).toMatchObject({
        status: 'waiting-payment',
        slipRejectReason: 'The transfer went to another account',
      });
      expect((await calls.order(orderId)).body.detail.statusId).toBe(1);
      expect((await reject('again')).status).toBe(409);

      const resent = await sendSlip(
        buyer.session,
        buyer.cartId,
        payment.amount,
        clock.now().toISOString(),
      );
      expect(resent.body.detail).toMatchObject({
        status: 'waiting-confirmation',
        slipRejectReason: null,
      });
      expect((await calls.staff(orderId, 'confirm-payment')).body.detail.statusId).toBe(3);
      expect((await calls.payment(buyer.cartId)).body.detail.status).toBe('paid');
    });

    it('is refused for a checkout paid another way, and for anyone else', async () => {
      const { buyer, payment } = await transferCheckout();
      const other = await newBuyer(server, catalogue, HONEY);
      const now = clock.now().toISOString();
      expect((await sendSlip(other.session, buyer.cartId, payment.amount, now)).status).toBe(404);
      const cod = await newBuyer(server, catalogue, HONEY);
      const calls = orderCalls(server, cod.session);
      const placed = await calls.checkOut(cod, 4);
      const refused = await sendSlip(
        cod.session,
        cod.cartId,
        placed.body.detail.payment.amount,
        now,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This checkout is not paid by bank transfer or PromptPay');
    });
  });

  describe('an order', () => {
    it('is followed through staff confirmation and shipping to the shopper confirming receipt', async () => {
      const buyer = await newBuyer(server, catalogue, HONEY);
      const calls = orderCalls(server, buyer.session);
      const placed = await calls.checkOut(buyer, 2);
      const [id = 0] = placed.body.detail.payment.orderIds;
      expect((await calls.order(id)).body.detail).toMatchObject({
        statusId: 1,
        status: 'Waiting for payment',
        canConfirmReceipt: false,
        shipTo: { name: 'สมศรี ใจดี', telephone: '0812345678' },
        total: 770,
      });
      expect((await calls.confirmReceipt(id)).status).toBe(409);
      const waiting = (token: string | null = STAFF_TOKEN) =>
        server.call('listAllOrders', '/admin/orders?statusId=1&perPage=60', {
          headers: token === null ? {} : { 'X-Admin-Token': token },
        });
      expect((await waiting()).body.detail.dataList.map((o) => o.id)).toContain(id);
      expect((await waiting(null)).status).toBe(403);
      expect((await calls.staff(id, 'ship')).status).toBe(409);
      expect((await calls.staff(id, 'confirm-payment', null)).status).toBe(403);
      expect((await calls.staff(id, 'confirm-payment', 'wrong')).status).toBe(403);
      expect((await calls.staff(id, 'confirm-payment')).body.detail.statusId).toBe(3);
      expect((await calls.payment(buyer.cartId)).body.detail).toMatchObject({
        status: 'paid',
        expiresAt: null,
      });
      expect((await calls.staff(id, 'ship')).body.detail).toMatchObject({
        statusId: 4,
        canConfirmReceipt: true,
      });
      expect((await calls.confirmReceipt(id)).body.detail).toMatchObject({
        statusId: 5,
        status: 'Complete',
      });
      expect((await calls.confirmReceipt(id)).body.detail.statusId).toBe(5);
      const counts = await calls.counts();
      expect(counts.body.detail.map((c) => [c.id, c.count])).toEqual([
        [0, 1],
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
        [5, 1],
        [6, 0],
      ]);
      const list = await calls.list('?statusId=5');
      expect(list.body.detail.dataList.map((o) => o.id)).toEqual([id]);
    });

    it('paid cash on delivery is ready to ship at once and never expires', async () => {
      const buyer = await newBuyer(server, catalogue, HONEY);
      const calls = orderCalls(server, buyer.session);
      const placed = await calls.checkOut(buyer, 4);
      expect(placed.body.detail.payment).toMatchObject({
        status: 'cash-on-delivery',
        expiresAt: null,
      });
      clock.advance(24 * 60 * 60_000);
      const [id = 0] = placed.body.detail.payment.orderIds;
      expect((await calls.order(id)).body.detail).toMatchObject({
        statusId: 3,
        paymentKind: 'cod',
      });
    });

    it('is anyone else a 404', async () => {
      const buyer = await newBuyer(server, catalogue, HONEY);
      const other = await newBuyer(server, catalogue, HONEY);
      const calls = orderCalls(server, buyer.session);
      const placed = await calls.checkOut(buyer, 2);
      const [id = 0] = placed.body.detail.payment.orderIds;
      const stranger = orderCalls(server, other.session);
      expect((await stranger.order(id)).status).toBe(404);
      expect((await stranger.confirmReceipt(id)).status).toBe(404);
      expect((await stranger.payment(buyer.cartId)).status).toBe(404);
    });
  });
});
