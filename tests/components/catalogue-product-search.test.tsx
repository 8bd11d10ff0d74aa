import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRODUCT_SORTS,
  type ProductSearch,
  parseProductSearch,
  SEARCH_MAX_LENGTH,
  serialiseProductSearch,
} from '../../src/features/catalogue/search/product-search.ts';
import {
  toggled,
  toProductListQuery,
  withFilters,
  withoutFilters,
} from '../../src/features/catalogue/search/search-changes.ts';

/** A product search as the app builds it: valid values, lists sorted without duplicates. */
const sortedList = (item: fc.Arbitrary<number>) =>
  fc
    .uniqueArray(item, { minLength: 1, maxLength: 5 })
    .map((items) => [...items].sort((a, b) => a - b));
const bahtAmount = fc.integer({ min: 0, max: 99_999_999 }).map((satang) => satang / 100);
const searchText = fc
  .string({ minLength: 1, maxLength: SEARCH_MAX_LENGTH, unit: 'grapheme' })
  .map((text) => text.trim())
  .filter((text) => text.length > 0 && text.length <= SEARCH_MAX_LENGTH);
const productSearch: fc.Arbitrary<ProductSearch> = fc.record(
  {
    search: fc.oneof(searchText, fc.constantFrom('123', 'true', 'null', '1e3', '"น้ำผึ้ง"', '[1]')),
    sortBy: fc.constantFrom(...PRODUCT_SORTS),
    startprice: bahtAmount,
    endprice: bahtAmount,
    discount: sortedList(fc.integer({ min: 1, max: 100 })),
    rating: sortedList(fc.integer({ min: 1, max: 5 })),
    payment: sortedList(fc.integer({ min: 1, max: 999_999_999 })),
    shipping: sortedList(fc.integer({ min: 1, max: 999_999_999 })),
    pageNo: fc.integer({ min: 1, max: 100_000 }),
  },
  { requiredKeys: [] },
);

/** Whatever a URL can hold after TanStack's parser: text, numbers, booleans, arrays, junk. */
const rawValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer())),
  fc.stringMatching(/^\d{1,3}(,\d{1,3}){0,3}$/),
);
const rawSearch = fc.dictionary(
  fc.constantFrom(
    'search',
    'sortBy',
    'startprice',
    'endprice',
    'discount',
    'rating',
    'payment',
    'shipping',
    'pageNo',
  ),
  rawValue,
);

/** Drops keys whose value is undefined, as a URL would. */
const defined = (search: ProductSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));

/** The URL text of a search, as the router writes it. */
const toUrl = (search: ProductSearch) => defaultStringifySearch(serialiseProductSearch(search));
const fromUrl = (url: string) => parseProductSearch(defaultParseSearch(url));

describe('product search in the URL', () => {
  it('reads every filter of section 2, lists comma separated', () => {
    expect(
      defined(
        fromUrl(
          '?search=น้ำผึ้ง&sortBy=priceAsc&startprice=50&endprice=2000.50&discount=10,30&rating=4,5&payment=1&shipping=2,3&pageNo=2',
        ),
      ),
    ).toEqual({
      search: 'น้ำผึ้ง',
      sortBy: 'priceAsc',
      startprice: 50,
      endprice: 2000.5,
      discount: [10, 30],
      rating: [4, 5],
      payment: [1],
      shipping: [2, 3],
      pageNo: 2,
    });
  });

  it('drops garbage silently and keeps the good values beside it', () => {
    expect(
      defined(
        fromUrl(
          '?sortBy=cheapest&startprice=-5&endprice=12.345&discount=10,abc,10,0&rating=9,3&payment=x&pageNo=0&search=%20%20',
        ),
      ),
    ).toEqual({ discount: [10], rating: [3] });
  });

  it('trims the search and cuts it at the contract limit', () => {
    expect(parseProductSearch({ search: '  น้ำผึ้ง ป่า  ' }).search).toBe('น้ำผึ้ง ป่า');
    expect(parseProductSearch({ search: 'ก'.repeat(150) }).search).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('reads values the router has already turned into numbers or arrays', () => {
    expect(
      defined(parseProductSearch({ search: 123, discount: 10, rating: [4, '5'], pageNo: 3 })),
    ).toEqual({ search: '123', discount: [10], rating: [4, 5], pageNo: 3 });
  });

  it('returns every key, undefined when absent, so dropped values leave the URL', () => {
    expect(Object.keys(parseProductSearch({})).sort()).toEqual(
      [
        'discount',
        'endprice',
        'pageNo',
        'payment',
        'rating',
        'search',
        'shipping',
        'sortBy',
        'startprice',
      ].sort(),
    );
  });

  it('writes lists comma separated and text as it is', () => {
    const url = toUrl({ search: '123', discount: [10, 30], rating: [4], pageNo: 2 });
    const params = new URLSearchParams(url);
    expect(params.get('search')).toBe('123');
    expect(params.get('discount')).toBe('10,30');
    expect(params.get('rating')).toBe('4');
    expect(params.get('pageNo')).toBe('2');
  });

  it('property: parse(serialise(search)) gives the search back', () => {
    fc.assert(
      fc.property(productSearch, (search) => {
        expect(defined(parseProductSearch(serialiseProductSearch(search)))).toEqual(search);
      }),
    );
  });

  it('property: the round trip through the router URL gives the search back, readable', () => {
    fc.assert(
      fc.property(productSearch, (search) => {
        const url = toUrl(search);
        expect(defined(fromUrl(url))).toEqual(search);
        const params = new URLSearchParams(url);
        if (search.discount) expect(params.get('discount')).toBe(search.discount.join(','));
        if (search.sortBy) expect(params.get('sortBy')).toBe(search.sortBy);
      }),
    );
  });

  it('property: serialise(parse(x)) round-trips: whatever the URL held, parsing is settled', () => {
    fc.assert(
      fc.property(rawSearch, (raw) => {
        const once = parseProductSearch(raw);
        const url = serialiseProductSearch(once);
        expect(serialiseProductSearch(parseProductSearch(url))).toEqual(url);
        expect(parseProductSearch(defaultParseSearch(defaultStringifySearch(url)))).toEqual(once);
      }),
    );
  });
});

describe('product search changes', () => {
  it('a filter change goes back to page 1 and keeps the rest', () => {
    expect(withFilters({ search: 'a', sortBy: 'newest', pageNo: 4 }, { rating: [4] })).toEqual({
      search: 'a',
      sortBy: 'newest',
      rating: [4],
      pageNo: undefined,
    });
  });

  it('toggles values in and out of a list, sorted, absent when empty', () => {
    expect(toggled(undefined, 30)).toEqual([30]);
    expect(toggled([30], 10)).toEqual([10, 30]);
    expect(toggled([10, 30], 30)).toEqual([10]);
    expect(toggled([10], 10)).toBeUndefined();
  });

  it('clearing filters keeps the search text and the sort order', () => {
    expect(
      defined(
        withoutFilters({ search: 'a', sortBy: 'rating', discount: [10], endprice: 5, pageNo: 2 }),
      ),
    ).toEqual({ search: 'a', sortBy: 'rating' });
  });

  it('becomes the GET /product/list query, lists comma separated, with the page scope', () => {
    expect(
      toProductListQuery(
        { discount: [10, 30], rating: [4], sortBy: 'priceAsc' },
        { category: 'honey' },
        10,
      ),
    ).toEqual({
      category: 'honey',
      discount: '10,30',
      rating: '4',
      sortBy: 'priceAsc',
      pageNo: 1,
      perPage: 10,
    });
  });
});
