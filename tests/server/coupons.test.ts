// Coupon limits (a number of uses in all, a number per customer, single use): a use is taken
// when a checkout is placed and given back when it expires; racing placements of a single-use
// code give one order with it and clear refusals, in the spec's "invalid code" family, Thai and
// English. And money: no checkout, however large, overflows into a 5xx; one above the stated
// maximum is a 400 that says so.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { products } from '../../server/db/schema.ts';
import { coupons, couponUses } from '../../server/db/schema-orders.ts';
import { MAX_ORDER_SATANG } from '../../server/features/orders/checkout-rules.ts';
import { expireOverdue } from '../../server/features/orders/expiry.ts';
import { runs } from '../support/property-runs.ts';
import { testClock } from './support/accounts.ts';
import { cartCalls, type SeedProduct, seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const TEA = { urlKey: 'thai-tea-mix-400g', quantity: 1 };
const TRANSFER = 2;

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const server = useTestServer(driver, { now: clock.now });
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });

  /** A coupon of the test's own (20 baht off, no minimum) with the limits given. */
  async function couponWith(limits: { maxUses?: number; maxUsesPerCustomer?: number }) {
    const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
    await server.db.insert(coupons).values({
      code,
      nameTh: 'ทดสอบ',
      nameEn: 'test',
      discountSatang: 2000,
      minSpendSatang: 0,
      startsAt: new Date(clock.now().getTime() - 86_400_000),
      endsAt: new Date(clock.now().getTime() + 86_400_000),
      maxUses: limits.maxUses ?? null,
      maxUsesPerCustomer: limits.maxUsesPerCustomer ?? null,
    });
    return code;
  }

  /** A new buyer's checkout with `code`, worked out, then placed at the total shown. */
  async function buyerWith(code: string) {
    const buyer = await newBuyer(server, catalogue, TEA);
    const calls = orderCalls(server, buyer.session);
    const request = { cartId: buyer.cartId, promotionCode: code, paymentTypeId: TRANSFER };
    const calculated = await calls.calculate(request);
    const place = (options: { culture?: 'th' | 'en' } = {}) =>
      calls.place(
        {
          ...request,
          addressId: buyer.addressId,
          expectedTotal: calculated.body.detail.grandTotal,
        },
        randomUUID(),
        options,
      );
    return { buyer, calls, calculated, place };
  }

  it('the seed has one coupon of each kind, for a newcomer to try', async () => {
    const seeded = await server.db.select().from(coupons);
    const byCode = new Map(seeded.map((c) => [c.code, c]));
    expect(byCode.get('WELCOME50')).toMatchObject({ maxUsesPerCustomer: 1, maxUses: null });
    expect(byCode.get('MANGO20')).toMatchObject({ maxUses: 3, maxUsesPerCustomer: null });
    expect(byCode.get('LUCKY100')).toMatchObject({ maxUses: 1 });
    expect(byCode.get('HONEY10')).toMatchObject({ maxUses: null, maxUsesPerCustomer: null });
  });

  it('a code once per customer: the second checkout of the same customer is refused', async () => {
    const code = await couponWith({ maxUsesPerCustomer: 1 });
    const first = await buyerWith(code);
    expect((await first.place()).status).toBe(200);
    // The same customer, a new cart.
    const cart = cartCalls(server, catalogue);
    const saved = await cart.save({ orders: cart.ordersOf(TEA) }, { session: first.buyer.session });
    for (const [culture, words] of [
      ['en', 'body.promotionCode is not a valid code: you have used it as often as it allows'],
      ['th', 'body.promotionCode: โค้ดไม่ถูกต้อง: คุณใช้โค้ดนี้ครบจำนวนสิทธิ์แล้ว'],
    ] as const) {
      const again = await first.calls.calculate(
        { cartId: saved.body.detail.cartId, promotionCode: code },
        { culture },
      );
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(words);
    }
    // Another customer still may.
    expect((await (await buyerWith(code)).place()).status).toBe(200);
  });

  it('a code with uses in all: refused once they are taken, and usable again when a checkout expires', async () => {
    const code = await couponWith({ maxUses: 2 });
    const placed = [];
    for (let i = 0; i < 2; i++) {
      const buyer = await buyerWith(code);
      placed.push(await buyer.place());
    }
    expect(placed.map((answer) => answer.status)).toEqual([200, 200]);
    const late = await buyerWith(code);
    expect(late.calculated.status).toBe(400);
    expect(late.calculated.body.message).toBe(
      'body.promotionCode is not a valid code: it has been used up',
    );
    // Both checkouts expire unpaid: their uses come back.
    clock.advance(61 * 60_000);
    await expireOverdue(server.db, clock.now());
    const released = await server.db.select().from(couponUses);
    expect(released.filter((use) => use.releasedAt === null)).toHaveLength(0);
    const again = await buyerWith(code);
    expect(again.calculated.status).toBe(200);
    expect((await again.place()).status).toBe(200);
  });

  it('50 placements of a single-use code at once give exactly one order with it', async () => {
    const code = await couponWith({ maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyerWith(code)));
    for (const buyer of buyers) expect(buyer.calculated.status).toBe(200);
    const answers = await Promise.all(buyers.map((buyer) => buyer.place()));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // Refused under the coupon's lock (409, the checkout as it is) or, once the use is
    // committed, when the checkout is worked out again (400 on the code): the invalid-code words.
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([400, 409]).toContain(answer.status);
      expect(answer.body.message).toMatch(/is not a valid code: it has been used up/);
    }
    const [row] = await rowsOf<{ uses: number }>(
      server.db,
      sql`select count(*) as uses from coupon_uses u join coupons c on c.id = u.coupon_id
        where c.code = ${code}`,
    );
    expect(Number(row?.uses)).toBe(1);
    const [payments] = await rowsOf<{ placed: number }>(
      server.db,
      sql`select count(*) as placed from payments where promotion_code = ${code}`,
    );
    expect(Number(payments?.placed)).toBe(1);
  });

  describe('money without overflow', () => {
    it('property: any quantity up to the contract maximum of the dearest products gives no 5xx', async () => {
      const dearest = await rowsOf<{ urlKey: string; priceSatang: number }>(
        server.db,
        sql`select url_key as "urlKey", price_satang as "priceSatang" from products
          order by price_satang desc limit 3`,
      );
      // Stock is no limit here: the amounts are what is tried.
      await server.db
        .update(products)
        .set({ stock: 10_000_000 })
        .where(sql`url_key = any(${sql.param(dearest.map((p) => p.urlKey))}::text[])`);
      const buyer = await newBuyer(server, catalogue, TEA);
      const cart = cartCalls(server, catalogue);
      const calls = orderCalls(server, buyer.session);
      await fc.assert(
        fc.asyncProperty(
          fc.subarray(dearest, { minLength: 1 }),
          fc.integer({ min: 1, max: 9999 }),
          async (lines, quantity) => {
            const current = await cart.get(buyer.cartId, { session: buyer.session });
            const saved = await cart.save(
              {
                cartId: buyer.cartId,
                version: current.body.detail.version,
                orders: cart.ordersOf(...lines.map((line) => ({ urlKey: line.urlKey, quantity }))),
              },
              { session: buyer.session },
            );
            expect(saved.status).toBe(200);
            const calculated = await calls.calculate({ cartId: buyer.cartId });
            expect(calculated.status).toBeLessThan(500);
            const place = (expectedTotal: number) =>
              calls.place({
                cartId: buyer.cartId,
                addressId: buyer.addressId,
                paymentTypeId: TRANSFER,
                expectedTotal,
              });
            if (calculated.status === 200) {
              // Within the limit (after the products' own promotions): it may be placed.
              expect(calculated.body.detail.grandTotal * 100).toBeLessThanOrEqual(MAX_ORDER_SATANG);
              return;
            }
            expect(calculated.status).toBe(400);
            const [, total = ''] =
              /^body\.cartId comes to ([\d.]+) baht, above the 999999\.99 baht one order may come to/.exec(
                calculated.body.message,
              ) ?? [];
            expect(Number(total) * 100).toBeGreaterThan(MAX_ORDER_SATANG);
            const placed = await place(Number(total));
            expect(placed.status).toBe(400);
            expect(placed.body.message).toBe(calculated.body.message);
          },
        ),
        runs(25),
      );
      // 25 runs of three or four calls each: over the 5 s default on a busy 2-core machine.
    }, 30_000);

    it('refuses a checkout far above the maximum, and places one within it', async () => {
      await server.db
        .update(products)
        .set({ stock: 10_000_000 })
        .where(sql`url_key = 'raw-honeycomb-400g'`);
      const buyer = await newBuyer(server, catalogue, {
        urlKey: 'raw-honeycomb-400g',
        quantity: 9999,
      });
      const calls = orderCalls(server, buyer.session);
      const far = await calls.calculate({ cartId: buyer.cartId });
      expect(far.status).toBe(400);
      expect(far.body.message).toMatch(/above the 999999\.99 baht one order may come to/);
      const cart = cartCalls(server, catalogue);
      const current = await cart.get(buyer.cartId, { session: buyer.session });
      await cart.save(
        {
          cartId: buyer.cartId,
          version: current.body.detail.version,
          orders: cart.ordersOf({ urlKey: 'raw-honeycomb-400g', quantity: 10 }),
        },
        { session: buyer.session },
      );
      const placed = await calls.checkOut(buyer, TRANSFER);
      expect(placed.status).toBe(200);
      const [row] = await rowsOf<{ amount: number }>(
        server.db,
        sql`select amount_satang as amount from payments
          where reference_code = ${placed.body.detail.payment.referenceCode}`,
      );
      expect(row?.amount).toBe(Math.round(placed.body.detail.payment.amount * 100));
    });

    it('keeps every worked-out amount in 64-bit satang', async () => {
      const columns = await rowsOf<{ table: string; column: string; type: string }>(
        server.db,
        sql`select table_name as table, column_name as column, data_type as type
          from information_schema.columns
          where table_name in ('payments', 'orders', 'order_lines', 'card_sessions')
            and column_name like '%satang'`,
      );
      expect(columns.length).toBeGreaterThanOrEqual(10);
      for (const column of columns) expect(column).toMatchObject({ type: 'bigint' });
    });
  });
});
