import { useLocation, useParams } from '@tanstack/react-router';
import { PaymentResultPage } from '../features/payment/PaymentResultPage.tsx';
import { PaymentSlipPage } from '../features/payment/PaymentSlipPage.tsx';

/**
 * Both payment routes' page: /payment/result/{status}/{referenceCode}/{cartId}, where the card
 * gateway sends the shopper back, and /payment/slip/{cartId}, the transfer page.
 */
export function PaymentPageView() {
  const { cartId, status } = useParams({ strict: false });
  const result = useLocation({
    select: (location) => location.pathname.startsWith('/payment/result/'),
  });
  return result && cartId !== undefined ? (
    <PaymentResultPage cartId={cartId} status={status} />
  ) : (
    <PaymentSlipPage cartId={cartId} />
  );
}
