import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, defaultChoice, offerOf } from '../../machines/cart/offer.ts';
import { pageCountOf, pageWindow } from '../../src/ui/pager/page-window.ts';

describe('quantity', () => {
  it('property: always a whole number from 1 up to what is available', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 10_000 }), (value, available) => {
        const quantity = clampQuantity(value, available);
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(1);
        expect(quantity).toBeLessThanOrEqual(available);
      }),
    );
  });

  it('less than 1 resets to 1, more than available stops there', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
  });
});

describe('offer of the chosen options', () => {
  const product = {
    price: 159,
    fullPrice: 189,
    discountPercent: 16,
    availableQuantity: 125,
    attributes: [
      {
        id: 1,
        name: 'ขนาด',
        options: [
          { id: 1, label: '250 กรัม', price: 159, availableQuantity: 0 },
          { id: 2, label: '500 กรัม', price: 279, availableQuantity: 65 },
        ],
      },
    ],
  };

  it('starts on the first option in stock', () => {
    expect(defaultChoice(product)).toEqual({ 1: 2 });
  });

  it('an option with its own price shows that price, without the product discount', () => {
    expect(offerOf(product, { 1: 2 })).toEqual({
      price: 279,
      fullPrice: 279,
      discountPercent: 0,
      available: 65,
    });
  });

  it('the listed price keeps its full price and discount; stock is the option stock', () => {
    expect(offerOf(product, { 1: 1 })).toEqual({
      price: 159,
      fullPrice: 189,
      discountPercent: 16,
      available: 0,
    });
  });

  it('without attributes the offer is the product itself', () => {
    expect(offerOf({ ...product, attributes: [] }, {})).toEqual({
      price: 159,
      fullPrice: 189,
      discountPercent: 16,
      available: 125,
    });
  });
});

describe('pager window', () => {
  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('property: pages ascend, include first, current and last, never two gaps in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const count = Math.max(a, b);
        const current = Math.min(a, b);
        const items = pageWindow(current, count);
        const pages = items.filter((item): item is number => item !== 'gap');
        expect(pages).toEqual([...pages].sort((x, y) => x - y));
        expect(pages).toContain(1);
        expect(pages).toContain(current);
        expect(pages).toContain(count);
        items.forEach((item, i) => {
          if (item === 'gap') expect(items[i + 1]).not.toBe('gap');
        });
      }),
    );
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(35, 10)).toBe(4);
    expect(pageCountOf(66, 15)).toBe(5);
  });
});
