// A live post's selling price and the cashback it leaves (issue 36, spec section 4), for every
// list price, cashback and price.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayCashbackSatang,
  isValidPriceToSell,
  lowestPriceSatang,
} from '../../server/features/live/post-product-price.ts';

const priceArb = fc
  .record({
    listPriceSatang: fc.integer({ min: 1, max: 10_000_000 }),
    cashbackShare: fc.integer({ min: 0, max: 100 }),
    priceSatang: fc.integer({ min: 0, max: 12_000_000 }),
  })
  .map(({ listPriceSatang, cashbackShare, priceSatang }) => ({
    listPriceSatang,
    cashbackSatang: Math.floor((listPriceSatang * cashbackShare) / 100),
    priceSatang,
  }));

describe('the cashback a cut price leaves', () => {
  it('is the examples the spec means', () => {
    const honey = { listPriceSatang: 259_00, cashbackSatang: 20_00 };
    expect(displayCashbackSatang({ ...honey, priceSatang: 259_00 })).toBe(20_00);
    expect(displayCashbackSatang({ ...honey, priceSatang: 249_00 })).toBe(10_00);
    expect(displayCashbackSatang({ ...honey, priceSatang: 239_00 })).toBe(0);
    expect(displayCashbackSatang({ ...honey, priceSatang: 199_00 })).toBe(0);
    expect(displayCashbackSatang({ ...honey, priceSatang: 300_00 })).toBe(20_00);
    expect(isValidPriceToSell({ ...honey, priceSatang: 239_00 })).toBe(true);
    expect(isValidPriceToSell({ ...honey, priceSatang: 238_99 })).toBe(false);
    expect(isValidPriceToSell({ ...honey, priceSatang: 259_01 })).toBe(false);
  });

  it('stays between none and the whole cashback, and never rises as the price falls', () => {
    fc.assert(
      fc.property(priceArb, fc.integer({ min: 0, max: 1_000_000 }), (price, cut) => {
        const shown = displayCashbackSatang(price);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThanOrEqual(price.cashbackSatang);
        const lower = { ...price, priceSatang: Math.max(0, price.priceSatang - cut) };
        expect(displayCashbackSatang(lower)).toBeLessThanOrEqual(shown);
      }),
    );
  });

  it('takes a price exactly when its cut is all paid by the cashback, and then shows what is left', () => {
    fc.assert(
      fc.property(priceArb, (price) => {
        const { listPriceSatang, cashbackSatang, priceSatang } = price;
        const valid = isValidPriceToSell(price);
        expect(valid).toBe(
          priceSatang <= listPriceSatang && priceSatang >= lowestPriceSatang(price),
        );
        if (valid)
          expect(displayCashbackSatang(price)).toBe(
            cashbackSatang - (listPriceSatang - priceSatang),
          );
        expect(priceSatang > 0 || !valid).toBe(true);
      }),
    );
  });
});
