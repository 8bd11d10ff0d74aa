import { useLingui } from '@lingui/react/macro';
import { useMachineActor } from '../../app/machine-actor.ts';
import { COUPON_CODE_KEY } from '../../cart/cart-contract.ts';
import { reachCart } from '../../cart/cart-handle.ts';
import { wiredCheckoutMachine } from '../../flows/checkout.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { CheckoutView } from './CheckoutView.tsx';
import { CheckoutActorContext } from './checkout-actor.ts';
import './checkout.css';

/**
 * The checkout of `cartId` (repaying: the placed checkout whose cart had that id). What the
 * machine emits is the app's to do: the coupon code kept for the session, the cart given the
 * id of what was left in it.
 */
export function Checkout({ cartId, repay }: { cartId: string; repay: boolean }) {
  const { t } = useLingui();
  useDocumentTitle(t`ชำระเงิน`);
  const actor = useMachineActor(wiredCheckoutMachine, {
    input: { cartId, couponCode: sessionStorage.getItem(COUPON_CODE_KEY) ?? '', repay },
    on: {
      'checkout.couponCode.changed': ({ code }) => {
        if (code) sessionStorage.setItem(COUPON_CODE_KEY, code);
        else sessionStorage.removeItem(COUPON_CODE_KEY);
      },
      'checkout.placed': ({ newCartId }) => {
        void reachCart().then(({ cart }) => cart.send({ type: 'cart.checkedOut', newCartId }));
      },
    },
  });
  return (
    <CheckoutActorContext value={actor}>
      <CheckoutView />
    </CheckoutActorContext>
  );
}
