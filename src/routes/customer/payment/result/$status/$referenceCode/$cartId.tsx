import { createFileRoute } from '@tanstack/react-router';
import { loadOrdersCatalog } from '../../../../../../i18n/feature-catalogs.ts';
import { PaymentPage } from '../../../../../../routing/payment-page.ts';
import { customerPaymentResultParams } from '../../../../../../routing/route-params.ts';

export const Route = createFileRoute('/customer/payment/result/$status/$referenceCode/$cartId')({
  params: customerPaymentResultParams,
  loader: loadOrdersCatalog,
  component: PaymentPage,
  codeSplitGroupings: [],
});
