import { withQueryParam } from '../shared/url';

/**
 * Where a submitted search goes. On /product pass the current query so its filters stay
 * (sortBy, price range, discount...); anywhere else pass null to start a fresh /product search.
 */
export function buildProductSearch(
  currentSearch: URLSearchParams | string | null,
  text: string,
): string {
  const current = currentSearch === null ? '' : String(currentSearch).replace(/^\?/, '');
  const search = text.trim();
  return withQueryParam(`/product?${current}`, 'search', search === '' ? null : search);
}
