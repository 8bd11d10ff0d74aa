// Paying a live order through the checkout (issue 36), on PGlite and PostgreSQL: once its post
// has finished, the member who took it checks it out by its checkoutId as any cart, its lines at
// the post's prices under no promotion; placing takes no stock (the comments took it) and moves
// it to the payment, once however often or however many at a time it is tried; paid, the cashback
// left at the post's price waits for the post's seller in the ledger; an expired payment gives
// the order back open under a new id, and the order still expires at its own time, its stock back
// once.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { products } from '../../server/db/tables.ts';
import type { PageStandIn } from '../../server/features/live/page/stand-in/index.ts';
import { entriesOf } from '../../server/features/shared/ledger.ts';
import { testClock } from './support/accounts.ts';
import { newShopper } from './support/cart.ts';
import {
  type LiveProduct,
  productDealer,
  productsWithoutOptions,
  startLiveSale,
} from './support/live.ts';
import { addressOf, orderCalls, STAFF_TOKEN } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const TRANSFER = 2;
const HOUR_MS = 3_600_000;
const EXPIRY_MINUTES = 60;

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  let standIn: PageStandIn | undefined;
  const server = useTestServer(driver, {
    now: clock.now,
    adminToken: STAFF_TOKEN,
    orderExpiryMinutes: EXPIRY_MINUTES,
    onPageStandIn: (played) => {
      standIn = played;
    },
  });
  let stock: LiveProduct[] = [];
  beforeAll(async () => {
    // Products that earn cashback, so a price below the list price is allowed.
    stock = await productsWithoutOptions(server, sql`p.cashback_satang >= 100`);
  });
  const fresh = productDealer(() => stock);
  let sales = 0;

  /**
   * A live sale of 10 units at 1 baht below the list price; a member's comment ordering
   * `quantity`, the order taken as theirs; `finish` ends the sale.
   */
  async function takenOrder(quantity = 3) {
    const product = fresh();
    const priceSatang = product.priceSatang - 100;
    const sale = await startLiveSale(server, standIn, {
      pageName: `เพจชำระ ${driver} ${++sales}`,
      product,
      units: 10,
      priceSatang,
    });
    const comment = await standIn?.comment(sale.post.id, 'ผู้ซื้อ', `CF A1 ${quantity}`, 'once');
    const link = /\/live\/order\/1\/(\d+)\?code=([A-Za-z0-9_-]+)/.exec(comment?.reply ?? '');
    const id = Number(link?.[1]);
    const buyer = await newShopper(server);
    const addressId = await addressOf(server, buyer.userId);
    const claimed = await server.call('claimLiveOrder', `/live/orders/${id}/claim`, {
      session: buyer.session,
      body: { code: link?.[2] },
    });
    expect(claimed.status).toBe(200);
    const read = () =>
      server.call('getLiveOrder', `/live/orders/${id}`, { session: buyer.session });
    const stockLeft = async () =>
      (await server.db.select().from(products).where(eq(products.id, product.id)))[0]?.stock;
    const finish = () =>
      server.call('moveLivePost', `/live/posts/${sale.livePostId}/finish`, {
        session: sale.seller.session,
      });
    return {
      ...sale,
      product,
      priceSatang,
      quantity,
      id,
      buyer,
      addressId,
      calls: orderCalls(server, buyer.session),
      read,
      stockLeft,
      finish,
    };
  }

  const checkoutIdOf = async (id: number) =>
    (
      await rowsOf<{ checkoutId: string }>(
        server.db,
        sql`select checkout_id as "checkoutId" from live_orders where id = ${id}`,
      )
    )[0]?.checkoutId ?? '';

  /** The order's checkout worked out and placed by transfer at the total shown. */
  async function placed(order: Awaited<ReturnType<typeof takenOrder>>, key?: string) {
    const cartId = (await order.read()).body.detail.checkoutId ?? '';
    const { body } = await order.calls.calculate({ cartId, paymentTypeId: TRANSFER });
    return order.calls.place(
      {
        cartId,
        addressId: order.addressId,
        paymentTypeId: TRANSFER,
        expectedTotal: body.detail.grandTotal,
      },
      key,
    );
  }

  it('opens the checkout once the post has finished, at the post prices, taking no stock again', async () => {
    const order = await takenOrder(3);
    // While the post is live its checkout is not offered, nor may it be used.
    expect((await order.read()).body.detail).toMatchObject({ checkoutId: null, payBy: null });
    const early = await order.calls.calculate({ cartId: await checkoutIdOf(order.id) });
    expect(early.status).toBe(400);
    expect(early.body.detail).toEqual([{ field: 'body.cartId', message: expect.any(String) }]);

    expect((await order.finish()).status).toBe(200);
    const shown = (await order.read()).body.detail;
    expect(shown.checkoutId).toBe(await checkoutIdOf(order.id));
    const checkout = await order.calls.calculate({
      cartId: shown.checkoutId,
      paymentTypeId: TRANSFER,
    });
    expect(checkout.status).toBe(200);
    const [seller] = checkout.body.detail.orders;
    expect(checkout.body.detail.orders).toHaveLength(1);
    expect(seller?.products).toMatchObject([
      { productId: order.product.id, quantity: 3, price: order.priceSatang / 100 },
    ]);
    expect(seller?.discount).toBe(0);
    expect(checkout.body.detail.problems).toEqual([]);
    expect(checkout.body.detail.grandTotal).toBe(
      (3 * order.priceSatang) / 100 + (seller?.shippingFee ?? 0),
    );

    expect(await order.stockLeft()).toBe(7);
    const answer = await placed(order);
    expect(answer.status).toBe(200);
    const { payment } = answer.body.detail;
    expect(payment).toMatchObject({ cartId: shown.checkoutId, status: 'waiting-payment' });
    expect(answer.body.detail.newCartId).toBeNull();
    // Held since the comment: the stock is not taken a second time.
    expect(await order.stockLeft()).toBe(7);
    expect((await order.read()).body.detail).toMatchObject({
      status: 'checked-out',
      checkoutId: null,
      payment: {
        cartId: payment.cartId,
        referenceCode: payment.referenceCode,
        status: 'waiting-payment',
      },
    });
    // The payment pages take it as any checkout's.
    expect((await order.calls.payment(payment.cartId)).body.detail).toMatchObject({
      referenceCode: payment.referenceCode,
    });
  });

  it('places it once: a retry answers the same payment, another attempt or a race is refused', async () => {
    const order = await takenOrder(2);
    await order.finish();
    const key = crypto.randomUUID();
    const first = await placed(order, key);
    expect(first.status).toBe(200);
    const cartId = first.body.detail.payment.cartId;
    const replayed = await order.calls.place(
      {
        cartId,
        addressId: order.addressId,
        paymentTypeId: TRANSFER,
        expectedTotal: first.body.detail.payment.amount,
      },
      key,
    );
    expect(replayed.status).toBe(200);
    expect(replayed.body.detail.payment.referenceCode).toBe(
      first.body.detail.payment.referenceCode,
    );
    const again = await order.calls.place(
      {
        cartId,
        addressId: order.addressId,
        paymentTypeId: TRANSFER,
        expectedTotal: first.body.detail.payment.amount,
      },
      crypto.randomUUID(),
    );
    expect(again.status).toBe(400);

    const raced = await takenOrder(2);
    await raced.finish();
    const cartIdOfRace = (await raced.read()).body.detail.checkoutId ?? '';
    const { body } = await raced.calls.calculate({ cartId: cartIdOfRace, paymentTypeId: TRANSFER });
    const request = {
      cartId: cartIdOfRace,
      addressId: raced.addressId,
      paymentTypeId: TRANSFER,
      expectedTotal: body.detail.grandTotal,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => raced.calls.place(request, crypto.randomUUID())),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const payments = await rowsOf<{ count: number }>(
      server.db,
      sql`select count(*)::integer as count from payments where cart_id = ${cartIdOfRace}`,
    );
    expect(payments[0]?.count).toBe(1);
    expect(await raced.stockLeft()).toBe(8);
  });

  it("is the member's alone, and refuses a tampered total or a customer's link", async () => {
    const order = await takenOrder(1);
    await order.finish();
    const cartId = (await order.read()).body.detail.checkoutId ?? '';
    const other = await newShopper(server);
    const theirs = orderCalls(server, other.session);
    expect((await theirs.calculate({ cartId })).status).toBe(404);
    const guest = await server.call('calculateCheckout', '/order/calculate', { body: { cartId } });
    expect(guest.status).toBe(401);

    const request = { cartId, addressId: order.addressId, paymentTypeId: TRANSFER };
    const cheap = await order.calls.place({ ...request, expectedTotal: 1 });
    expect(cheap.status).toBe(409);
    const forCustomer = await order.calls.place({
      ...request,
      expectedTotal: 1,
      forCustomer: true,
    });
    expect(forCustomer.status).toBe(400);
    // Another's address is not this member's to ship to.
    const elsewhere = await order.calls.place({
      ...request,
      addressId: await addressOf(server, other.userId),
      expectedTotal: 1,
    });
    expect(elsewhere.status).toBe(400);
    expect(await order.stockLeft()).toBe(9);
    expect((await order.read()).body.detail.status).toBe('open');
  });

  it("credits the cashback left at the post's price to the seller once paid", async () => {
    const order = await takenOrder(3);
    await order.finish();
    const answer = await placed(order);
    const [orderId] = answer.body.detail.payment.orderIds;
    expect(await entriesOf(server.db, order.seller.userId)).toEqual([]);
    expect((await order.calls.staff(orderId ?? 0, 'confirm-payment')).status).toBe(200);
    const [waiting] = await entriesOf(server.db, order.seller.userId);
    // The list price cut by 1 baht: 1 baht less cashback on each unit.
    expect(waiting).toMatchObject({
      kind: 'cashback.waiting',
      sourceId: String(orderId),
      amountSatang: 3 * (order.product.cashbackSatang - 100),
      reason: answer.body.detail.payment.referenceCode,
    });
    expect((await order.read()).body.detail.payment?.status).toBe('paid');
    // Nothing for the buyer: they earn no cashback on what they buy.
    expect(await entriesOf(server.db, order.buyer.userId)).toEqual([]);
  });

  it('gives the order back open when its payment expires, then expires it at its own time', async () => {
    const order = await takenOrder(4);
    await order.finish();
    const before = (await order.read()).body.detail.checkoutId;
    expect((await placed(order)).status).toBe(200);
    clock.advance(EXPIRY_MINUTES * 60_000 + 1_000);
    await server.app.sweep();
    const reopened = (await order.read()).body.detail;
    expect(reopened).toMatchObject({ status: 'open', payment: null });
    expect(reopened.checkoutId).not.toBeNull();
    expect(reopened.checkoutId).not.toBe(before);
    // Its comments' stock stays with it, and it may be checked out again.
    expect(await order.stockLeft()).toBe(6);
    const second = await placed(order);
    expect(second.status).toBe(200);
    expect(second.body.detail.payment.cartId).toBe(reopened.checkoutId);

    // The second payment expires after the order's own time to pay: expired, its stock back once.
    clock.advance(24 * HOUR_MS);
    await Promise.all([server.app.sweep(), server.app.sweep()]);
    await server.app.sweep();
    expect((await order.read()).body.detail).toMatchObject({ status: 'expired', checkoutId: null });
    expect(await order.stockLeft()).toBe(10);
    await server.app.sweep();
    expect(await order.stockLeft()).toBe(10);
  });

  it('refuses a checkout past its time to pay, before the sweep has marked it', async () => {
    const order = await takenOrder(1);
    await order.finish();
    const cartId = (await order.read()).body.detail.checkoutId ?? '';
    clock.advance(24 * HOUR_MS + 1_000);
    expect((await order.read()).body.detail).toMatchObject({ status: 'expired', checkoutId: null });
    const late = await order.calls.calculate({ cartId });
    expect(late.status).toBe(400);
  });
});
