import { useLocation, useParams, useSearch } from '@tanstack/react-router';
import { Checkout } from '../features/checkout/Checkout.tsx';
import { CurrentCartCheckout } from '../features/checkout/CurrentCartCheckout.tsx';
import { LiveOrderCheckout } from '../features/checkout/LiveOrderCheckout.tsx';
import { RequireSignIn } from '../layout/account/RequireSignIn.tsx';
import { searchIdOf } from './search-id.ts';

/**
 * The checkout routes' page: /checkout checks the cart out, /checkout/{step}/{cartid} pays
 * again for the checkout placed from that cart (any step: its payment decides the view), and
 * /live/transaction/checkout?orderId= checks out a live order. It works on the signed-in
 * shopper's cart and orders: a guest is asked to log in first.
 */
export function CheckoutPageView() {
  const { cartid } = useParams({ strict: false });
  const { pathname } = useLocation();
  const search: Record<string, unknown> = useSearch({ strict: false });
  return (
    <RequireSignIn>
      {pathname === '/live/transaction/checkout' ? (
        <LiveOrderCheckout orderId={searchIdOf(search.orderId)} />
      ) : cartid === undefined ? (
        <CurrentCartCheckout />
      ) : (
        <Checkout cartId={cartid} repay />
      )}
    </RequireSignIn>
  );
}
