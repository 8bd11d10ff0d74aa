import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Cart } from '../../../machines/cart/cart-lines.ts';
import { CartOrderGroup } from './CartOrderGroup.tsx';

/** The cart's orders by seller, or the empty cart's message with a way to the products. */
export function CartContents({ cart, busy }: { cart: Cart | null; busy: boolean }) {
  if (!cart) {
    return busy ? (
      <p className="cart-empty" role="status">
        <Trans>กำลังโหลดตะกร้า…</Trans>
      </p>
    ) : (
      <div className="cart-empty">
        <p>
          <Trans>ไม่มีสินค้าในตะกร้า</Trans>
        </p>
        <Link to="/product" className="button">
          <Trans>เลือกซื้อสินค้า</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-orders">
      {cart.orders.map((order) => (
        <CartOrderGroup key={order.sellerId} order={order} />
      ))}
    </div>
  );
}
