// The cashback an attributed order earns (issue 35), in the ledger, on PGlite and PostgreSQL:
// it waits once the order is paid (by staff's confirmation, or by card through the provider's
// webhook; cash on delivery when placed), with its reason and the date it is expected, the
// amount fixed at placement; it is confirmed only once the order is complete and its return
// window has passed, which staff decide as at a later time (confirm-cashback's asOf: no test
// waits), and running that again, or twice at once, appends nothing; an order that expires
// unpaid, or earns nothing, appends nothing; a payment confirmed twice waits once, and
// payments racing for one affiliate's chain each wait (on PostgreSQL, truly at once).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/tables.ts';
import { waitingCashbackOf } from '../../server/features/affiliates/waiting-cashback.ts';
import { expireOverdue } from '../../server/features/orders/expiry.ts';
import type { StripeStandIn } from '../../server/features/orders/stripe-stand-in/index.ts';
import { expectedConfirmationAt } from '../../server/features/shared/cashback-rules.ts';
import { entriesOf, totalsFor } from '../../server/features/shared/ledger.ts';
import { testClock } from './support/accounts.ts';
import {
  attributedBuyer,
  attributionOfOrders,
  clickOf,
  cookiesOf,
  newAffiliate,
} from './support/affiliates.ts';
import { type SeedProduct, seededProducts } from './support/cart.ts';
import { orderCalls, STAFF_TOKEN } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HONEY = { urlKey: 'wild-forest-honey-500g', quantity: 2 };
const TEA = { urlKey: 'thai-tea-mix-400g', quantity: 1 };
const PUBLIC_URL = 'http://shop.localhost:3000';
const TRANSFER = 2;
const COD = 4;

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  let standIn: StripeStandIn | undefined;
  const server = useTestServer(driver, {
    now: clock.now,
    adminToken: STAFF_TOKEN,
    publicUrl: PUBLIC_URL,
    onStripeStandIn: (played) => {
      standIn = played;
    },
  });
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });

  /** A checkout placed through a fresh affiliate's click, paid by `paymentTypeId`. */
  async function attributedCheckout(paymentTypeId: number, ...lines: (typeof HONEY)[]) {
    const affiliate = await newAffiliate(server);
    const clickId = await clickOf(server, affiliate.affiliateCode);
    const buyer = await attributedBuyer(
      server,
      catalogue,
      cookiesOf(affiliate.affiliateCode, clickId),
      ...(lines.length ? lines : [HONEY]),
    );
    const calls = orderCalls(server, buyer.session);
    const placed = await calls.checkOut(buyer, paymentTypeId);
    expect(placed.status).toBe(200);
    const { payment } = placed.body.detail;
    const [order] = await attributionOfOrders(server, payment.orderIds);
    expect(order?.affiliateUserId).toBe(affiliate.userId);
    return { affiliate, buyer, calls, payment, orderId: order?.orderId ?? 0, order };
  }
  const staff = (orderId: number, action: string) => orderCalls(server, '').staff(orderId, action);
  const confirmCashback = (body: { asOf?: string }, token: string | null = STAFF_TOKEN) =>
    server.call('confirmCashback', '/admin/cashback/confirm', {
      body,
      headers: token === null ? {} : { 'X-Admin-Token': token },
    });
  const kindsOf = async (userId: number) =>
    (await entriesOf(server.db, userId)).map((entry) => entry.kind);

  it('waits once paid, with its reason and expected date; confirmed once complete and past its window', async () => {
    const { affiliate, payment, orderId, order } = await attributedCheckout(TRANSFER);
    expect(await kindsOf(affiliate.userId)).toEqual([]);

    const paidAt = clock.now();
    expect((await staff(orderId, 'confirm-payment')).status).toBe(200);
    // Told twice, it waits once.
    expect((await staff(orderId, 'confirm-payment')).status).toBe(409);
    const [waiting] = await entriesOf(server.db, affiliate.userId);
    expect(waiting).toMatchObject({
      kind: 'cashback.waiting',
      sourceType: 'order',
      sourceId: String(orderId),
      amountSatang: order?.cashbackSatang,
      reason: payment.referenceCode,
      expectedAt: expectedConfirmationAt(paidAt),
    });
    expect(order?.cashbackSatang).toBeGreaterThan(0);
    // A later change of the product's cashback moves nothing already placed.
    await server.db
      .update(products)
      .set({ cashbackSatang: 1 })
      .where(eq(products.id, catalogue.get(HONEY.urlKey)?.id ?? 0));

    clock.advance(2 * DAY_MS);
    expect((await staff(orderId, 'ship')).status).toBe(200);
    clock.advance(DAY_MS);
    const completedAt = clock.now();
    expect((await staff(orderId, 'complete')).status).toBe(200);
    expect(await waitingCashbackOf(server.db, affiliate.userId)).toEqual([
      {
        orderId,
        amountSatang: order?.cashbackSatang,
        reason: payment.referenceCode,
        waitingSince: paidAt,
        expectedAt: new Date(completedAt.getTime() + 7 * DAY_MS),
      },
    ]);

    // Not before the return window has passed, whoever asks.
    const early = new Date(completedAt.getTime() + 7 * DAY_MS - 1).toISOString();
    expect((await confirmCashback({ asOf: early })).body.detail).toMatchObject({ confirmed: 0 });
    await server.app.sweep();
    expect(await kindsOf(affiliate.userId)).toEqual(['cashback.waiting']);

    const due = new Date(completedAt.getTime() + 7 * DAY_MS).toISOString();
    const runs = await Promise.all([
      confirmCashback({ asOf: due }),
      confirmCashback({ asOf: due }),
    ]);
    expect(runs.map((run) => run.status)).toEqual([200, 200]);
    expect(runs.reduce((sum, run) => sum + run.body.detail.confirmed, 0)).toBe(1);
    expect((await confirmCashback({ asOf: due })).body.detail).toEqual({
      asOf: due,
      confirmed: 0,
      amount: 0,
    });
    expect(await kindsOf(affiliate.userId)).toEqual(['cashback.waiting', 'cashback.confirmed']);
    const confirmed = (await entriesOf(server.db, affiliate.userId))[1];
    // Dated when it was appended, not at the time staff decided as of.
    expect(confirmed?.createdAt).toEqual(clock.now());
    expect(await totalsFor(server.db, affiliate.userId)).toMatchObject({
      waitingSatang: 0,
      confirmedSatang: order?.cashbackSatang,
      balanceSatang: order?.cashbackSatang,
    });
    expect(await waitingCashbackOf(server.db, affiliate.userId)).toEqual([]);
  });

  it("is confirmed by the server's own sweep once the clock passes the window", async () => {
    const { affiliate, orderId } = await attributedCheckout(TRANSFER, TEA);
    for (const move of ['confirm-payment', 'ship', 'complete'])
      expect((await staff(orderId, move)).status).toBe(200);
    clock.advance(7 * DAY_MS - 60_000);
    await server.app.sweep();
    expect(await kindsOf(affiliate.userId)).toEqual(['cashback.waiting']);
    clock.advance(60_000);
    await server.app.sweep();
    await server.app.sweep();
    expect(await kindsOf(affiliate.userId)).toEqual(['cashback.waiting', 'cashback.confirmed']);
  });

  it("waits for each of an affiliate's checkouts paid at once, racing for one chain", async () => {
    const affiliate = await newAffiliate(server);
    const orderIds = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const clickId = await clickOf(server, affiliate.affiliateCode);
        const buyer = await attributedBuyer(
          server,
          catalogue,
          cookiesOf(affiliate.affiliateCode, clickId),
          TEA,
        );
        const placed = await orderCalls(server, buyer.session).checkOut(buyer, TRANSFER);
        return placed.body.detail.payment.orderIds[0] ?? 0;
      }),
    );
    const paid = await Promise.all(orderIds.map((id) => staff(id, 'confirm-payment')));
    expect(paid.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const entries = await entriesOf(server.db, affiliate.userId);
    expect(entries.map((entry) => [entry.seq, entry.kind])).toEqual(
      [1, 2, 3, 4].map((seq) => [seq, 'cashback.waiting']),
    );
    expect(entries.map((entry) => Number(entry.sourceId)).sort((a, b) => a - b)).toEqual(
      [...orderIds].sort((a, b) => a - b),
    );
    expect((await totalsFor(server.db, affiliate.userId)).balanceSatang).toBe(0);
  });

  it('waits from placement for cash on delivery, which is ready to ship at once', async () => {
    const { affiliate, payment, order } = await attributedCheckout(COD);
    expect(payment.status).toBe('cash-on-delivery');
    expect(await entriesOf(server.db, affiliate.userId)).toEqual([
      expect.objectContaining({
        kind: 'cashback.waiting',
        amountSatang: order?.cashbackSatang,
        reason: payment.referenceCode,
        expectedAt: expectedConfirmationAt(clock.now()),
      }),
    ]);
  });

  it('waits once the card provider says the order is paid', async () => {
    const { affiliate, buyer, orderId } = await attributedCheckout(1, TEA);
    const started = await server.call('startCardPayment', `/payment/${buyer.cartId}/card`, {
      session: buyer.session,
    });
    const path = started.body.detail.redirectUrl.replace(PUBLIC_URL, '');
    const paid = await server.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' }),
    });
    expect(paid.status).toBe(303);
    await standIn?.idle();
    expect(await entriesOf(server.db, affiliate.userId)).toEqual([
      expect.objectContaining({ kind: 'cashback.waiting', sourceId: String(orderId) }),
    ]);
  });

  it('earns nothing from an order that expires unpaid, even confirmed too late', async () => {
    const { affiliate, orderId } = await attributedCheckout(TRANSFER);
    clock.advance(61 * 60_000);
    expect(await expireOverdue(server.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect((await staff(orderId, 'confirm-payment')).status).toBe(409);
    expect(
      (await confirmCashback({ asOf: new Date(Date.now() + 365 * DAY_MS).toISOString() })).status,
    ).toBe(200);
    expect(await entriesOf(server.db, affiliate.userId)).toEqual([]);
  });

  it('appends nothing for an attributed order whose products earn nothing', async () => {
    const mask = { urlKey: 'honey-face-mask-100g', quantity: 1 };
    await server.db
      .update(products)
      .set({ cashbackSatang: 0 })
      .where(eq(products.id, catalogue.get(mask.urlKey)?.id ?? 0));
    const { affiliate, orderId, order } = await attributedCheckout(TRANSFER, mask);
    expect(order?.cashbackSatang).toBe(0);
    expect((await staff(orderId, 'confirm-payment')).status).toBe(200);
    expect(await entriesOf(server.db, affiliate.userId)).toEqual([]);
  });

  it('is confirmed by staff only: a wrong token or a date that is not one is refused', async () => {
    expect((await confirmCashback({}, 'wrong')).status).toBe(403);
    expect((await confirmCashback({}, null)).status).toBe(403);
    const bad = await confirmCashback({ asOf: '2026-02-30T00:00:00Z' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual([expect.objectContaining({ field: 'body.asOf' })]);
    const now = await confirmCashback({});
    expect(now.body.detail.asOf).toBe(clock.now().toISOString());
  });
});
