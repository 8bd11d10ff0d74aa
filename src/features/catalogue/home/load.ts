import type { QueryClient } from '@tanstack/react-query';
import { productBannersQuery } from '../../../api/queries/banners.ts';
import { bestSellersQuery } from '../../../api/queries/best-sellers.ts';
import { campaignQuery } from '../../../api/queries/campaign.ts';
import { categoriesQuery } from '../../../api/queries/categories.ts';
import type { LoadCause } from '../browse/load.ts';

/**
 * The home page's blocks load side by side and none of them fails the page: a block
 * whose call failed shows nothing (or a retry, for the best sellers). A page change of
 * the best sellers (cause 'stay') does not hold up the page.
 */
export async function loadHome(
  queryClient: QueryClient,
  pageNo: number,
  cause: LoadCause,
): Promise<void> {
  const bestSellers = bestSellersQuery(pageNo);
  if (cause === 'stay') {
    void queryClient.prefetchQuery(bestSellers);
    return;
  }
  await Promise.allSettled([
    queryClient.ensureQueryData(productBannersQuery()),
    queryClient.ensureQueryData(campaignQuery()),
    queryClient.ensureQueryData(categoriesQuery()),
    queryClient.ensureQueryData(bestSellers),
  ]);
}
