import { createFileRoute } from '@tanstack/react-router';
import { PaymentSlipPage } from '../../../features/orders/payment/PaymentSlipPage.tsx';
import { loadOrdersCatalog } from '../../../i18n/feature-catalogs.ts';
import { optionalCartParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/payment/slip/{-$cartId}')({
  params: optionalCartParams,
  loader: loadOrdersCatalog,
  component: function PaymentSlipRoute() {
    return <PaymentSlipPage cartId={Route.useParams().cartId} />;
  },
});
