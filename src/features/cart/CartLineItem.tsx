import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type CartProduct, isWithinStock, optionIdsOf } from '../../../machines/cart/cart-lines.ts';
import {
  inventoryShown,
  isCheckable,
  isEditable,
  shownPromotions,
  truncateName,
} from '../../../machines/cart/cart-selection.ts';
import { Price } from '../../ui/Price.tsx';
import { QuantityInput } from '../../ui/QuantityInput.tsx';
import { useCartRuntime } from './use-cart.ts';

/**
 * One line of the cart: its checkbox, picture, name (cut at 45 characters) linking to the
 * product, chosen options, promotions, stock, quantity and total. A free gift follows its
 * paid line: it cannot be ticked, changed or removed.
 */
export function CartLineItem({ product }: { product: CartProduct }) {
  const { t } = useLingui();
  const { cart } = useCartRuntime();
  const line = { productId: product.productId, optionIds: optionIdsOf(product) };
  const editable = isEditable(product);
  // What the shopper typed shows at once; the server's figure replaces it when it answers.
  const [quantity, setQuantity] = useState(product.quantity);
  useEffect(() => setQuantity(product.quantity), [product.quantity]);

  return (
    <li className={editable ? 'cart-line' : 'cart-line cart-line--gift'}>
      <input
        type="checkbox"
        className="cart-line__check"
        checked={product.isCheckBox}
        disabled={!isCheckable(product)}
        aria-label={t`เลือก ${product.name}`}
        onChange={(event) =>
          cart.send({ type: 'cart.select', lines: [line], checked: event.target.checked })
        }
      />
      <img className="cart-line__image" src={product.imageUrl} alt="" width={72} height={72} />
      <div className="cart-line__body">
        <Link
          to="/product/$urlKey"
          params={{ urlKey: product.urlKey }}
          className="cart-line__name"
          title={product.name}
        >
          {truncateName(product.name)}
        </Link>
        {!editable && (
          <span className="cart-line__gift">
            <Trans>ของแถม</Trans>
          </span>
        )}
        {product.attribute.length > 0 && (
          <p className="cart-line__options">
            {product.attribute.map((attribute) => attribute.option.label).join(' · ')}
          </p>
        )}
        {shownPromotions(product).map((promotion) => (
          <p key={promotion.promotionName} className="cart-line__promotion">
            {promotion.promotionName}
          </p>
        ))}
        {!isWithinStock(product) && (
          <p className="cart-line__stock">
            <Trans>สินค้าหมด เหลือ {inventoryShown(product)} ชิ้น</Trans>
          </p>
        )}
        <Price amount={product.price} className="cart-line__price" />
        <div className="cart-line__actions">
          {editable ? (
            <>
              <QuantityInput
                label={t`จำนวน ${truncateName(product.name)}`}
                value={quantity}
                max={product.availableQuantity}
                onChange={(next) => {
                  setQuantity(next);
                  cart.send({ type: 'cart.quantity.change', line, quantity: next });
                }}
              />
              <button
                type="button"
                className="link-button cart-line__remove"
                aria-label={t`ลบ ${product.name} ออกจากตะกร้า`}
                onClick={() => cart.send({ type: 'cart.line.remove', line })}
              >
                <Trans>ลบ</Trans>
              </button>
            </>
          ) : (
            <span className="cart-line__quantity">
              <Trans>จำนวน {product.quantity}</Trans>
            </span>
          )}
        </div>
        <p className="cart-line__total">
          <Price amount={product.total} />
          {product.discount > 0 && (
            <span className="cart-line__discount">
              <Trans>
                ส่วนลด <Price amount={product.discount} />
              </Trans>
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
