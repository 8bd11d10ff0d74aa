import { createFileRoute } from '@tanstack/react-router';
import { loadCheckoutCatalog } from '../../../i18n/feature-catalogs.ts';
import { CheckoutPage } from '../../../routing/checkout-page.ts';
import { checkoutRepaymentParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/checkout/$step/$cartid')({
  params: checkoutRepaymentParams,
  loader: loadCheckoutCatalog,
  component: CheckoutPage,
  codeSplitGroupings: [],
});
