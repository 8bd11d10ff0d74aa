import { useSearch } from '@tanstack/react-router';
import { LiveOrderCheckout } from '../features/checkout/LiveOrderCheckout.tsx';
import { RequireSignIn } from '../layout/account/RequireSignIn.tsx';

/** /live/transaction/checkout?orderId=: the member's live order through the checkout. */
export function LiveCheckoutPageView() {
  const { orderId } = useSearch({ from: '/live/transaction/checkout' });
  return (
    <RequireSignIn>
      <LiveOrderCheckout orderId={orderId} />
    </RequireSignIn>
  );
}
