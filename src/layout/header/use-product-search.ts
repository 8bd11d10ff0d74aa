import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { buildProductSearch } from '../../../machines/search-box/search-destination.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/unwrap.ts';
import { useSessionStatus } from '../../session/SessionContext.tsx';

const PRODUCT_PATH = '/product';

/**
 * Records a search the signed-in shopper ran. A POST of its own: the product list's GET
 * writes nothing, since the router preloads links on hover.
 */
async function recordSearch(search: string): Promise<void> {
  try {
    unwrap(await api.POST('/product/RecentSearch', { body: { search } }));
  } catch (error) {
    // Only the history misses it; the search itself goes on.
    console.warn('the search could not be recorded', error);
  }
}

/**
 * Runs a header search: /product?search=…, keeping the list's other filters when the shopper
 * is on /product, and recording it for a signed-in shopper. The plain field and the combobox
 * both search through it, so a search is never waiting on the combobox's chunk.
 */
export function useProductSearch(): (search: string) => void {
  const router = useRouter();
  const signedIn = useSessionStatus() === 'signedIn';
  return useCallback(
    (search: string) => {
      if (search.trim() === '') return;
      if (signedIn) void recordSearch(search.trim());
      const current = router.state.location;
      const keep = current.pathname === PRODUCT_PATH ? current.searchStr : null;
      void router.navigate({ href: buildProductSearch(keep, search) });
    },
    [router, signedIn],
  );
}
