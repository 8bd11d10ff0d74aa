import { useLingui } from '@lingui/react/macro';
import { reachCart, useCartView } from '../../cart/cart-handle.ts';
import { CartIcon } from '../../ui/icons.tsx';
import { useLayout } from '../use-layout.ts';

/**
 * The cart icon with its count: it opens the slide-in cart, except on the cart and checkout
 * pages, where it does nothing (spec section 2).
 */
export function CartLink() {
  const { t } = useLingui();
  const { lineCount, busy, panelShown } = useCartView();
  const { layout } = useLayout();
  const count = lineCount ?? 0;
  return (
    <button
      type="button"
      className="icon-button cart-link"
      aria-label={t`ตะกร้าสินค้า ${count} รายการ`}
      aria-haspopup="dialog"
      aria-expanded={panelShown}
      aria-disabled={!layout.cartPanel}
      aria-busy={busy}
      onClick={() => {
        if (layout.cartPanel)
          void reachCart().then(({ panel }) => panel.send({ type: 'cartPanel.open' }));
      }}
    >
      <CartIcon />
      {lineCount !== null && (
        <span className="cart-link__badge" aria-hidden="true">
          {lineCount}
        </span>
      )}
    </button>
  );
}
