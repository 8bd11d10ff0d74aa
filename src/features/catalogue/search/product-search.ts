import type { ProductSort } from '../../../api/queries/catalogue.ts';
import { CONNECT_OUTCOMES, type ConnectOutcome } from '../../../routing/route-params.ts';

/*
 * The product list's state lives in the URL (spec section 2): search, sortBy, startprice,
 * endprice, discount, rating, payment, shipping (multi-values comma separated) and pageNo.
 * Garbage in a filter is dropped silently: a shared link with one bad value still shows
 * products. This module stays out of the route files so the router's first-load chunk
 * carries only what validation needs.
 */

export const PRODUCT_SORTS = [
  'recommended',
  'newest',
  'priceAsc',
  'priceDesc',
  'bestSelling',
  'rating',
] as const satisfies readonly ProductSort[];

export const LIST_FILTERS = ['discount', 'rating', 'payment', 'shipping'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The contract's limits: search up to 100 characters, pages up to 100000, ids of 9 digits. */
export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 100_000;

export interface ProductSearch {
  search?: string;
  sortBy?: ProductSort;
  startprice?: number;
  endprice?: number;
  /** Lists are sorted, without duplicates, and never empty (absent instead). */
  discount?: number[];
  rating?: number[];
  payment?: number[];
  shipping?: number[];
  pageNo?: number;
}

export interface PageSearch {
  pageNo?: number;
}

/**
 * TanStack's default search parser turns `12` into a number, `true` into a boolean and a
 * repeated key into an array before validation sees it; read them all back as text.
 */
function scalarText(raw: unknown): string | undefined {
  if (Array.isArray(raw)) return scalarText(raw[0]);
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean' || raw === null) return String(raw);
  return undefined;
}

function listItems(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.flatMap(listItems);
  return scalarText(raw)?.split(',') ?? [];
}

/** A value check: the value, or undefined when the text is garbage. */
type Check<T> = (text: string) => T | undefined;

/** Digits matching `pattern`, as a number between min and max. */
const number =
  (pattern: RegExp, min: number, max: number): Check<number> =>
  (text) => {
    if (!pattern.test(text)) return undefined;
    const value = Number(text);
    return value >= min && value <= max ? value : undefined;
  };
const wholeNumber = (min: number, max: number) => number(/^\d{1,9}$/, min, max);

const searchText: Check<string> = (text) =>
  text.trim().slice(0, SEARCH_MAX_LENGTH).trim() || undefined;
const sortBy: Check<ProductSort> = (text) => PRODUCT_SORTS.find((sort) => sort === text);
/** Baht with at most 2 decimals, as a shopper types it. */
const baht = number(/^\d{1,9}(\.\d{1,2})?$/, 0, Number.POSITIVE_INFINITY);
const pageNo = number(/^\d{1,6}$/, 1, MAX_PAGE);

/** One URL value: text through `check`, or undefined when absent or garbage. */
const field =
  <T>(check: Check<T>) =>
  (raw: unknown): T | undefined => {
    const text = scalarText(raw);
    return text === undefined ? undefined : check(text);
  };

/** A comma separated list that keeps the items `check` accepts, sorted and unique. */
const numberList =
  (check: Check<number>) =>
  (raw: unknown): number[] | undefined => {
    const valid = listItems(raw).flatMap((text) => check(text.trim()) ?? []);
    const unique = [...new Set(valid)].sort((a, b) => a - b);
    return unique.length > 0 ? unique : undefined;
  };

/** Plain functions, not a schema library: this ships in the first-load bundle. */
const productSearchFields = {
  search: field(searchText),
  sortBy: field(sortBy),
  startprice: field(baht),
  endprice: field(baht),
  discount: numberList(wholeNumber(1, 100)),
  rating: numberList(wholeNumber(1, 5)),
  payment: numberList(wholeNumber(1, 999_999_999)),
  shipping: numberList(wholeNumber(1, 999_999_999)),
  pageNo: field(pageNo),
} satisfies { [K in keyof Required<ProductSearch>]: (raw: unknown) => ProductSearch[K] };

/**
 * The route's validateSearch. Every key comes back, undefined when absent or invalid, so
 * the router forgets a dropped value on the next navigation instead of carrying it along.
 */
export function parseProductSearch(raw: Record<string, unknown>): ProductSearch {
  return everyKey(productSearchFields, raw);
}

export function parsePageSearch(raw: Record<string, unknown>): PageSearch {
  return everyKey({ pageNo: productSearchFields.pageNo }, raw);
}

/** A profile tab's list: its page, and the live tab's search, status and page connection. */
export interface ProfileTabSearch extends PageSearch {
  search?: string | undefined;
  status?: 0 | 1 | undefined;
  sort?: 0 | 1 | undefined;
  connect?: ConnectOutcome | undefined;
}

export function parseProfileTabSearch(raw: Record<string, unknown>): ProfileTabSearch {
  return everyKey(
    {
      pageNo: productSearchFields.pageNo,
      search: productSearchFields.search,
      status: field(number(/^[01]$/, 0, 1) as Check<0 | 1>),
      sort: field(number(/^[01]$/, 0, 1) as Check<0 | 1>),
      connect: field((text) => CONNECT_OUTCOMES.find((outcome) => outcome === text)),
    },
    raw,
  );
}

function everyKey<F extends Record<string, (raw: unknown) => unknown>>(
  fields: F,
  raw: Record<string, unknown>,
): { [K in keyof F]: ReturnType<F[K]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, parse]) => [key, parse(raw[key])]),
  ) as { [K in keyof F]: ReturnType<F[K]> };
}

/**
 * The default search serialiser JSON-quotes text that reads as JSON (`"12"`, `"true"`);
 * give it the value the text stands for, so the URL shows the text as it is.
 */
function unquoted(text: string): string | number | boolean | null {
  try {
    const value: unknown = JSON.parse(text);
    if ((value === null || typeof value !== 'object') && String(value) === text) {
      return value as number | boolean | null;
    }
  } catch {
    // Not JSON: plain text stays as it is.
  }
  return text;
}

const csv = (list: number[] | undefined) =>
  list && list.length > 0 ? unquoted(list.join(',')) : undefined;

export type ProductSearchUrl = Record<
  keyof ProductSearch,
  string | number | boolean | null | undefined
>;

/** The URL form: lists comma separated, text unquoted; parseProductSearch reads it back. */
export function serialiseProductSearch(search: ProductSearch): ProductSearchUrl {
  return {
    search: search.search === undefined ? undefined : unquoted(search.search),
    sortBy: search.sortBy,
    startprice: search.startprice,
    endprice: search.endprice,
    discount: csv(search.discount),
    rating: csv(search.rating),
    payment: csv(search.payment),
    shipping: csv(search.shipping),
    pageNo: search.pageNo,
  };
}

/**
 * Search middleware of the product list routes: the router keeps lists as arrays, the URL
 * shows them comma separated. Other query flags (hidePopup, hideNavbar...) pass through.
 */
export function productSearchToUrl<S extends ProductSearch>({
  search,
  next,
}: {
  search: S;
  next: (search: S) => S;
}): S {
  const result = next(search);
  // The cast hands the serialiser the URL form; parseProductSearch turns it back.
  return {
    ...result,
    ...serialiseProductSearch(parseProductSearch(result as Record<string, unknown>)),
  } as unknown as S;
}
