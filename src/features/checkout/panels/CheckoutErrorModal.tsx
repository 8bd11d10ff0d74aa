import { isGlobalError } from '../../../../machines/checkout/checkout-rules.ts';
import { CartErrorDialog } from '../../../ui/cart-error/CartErrorDialog.tsx';
import { type CheckoutSnapshot, useCheckout, useCheckoutActor } from '../checkout-actor.ts';

/**
 * The global checkout error (spec section 8): the server's words for a calculation or a place
 * it refused; 'update cart' works the checkout out again. A refused coupon is the coupon
 * panel's to show.
 */
const globalErrorOf = (snapshot: CheckoutSnapshot) =>
  isGlobalError(snapshot.context) && !snapshot.matches('placing')
    ? (snapshot.context.serverMessage ?? '')
    : null;

export function CheckoutErrorModal() {
  const actor = useCheckoutActor();
  const message = useCheckout(globalErrorOf);
  if (message === null) return null;
  return (
    <CartErrorDialog
      message={message || null}
      onClose={() => actor.send({ type: 'checkout.error.dismiss' })}
      onUpdate={() => actor.send({ type: 'checkout.retry' })}
    />
  );
}
