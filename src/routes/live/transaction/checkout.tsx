import { createFileRoute } from '@tanstack/react-router';
import { loadCheckoutCatalog } from '../../../i18n/feature-catalogs.ts';
import { CheckoutPage } from '../../../routing/checkout-page.ts';

// Paying a live order through the checkout (?orderId=, read by the page: its check stays out of
// the first load).
export const Route = createFileRoute('/live/transaction/checkout')({
  loader: loadCheckoutCatalog,
  component: CheckoutPage,
  codeSplitGroupings: [],
});
