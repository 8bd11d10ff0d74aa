import type { ProductSummary } from '../../../api/queries/catalogue.ts';
import { ProductCard } from './ProductCard.tsx';

export interface ProductGridProps {
  products: readonly ProductSummary[];
  /** How many leading cards load their image eagerly (the list is the page's main content). */
  priorityCount?: number;
}

/** Every product list of the storefront: two columns on phones, more as space allows. */
export function ProductGrid({ products, priorityCount = 0 }: ProductGridProps) {
  return (
    // role="list": Safari drops list semantics from a list styled without bullets.
    // biome-ignore lint/a11y/noRedundantRoles: see above
    <ul className="product-grid" role="list">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
