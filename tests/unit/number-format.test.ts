import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from '../../src/format/number.ts';
import { runs } from '../support/property-runs.ts';

// Intl is the reference: the hand-written patterns must agree with it in both languages.
const intlPrice = ['th-TH', 'en-US'].map(
  (tag) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'THB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const intlCount = ['th-TH', 'en-US'].map((tag) => new Intl.NumberFormat(tag));

describe('formatPrice (0,0.00)', () => {
  it('rounds to satang and groups thousands', () => {
    expect(formatPrice(1_000_000)).toBe('฿1,000,000.00');
    expect(formatPrice(1234.5)).toBe('฿1,234.50');
    expect(formatPrice(0.005)).toBe('฿0.01');
    expect(formatPrice(0)).toBe('฿0.00');
    expect(formatPrice(999.995)).toBe('฿1,000.00');
    expect(formatPrice(1.005)).toBe('฿1.01');
    expect(formatPrice(149_568_720_822.205)).toBe('฿149,568,720,822.21');
  });

  it('agrees with Intl in Thai and English for any amount a price can be', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (amount) => {
        for (const intl of intlPrice) expect(formatPrice(amount)).toBe(intl.format(amount));
      }),
      runs(20_000),
    );
  });

  it('agrees with Intl for negative amounts (a refund), sign before the baht sign', () => {
    expect(formatPrice(-1234.5)).toBe('-฿1,234.50');
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: -Number.MIN_VALUE, noNaN: true }), (amount) => {
        for (const intl of intlPrice) expect(formatPrice(amount)).toBe(intl.format(amount));
      }),
    );
  });

  it('agrees with Intl for whole satang amounts, where rounding ties live', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (satang) => {
        const amount = satang / 100;
        for (const intl of intlPrice) expect(formatPrice(amount)).toBe(intl.format(amount));
      }),
    );
  });
});

describe('formatCount (0,0)', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('agrees with Intl in Thai and English for any count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (count) => {
        for (const intl of intlCount) expect(formatCount(count)).toBe(intl.format(count));
      }),
    );
  });
});
