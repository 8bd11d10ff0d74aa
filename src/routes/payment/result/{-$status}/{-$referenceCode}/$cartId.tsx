import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../../../../../features/orders/payment/PaymentResultPage.tsx';
import { loadOrdersCatalog } from '../../../../../i18n/feature-catalogs.ts';
import { paymentResultParams } from '../../../../../routing/route-params.ts';

export const Route = createFileRoute('/payment/result/{-$status}/{-$referenceCode}/$cartId')({
  params: paymentResultParams,
  loader: loadOrdersCatalog,
  component: function PaymentResultRoute() {
    const { cartId, status } = Route.useParams();
    return <PaymentResultPage cartId={cartId} status={status} />;
  },
});
