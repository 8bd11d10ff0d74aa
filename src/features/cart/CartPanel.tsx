import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Dialog } from '../../ui/Dialog.tsx';
import { CartContents } from './CartContents.tsx';
import { CartSummary } from './CartSummary.tsx';
import { SelectAll } from './SelectAll.tsx';
import { useCartRuntime, useCartState } from './use-cart.ts';

/**
 * The slide-in cart (spec section 2): select-all, title, a link to the cart page and close
 * above; the lines, each linking to its product, or the empty message; refresh, total,
 * discount and the payment button below. While it slides out (250 ms) it stays mounted.
 */
export function CartPanel({ closing }: { closing: boolean }) {
  const { t } = useLingui();
  const { panel } = useCartRuntime();
  const { cart, busy } = useCartState();
  return (
    <Dialog
      title={t`ตะกร้าสินค้า`}
      variant="side"
      className={closing ? 'cart-panel cart-panel--closing' : 'cart-panel'}
      onClose={() => panel.send({ type: 'cartPanel.close' })}
    >
      <div className="cart-panel__top">
        <SelectAll cart={cart} />
        <Link to="/cart" className="cart-panel__view">
          <Trans>ดูตะกร้าสินค้า</Trans>
        </Link>
      </div>
      <div className="cart-panel__body" aria-busy={busy}>
        <CartContents cart={cart} busy={busy} />
      </div>
      <CartSummary cart={cart} busy={busy} />
    </Dialog>
  );
}
