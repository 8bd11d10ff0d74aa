import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProductSearch } from '../../machines';

const paramsOf = (href: string) => new URL(href, 'https://shop.example').searchParams;
const filterName = fc.constantFrom(
  'sortBy',
  'startprice',
  'endprice',
  'discount',
  'rating',
  'payment',
  'shipping',
);
const filters = fc.dictionary(filterName, fc.string(), { maxKeys: 7 });
const text = fc.string().filter((s) => s.trim() !== '');

describe('buildProductSearch', () => {
  it('starts a fresh /product search from any other page', () => {
    expect(buildProductSearch(null, '  tomato juice ')).toBe('/product?search=tomato+juice');
  });

  it('keeps the current filters on /product, commas readable', () => {
    expect(buildProductSearch('?sortBy=2&discount=10,20&search=old', 'honey')).toBe(
      '/product?sortBy=2&discount=10,20&search=honey',
    );
  });

  it('property: the search is the trimmed text and every other filter is kept', () => {
    fc.assert(
      fc.property(filters, text, (current, typed) => {
        const href = buildProductSearch(new URLSearchParams(current), typed);
        const params = paramsOf(href);
        expect(href.startsWith('/product?')).toBe(true);
        expect(params.get('search')).toBe(typed.trim());
        for (const [name, value] of Object.entries(current)) expect(params.get(name)).toBe(value);
      }),
    );
  });

  it('property: a blank text drops the search and keeps the filters', () => {
    fc.assert(
      fc.property(filters, fc.stringMatching(/^\s*$/), (current, blank) => {
        const params = paramsOf(
          buildProductSearch(new URLSearchParams({ ...current, search: 'x' }), blank),
        );
        expect(params.has('search')).toBe(false);
        expect(Object.fromEntries(params)).toEqual(current);
      }),
    );
  });
});
