import { useDeferredValue } from 'react';
import type { ProductSummary } from '../../../api/queries/catalogue.ts';
import { ProductCard } from './ProductCard.tsx';

export interface ProductGridProps {
  products: readonly ProductSummary[];
  /** How many leading cards load their image eagerly (the list is the page's main content). */
  priorityCount?: number;
}

/** Cards in a page's first commit: about what a phone shows before scrolling. */
const FIRST_CARDS = 4;

/** Every product list of the storefront: two columns on phones, more as space allows. */
export function ProductGrid({ products, priorityCount = 0 }: ProductGridProps) {
  // After a navigation the page arrives with its data as one blocking update (the router's
  // and the queries' stores); the cards past the first few render after it, in work React
  // can interrupt, so a phone's main thread is not held by cards no one sees yet.
  const shown = useDeferredValue(products.length, Math.min(products.length, FIRST_CARDS));
  return (
    // role="list": Safari drops list semantics from a list styled without bullets.
    // biome-ignore lint/a11y/noRedundantRoles: see above
    <ul className="product-grid" role="list">
      {products.slice(0, shown).map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
