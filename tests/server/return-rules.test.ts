// A return's refund against exact fractions, 10,000 runs each at full depth: units refund no
// more than was paid for them (their price less their discount and their share of the coupon),
// nothing for no units, an order returned whole refunds no more than its total less shipping
// and less than a satang a line below it; the cashback taken back never exceeds what the units
// earned. And who may ask: delivered, not yet received, within the window.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoughtLine,
  returnRefusalOf,
  unitsCashbackSatang,
  unitsRefundSatang,
} from '../../server/features/orders/return-rules.ts';
import { STATUS } from '../../server/features/shared/order-status.ts';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(10_000);

/** A line as placing an order makes one: its discount and cashback within what it costs. */
const line: fc.Arbitrary<BoughtLine> = fc
  .record({
    quantity: fc.integer({ min: 1, max: 999 }),
    priceSatang: fc.integer({ min: 0, max: 10_000_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    cashbackShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ quantity, priceSatang, discountShare, cashbackShare }) => {
    const cost = priceSatang * quantity;
    const discountSatang = Math.floor(cost * discountShare);
    return {
      quantity,
      priceSatang,
      discountSatang,
      cashbackSatang: Math.floor((cost - discountSatang) * cashbackShare),
    };
  });

/** An order of lines, its coupon at most its goods, and a quantity to return of each line. */
const order = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 6 }),
    couponShare: fc.double({ min: 0, max: 1, noNaN: true }),
    returnedShares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
      minLength: 6,
      maxLength: 6,
    }),
  })
  .map(({ lines, couponShare, returnedShares }) => {
    const goods = lines.reduce((sum, l) => sum + l.priceSatang * l.quantity - l.discountSatang, 0);
    return {
      paid: { lines, couponDiscountSatang: Math.floor(goods * couponShare) },
      goods,
      returned: lines.map((l, i) => Math.round(l.quantity * (returnedShares[i] ?? 0))),
    };
  });

const net = (l: BoughtLine) => BigInt(l.priceSatang * l.quantity - l.discountSatang);

describe('unitsRefundSatang', () => {
  it('refunds whole satang, never more than was paid for the units, nothing for none', () => {
    fc.assert(
      fc.property(order, ({ paid, goods, returned }) => {
        const paidGoods = BigInt(goods - paid.couponDiscountSatang);
        paid.lines.forEach((l, i) => {
          const quantity = returned[i] ?? 0;
          const refund = unitsRefundSatang(paid, l, quantity);
          expect(Number.isSafeInteger(refund)).toBe(true);
          expect(refund).toBeGreaterThanOrEqual(0);
          if (quantity === 0) expect(refund).toBe(0);
          // refund <= net × quantity / bought × paidGoods / goods, exactly.
          expect(
            BigInt(refund) * BigInt(l.quantity) * BigInt(goods) <=
              net(l) * BigInt(quantity) * paidGoods,
          ).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('refunds an order returned whole at most its total less shipping, within a satang a line', () => {
    fc.assert(
      fc.property(order, ({ paid, goods }) => {
        const refunds = paid.lines.map((l) => unitsRefundSatang(paid, l, l.quantity));
        const total = refunds.reduce((sum, refund) => sum + refund, 0);
        const paidGoods = goods - paid.couponDiscountSatang;
        expect(total).toBeLessThanOrEqual(paidGoods);
        expect(total).toBeGreaterThan(paidGoods - paid.lines.length);
      }),
      RUNS,
    );
  });
});

describe('unitsCashbackSatang', () => {
  it('takes back no more than the units earned, all of it for the whole line', () => {
    fc.assert(
      fc.property(line, fc.double({ min: 0, max: 1, noNaN: true }), (l, share) => {
        const quantity = Math.round(l.quantity * share);
        const taken = unitsCashbackSatang(l, quantity);
        expect(taken * l.quantity).toBeLessThanOrEqual(l.cashbackSatang * quantity);
        expect(unitsCashbackSatang(l, l.quantity)).toBe(l.cashbackSatang);
      }),
      RUNS,
    );
  });
});

describe('returnRefusalOf', () => {
  const now = new Date('2026-12-10T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  it('takes a delivered order not yet received, within 7 days of its delivery', () => {
    const shipped = { statusId: STATUS.shipped };
    expect(returnRefusalOf({ ...shipped, deliveredAt: daysAgo(6.9) }, now)).toBeNull();
    expect(returnRefusalOf({ ...shipped, deliveredAt: daysAgo(7) }, now)).toBe('window-over');
    expect(returnRefusalOf({ ...shipped, deliveredAt: null }, now)).toBe('not-delivered');
    const received = { statusId: STATUS.complete, deliveredAt: daysAgo(1) };
    expect(returnRefusalOf(received, now)).toBe('received');
    const ready = { statusId: STATUS.readyToShip, deliveredAt: null };
    expect(returnRefusalOf(ready, now)).toBe('not-delivered');
  });
});
