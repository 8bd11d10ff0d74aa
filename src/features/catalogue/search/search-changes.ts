import type { ProductListQuery } from '../../../api/queries/catalogue.ts';
import { LIST_FILTERS, type ProductSearch } from './product-search.ts';

/*
 * What the product list's controls do to its search, and the API query it becomes. Apart
 * from product-search.ts so the route files' first-load code stays small.
 */

/** What narrows a list besides the shopper's filters: the page it is shown on. */
export type ProductScope = Pick<ProductListQuery, 'category' | 'store' | 'campaign' | 'promotion'>;

/** The GET /product/list query of a page of the list. */
export function toProductListQuery(
  search: ProductSearch,
  scope: ProductScope,
  perPage: number,
): ProductListQuery {
  const query: ProductListQuery = {
    ...scope,
    search: search.search,
    sortBy: search.sortBy,
    startprice: search.startprice,
    endprice: search.endprice,
    discount: search.discount?.join(','),
    rating: search.rating?.join(','),
    payment: search.payment?.join(','),
    shipping: search.shipping?.join(','),
    pageNo: search.pageNo ?? 1,
    perPage,
  };
  // Absent keys stay out of the request and of the query key.
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as ProductListQuery;
}

/** A change of filters starts again at page 1. */
export function withFilters(search: ProductSearch, change: ProductSearch): ProductSearch {
  return { ...search, ...change, pageNo: undefined };
}

/** Adds a value to a multi-value filter, or takes it out. */
export function toggled(list: number[] | undefined, value: number): number[] | undefined {
  const next = list?.includes(value)
    ? list.filter((item) => item !== value)
    : [...(list ?? []), value].sort((a, b) => a - b);
  return next.length > 0 ? next : undefined;
}

export function hasFilters(search: ProductSearch): boolean {
  return (
    search.startprice !== undefined ||
    search.endprice !== undefined ||
    LIST_FILTERS.some((name) => search[name] !== undefined)
  );
}

/** Clears every filter; the search text and the sort order stay. */
export function withoutFilters(search: ProductSearch): ProductSearch {
  return {
    ...search,
    startprice: undefined,
    endprice: undefined,
    discount: undefined,
    rating: undefined,
    payment: undefined,
    shipping: undefined,
    pageNo: undefined,
  };
}
