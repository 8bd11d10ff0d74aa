// The checkout's pure rules against simple models, 10,000 runs each at full depth: a coupon's
// shares add up to its discount exactly, a coupon never takes more than the goods, the carriers
// offered are exactly those every product ships by and whose limit takes the weight, and cash on
// delivery needs every carrier to collect it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Carrier,
  carriersFor,
  channelAvailable,
  couponDiscount,
  shareOut,
} from '../../server/features/orders/checkout-rules.ts';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(10_000);
const satang = fc.integer({ min: 0, max: 10_000_000 });

describe('shareOut', () => {
  it('splits a total into whole satang that add up to it, none above its weight', () => {
    fc.assert(
      fc.property(fc.array(satang, { minLength: 1, maxLength: 8 }), fc.nat(), (weights, seed) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        const total = sum === 0 ? 0 : seed % (sum + 1);
        const shares = shareOut(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, i) => {
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
        });
      }),
      RUNS,
    );
  });
});

describe('couponDiscount', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const running = { startsAt: new Date('2026-01-01'), endsAt: new Date('2027-01-01') };
  it('never takes more than the goods nor less than nothing, and honours the minimum and cap', () => {
    fc.assert(
      fc.property(
        satang,
        fc.option(satang, { nil: null }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(satang, { nil: null }),
        satang,
        (goods, baht, percent, cap, minimum) => {
          const coupon = {
            ...running,
            discountSatang: baht,
            discountPercent: percent,
            maxDiscountSatang: cap,
            minSpendSatang: minimum,
          };
          const verdict = couponDiscount(coupon, goods, now);
          if (goods < minimum) {
            expect(verdict).toEqual({ ok: false, reason: 'below-minimum' });
            return;
          }
          if (!verdict.ok) throw new Error('refused a running coupon above its minimum');
          expect(verdict.discountSatang).toBeGreaterThanOrEqual(0);
          expect(verdict.discountSatang).toBeLessThanOrEqual(goods);
          if (cap !== null) expect(verdict.discountSatang).toBeLessThanOrEqual(cap);
          const raw = baht ?? Math.round((goods * percent) / 100);
          expect(verdict.discountSatang).toBe(Math.min(raw, cap ?? raw, goods));
        },
      ),
      RUNS,
    );
  });

  it('is refused before it starts and from the moment it ends', () => {
    const coupon = {
      ...running,
      discountSatang: 100,
      discountPercent: null,
      maxDiscountSatang: null,
      minSpendSatang: 0,
    };
    expect(couponDiscount(coupon, 1000, running.endsAt)).toEqual({
      ok: false,
      reason: 'not-running',
    });
    expect(couponDiscount(coupon, 1000, new Date('2025-12-31'))).toEqual({
      ok: false,
      reason: 'not-running',
    });
    expect(couponDiscount(coupon, 1000, now)).toEqual({ ok: true, discountSatang: 100 });
  });
});

const carrier = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  feeSatang: satang,
  sortOrder: fc.integer({ min: 0, max: 5 }),
  maxWeightGrams: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  cashOnDelivery: fc.boolean(),
});
const carriers = fc.uniqueArray(carrier, { selector: (c) => c.id, maxLength: 6 });
const ids = fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 6 });
const product = fc.record({
  weightGrams: fc.integer({ min: 0, max: 30_000 }),
  shippingIds: ids,
  paymentChannelIds: ids,
});

describe('carriersFor', () => {
  it('offers exactly the carriers every product ships by that take the weight, in sort order', () => {
    fc.assert(
      fc.property(
        fc.array(product, { minLength: 1, maxLength: 5 }),
        carriers,
        fc.integer({ min: 0, max: 60_000 }),
        (items, list, weight) => {
          const shared = list.filter((c) => items.every((p) => p.shippingIds.includes(c.id)));
          const fitting = shared.filter(
            (c) => c.maxWeightGrams === null || weight <= c.maxWeightGrams,
          );
          const verdict = carriersFor(items, weight, list);
          if (!shared.length) {
            expect(verdict).toEqual({ ok: false, reason: 'shipping-not-found' });
            return;
          }
          if (!fitting.length) {
            expect(verdict).toEqual({ ok: false, reason: 'shipping-service-not-found' });
            return;
          }
          if (!verdict.ok) throw new Error('refused carriers that fit');
          expect(new Set(verdict.carriers)).toEqual(new Set(fitting));
          const keys = verdict.carriers.map((c: Carrier) => c.sortOrder * 10 + c.id);
          expect(keys).toEqual([...keys].sort((a, b) => a - b));
        },
      ),
      RUNS,
    );
  });
});

describe('channelAvailable', () => {
  it('needs every product to take the channel, and for cash on delivery every carrier to collect', () => {
    fc.assert(
      fc.property(
        fc.array(product, { minLength: 1, maxLength: 5 }),
        carriers,
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (items, list, id, cod) => {
          const channel = { id, kind: cod ? ('cod' as const) : ('card' as const) };
          const expected =
            items.every((p) => p.paymentChannelIds.includes(id)) &&
            (!cod || list.every((c) => c.cashOnDelivery));
          expect(channelAvailable(channel, items, list)).toBe(expected);
        },
      ),
      RUNS,
    );
  });
});
