import { createFileRoute } from '@tanstack/react-router';
import { reachCart } from '../cart/cart-handle.ts';
import { CartPage } from '../features/cart/CartPage.tsx';
import { loadCartCatalog } from '../i18n/feature-catalogs.ts';

export const Route = createFileRoute('/cart')({
  // The cart's code and messages come with the page; the page reads the cart as it starts.
  loader: () => Promise.all([loadCartCatalog(), reachCart()]).then(() => undefined),
  component: CartPage,
});
