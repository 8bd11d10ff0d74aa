import { createFileRoute } from '@tanstack/react-router';
import { loadCheckoutCatalog } from '../../i18n/feature-catalogs.ts';
import { CheckoutPage } from '../../routing/checkout-page.ts';

export const Route = createFileRoute('/checkout/')({
  loader: loadCheckoutCatalog,
  component: CheckoutPage,
  codeSplitGroupings: [],
});
