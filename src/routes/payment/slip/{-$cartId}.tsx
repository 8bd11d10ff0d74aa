import { createFileRoute } from '@tanstack/react-router';
import { loadOrdersCatalog } from '../../../i18n/feature-catalogs.ts';
import { PaymentPage } from '../../../routing/payment-page.ts';
import { optionalCartParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/payment/slip/{-$cartId}')({
  params: optionalCartParams,
  loader: loadOrdersCatalog,
  component: PaymentPage,
  codeSplitGroupings: [],
});
