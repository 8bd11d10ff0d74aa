import { createFileRoute } from '@tanstack/react-router';
import { loadOrdersCatalog } from '../../../../i18n/feature-catalogs.ts';
import { PaymentPage } from '../../../../routing/payment-page.ts';
import { optionalReferenceParams } from '../../../../routing/route-params.ts';

export const Route = createFileRoute('/affiliate/payment/slip/{-$referenceCode}')({
  params: optionalReferenceParams,
  loader: loadOrdersCatalog,
  component: PaymentPage,
  codeSplitGroupings: [],
});
