import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CartOrder } from '../../../machines/cart/cart-lines.ts';
import { keyOf, optionIdsOf } from '../../../machines/cart/cart-lines.ts';
import {
  checkableLines,
  inDisplayOrder,
  isFreeLine,
  isStoreChecked,
} from '../../../machines/cart/cart-selection.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { useCartRuntime } from './use-cart.ts';

/** A seller's order: the store's checkbox (its checkable lines), its name, its lines. */
export function CartOrderGroup({ order }: { order: CartOrder }) {
  const { t } = useLingui();
  const { cart } = useCartRuntime();
  const checkable = checkableLines([order]);
  return (
    <section className="cart-order" aria-label={order.seller.name}>
      <header className="cart-order__header">
        <input
          type="checkbox"
          checked={isStoreChecked(order)}
          disabled={checkable.length === 0}
          aria-label={t`เลือกสินค้าทั้งหมดของร้าน ${order.seller.name}`}
          onChange={(event) =>
            cart.send({ type: 'cart.select', lines: checkable, checked: event.target.checked })
          }
        />
        <Link
          to="/store/$urlKey"
          params={{ urlKey: order.seller.urlKey }}
          className="cart-order__store"
        >
          {order.seller.name}
        </Link>
        <button
          type="button"
          className="link-button cart-order__remove"
          aria-label={t`ลบสินค้าทั้งหมดของร้าน ${order.seller.name}`}
          onClick={() => cart.send({ type: 'cart.seller.remove', sellerId: order.sellerId })}
        >
          <Trans>ลบร้านนี้</Trans>
        </button>
      </header>
      <ul className="cart-order__lines">
        {inDisplayOrder(order.products).map((product) => (
          <CartLineItem
            key={`${keyOf({ productId: product.productId, optionIds: optionIdsOf(product) })}${isFreeLine(product) ? '+gift' : ''}`}
            product={product}
          />
        ))}
      </ul>
    </section>
  );
}
