import { useLingui } from '@lingui/react/macro';
import { useMachineActor } from '../../app/machine-actor.ts';
import { COUPON_CODE_KEY } from '../../cart/cart-contract.ts';
import { wiredCheckoutMachine } from '../../flows/checkout.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { CheckoutView } from './CheckoutView.tsx';
import { CheckoutActorContext } from './checkout-actor.ts';
import './checkout.css';

/**
 * The checkout of `cartId` (repaying: the placed checkout whose cart had that id; a live order's
 * checkout id is one too). What the machine emits is the app's to do: the coupon code kept for
 * the session, and `onPlaced` (the cart's checkout gives the cart the id of what was left in it).
 */
export function Checkout({
  cartId,
  repay,
  onPlaced,
}: {
  cartId: string;
  repay: boolean;
  onPlaced?: (newCartId: string | null) => void;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`ชำระเงิน`);
  const actor = useMachineActor(wiredCheckoutMachine, {
    input: { cartId, couponCode: sessionStorage.getItem(COUPON_CODE_KEY) ?? '', repay },
    on: {
      'checkout.couponCode.changed': ({ code }) => {
        if (code) sessionStorage.setItem(COUPON_CODE_KEY, code);
        else sessionStorage.removeItem(COUPON_CODE_KEY);
      },
      'checkout.placed': ({ newCartId }) => onPlaced?.(newCartId),
    },
  });
  return (
    <CheckoutActorContext value={actor}>
      <CheckoutView />
    </CheckoutActorContext>
  );
}
