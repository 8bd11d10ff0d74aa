import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { buildProductSearch } from '../../../machines/search-box/product-search.ts';
import { recordSearch } from '../../api/queries/search.ts';
import { useSessionStatus } from '../../session/SessionContext.tsx';

const PRODUCT_PATH = '/product';

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
