import { createFileRoute } from '@tanstack/react-router';
import { loadOrdersCatalog } from '../../../i18n/feature-catalogs.ts';
import { PaymentPage } from '../../../routing/payment-page.ts';
import { referenceStepParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/affiliate/$referenceCode/$step')({
  params: referenceStepParams,
  loader: loadOrdersCatalog,
  component: PaymentPage,
  codeSplitGroupings: [],
});
