import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { use, useState } from 'react';
import { reachCart } from '../../cart/cart-handle.ts';
import type { CartRuntime } from '../../cart/cart-runtime.ts';
import { Checkout } from './Checkout.tsx';

type CartSnapshot = ReturnType<CartRuntime['cart']['getSnapshot']>;

/** The cart's id once the server has every change (undefined until then; null: no cart). */
const settledIdOf = (snapshot: CartSnapshot) =>
  snapshot.matches({ ready: 'idle' }) && snapshot.context.pending.length === 0
    ? (snapshot.context.cart?.cartId ?? null)
    : undefined;

/**
 * /checkout: the cart as it is when the page opens (the server checks out its ticked lines).
 * The id is kept from then on: placing gives the cart a new one, and the checkout goes on.
 */
export function CurrentCartCheckout() {
  const { cart } = use(reachCart());
  const settledId = useSelector(cart, settledIdOf);
  const [cartId, setCartId] = useState<string | null | undefined>(undefined);
  if (cartId === undefined && settledId !== undefined) setCartId(settledId);

  if (cartId === undefined)
    return (
      <p className="container" role="status">
        <Trans>กำลังโหลดตะกร้า…</Trans>
      </p>
    );
  if (cartId === null)
    return (
      <section className="container checkout">
        <h1>
          <Trans>ชำระเงิน</Trans>
        </h1>
        <p>
          <Trans>ตะกร้าของคุณว่างอยู่</Trans>{' '}
          <Link to="/">
            <Trans>เลือกซื้อสินค้าต่อ</Trans>
          </Link>
        </p>
      </section>
    );
  return <Checkout cartId={cartId} repay={false} onPlaced={giveCartItsNewId} />;
}

/** The lines not chosen go on in a new cart: the cart machine takes its id. */
const giveCartItsNewId = (newCartId: string | null) => {
  void reachCart().then(({ cart }) => cart.send({ type: 'cart.checkedOut', newCartId }));
};
