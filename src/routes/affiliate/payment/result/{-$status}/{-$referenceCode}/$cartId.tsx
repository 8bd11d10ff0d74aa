import { createFileRoute } from '@tanstack/react-router';
import { loadOrdersCatalog } from '../../../../../../i18n/feature-catalogs.ts';
import { PaymentPage } from '../../../../../../routing/payment-page.ts';
import { paymentResultParams } from '../../../../../../routing/route-params.ts';

export const Route = createFileRoute(
  '/affiliate/payment/result/{-$status}/{-$referenceCode}/$cartId',
)({
  params: paymentResultParams,
  loader: loadOrdersCatalog,
  component: PaymentPage,
  codeSplitGroupings: [],
});
