import { createFileRoute } from '@tanstack/react-router';
import { loadOrdersCatalog } from '../../../../i18n/feature-catalogs.ts';
import { PaymentPage } from '../../../../routing/payment-page.ts';
import { referenceParams } from '../../../../routing/route-params.ts';

export const Route = createFileRoute('/customer/payment/slip/$referenceCode')({
  params: referenceParams,
  loader: loadOrdersCatalog,
  component: PaymentPage,
  codeSplitGroupings: [],
});
