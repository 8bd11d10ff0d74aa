import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ProductSearch } from '../search/product-search.ts';

/**
 * Changes the current page's product search (the URL), keeping everything else in it.
 * Every product list route validates its search with parseProductSearch.
 */
export function useProductSearchChange() {
  const navigate = useNavigate();
  return useCallback(
    (change: (search: ProductSearch) => ProductSearch) =>
      navigate({
        to: '.',
        search: (previous: ProductSearch) => change(previous),
        resetScroll: false,
      }),
    [navigate],
  );
}
