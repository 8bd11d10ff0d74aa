import { useParams } from '@tanstack/react-router';
import { Checkout } from '../features/checkout/Checkout.tsx';
import { CurrentCartCheckout } from '../features/checkout/CurrentCartCheckout.tsx';
import { RequireSignIn } from '../layout/account/RequireSignIn.tsx';

/**
 * Both checkout routes' page: /checkout checks the cart out, /checkout/{step}/{cartid} pays
 * again for the checkout placed from that cart (any step: its payment decides the view). It
 * works on the signed-in shopper's cart and orders: a guest is asked to log in first.
 */
export function CheckoutPageView() {
  const { cartid } = useParams({ strict: false });
  return (
    <RequireSignIn>
      {cartid === undefined ? <CurrentCartCheckout /> : <Checkout cartId={cartid} repay />}
    </RequireSignIn>
  );
}
