import type { QueryClient } from '@tanstack/react-query';
import { paymentChannelsQuery, shippingMethodsQuery } from '../../../api/queries/catalogue.ts';
import { notFoundOnFailure } from '../routing/not-found.ts';
import type { ProductSearch } from '../search/product-search.ts';
import type { ProductScope } from '../search/search-changes.ts';
import { browserListQuery } from './list-query.ts';

/** Why a loader runs, as TanStack Router says it. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/**
 * The data of a ProductBrowser. Arriving on the page waits for the list; a filter, sort or
 * page change on the page (cause 'stay') renders at once and the list keeps showing its
 * previous results until the new ones arrive, so an open filter dialog stays open.
 */
export async function loadProductBrowser(
  queryClient: QueryClient,
  search: ProductSearch,
  scope: ProductScope,
  cause: LoadCause,
): Promise<void> {
  const filterOptions = Promise.all([
    notFoundOnFailure(queryClient.ensureQueryData(paymentChannelsQuery())),
    notFoundOnFailure(queryClient.ensureQueryData(shippingMethodsQuery())),
  ]);
  const list = browserListQuery(search, scope);
  if (cause === 'stay') {
    void queryClient.prefetchQuery(list);
    await filterOptions;
    return;
  }
  await Promise.all([filterOptions, queryClient.ensureQueryData(list)]);
}
