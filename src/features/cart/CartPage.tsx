import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { CartContents } from './CartContents.tsx';
import { CartSummary } from './CartSummary.tsx';
import { SelectAll } from './SelectAll.tsx';
import { useCartState } from './use-cart.ts';
import './cart.css';

/** /cart: the whole cart grouped by seller, with the same foot as the panel. */
export function CartPage() {
  const { t } = useLingui();
  const { cart, busy } = useCartState();
  useDocumentTitle(t`ตะกร้าสินค้า`);
  return (
    <section className="cart-page container" aria-labelledby="cart-page-title">
      <h1 id="cart-page-title">
        <Trans>ตะกร้าสินค้า</Trans>
      </h1>
      <SelectAll cart={cart} />
      <div className="cart-page__layout">
        <div aria-busy={busy}>
          <CartContents cart={cart} busy={busy} />
        </div>
        <aside className="cart-page__summary" aria-label={t`สรุปคำสั่งซื้อ`}>
          <CartSummary cart={cart} busy={busy} />
        </aside>
      </div>
    </section>
  );
}
