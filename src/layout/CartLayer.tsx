import { lazy, Suspense } from 'react';
import { reachCart, useCartView } from '../cart/cart-handle.ts';
import { withCartCatalog } from '../i18n/feature-catalogs.ts';

// The cart's panel, error and notices: a chunk of their own, loaded once the cart's code is.
const CartOverlays = lazy(() =>
  withCartCatalog(() => reachCart().then(() => import('../features/cart/CartOverlays.tsx'))),
);

/** Over every page with the standard layout, once the cart has started. */
export function CartLayer({ pathname }: { pathname: string }) {
  if (!useCartView().started) return null;
  return (
    <Suspense fallback={null}>
      <CartOverlays pathname={pathname} />
    </Suspense>
  );
}
