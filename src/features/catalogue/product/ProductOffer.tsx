import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  clampQuantity,
  defaultChoice,
  type OptionChoice,
  offerOf,
} from '../../../../machines/cart/offer.ts';
import type { ProductDetail } from '../../../api/queries/catalogue.ts';
import { reachCart } from '../../../cart/cart-handle.ts';
import { formatCount } from '../../../format/number.ts';
import { ChoiceInput } from '../../../ui/ChoiceInput.tsx';
import { Price } from '../../../ui/Price.tsx';
import { QuantityInput } from '../../../ui/QuantityInput.tsx';
import { DiscountBadge } from '../product-card/DiscountBadge.tsx';
import { PriceTag } from '../product-card/PriceTag.tsx';

type Adding = 'idle' | 'adding' | 'added';

/**
 * Price, options, stock, quantity and adding to the cart: the product page's, and a product
 * card's quick add. The cart keeps an add made while its code still loads; a refusal is the
 * cart's global error, which says why.
 */
export function ProductOffer({ product }: { product: ProductDetail }) {
  const [choice, setChoice] = useState<OptionChoice>(() => defaultChoice(product));
  const [adding, setAdding] = useState<Adding>('idle');
  const [quantity, setQuantity] = useState(1);
  const offer = offerOf(product, choice);
  const available = offer.available;
  const soldOut = available <= 0;
  const shown = formatCount(available);
  const shownQuantity = soldOut ? 1 : clampQuantity(quantity, offer.available);

  return (
    <div className="offer">
      <div className="offer__price">
        <PriceTag price={offer.price} fullPrice={offer.fullPrice} />
        <DiscountBadge percent={offer.discountPercent} />
      </div>

      {product.attributes.map((attribute) => (
        <fieldset key={attribute.id} className="offer__options">
          <legend>{attribute.name}</legend>
          {attribute.options.map((option) => (
            <label key={option.id} className="offer__option">
              <ChoiceInput
                type="radio"
                name={`attribute-${attribute.id}`}
                value={option.id}
                checked={choice[attribute.id] === option.id}
                onChange={() => {
                  setChoice({ ...choice, [attribute.id]: option.id });
                  setAdding('idle');
                }}
              />
              <span className="offer__option-label">{option.label}</span>
              <Price amount={option.price} className="offer__option-price" />
              {option.availableQuantity <= 0 && (
                <span className="offer__option-out">
                  <Trans>หมด</Trans>
                </span>
              )}
            </label>
          ))}
        </fieldset>
      ))}

      <p className={soldOut ? 'offer__stock offer__stock--out' : 'offer__stock'} role="status">
        {soldOut ? (
          <Trans>สินค้าหมด</Trans>
        ) : (
          <Plural value={available} one={`มีสินค้า ${shown} ชิ้น`} other={`มีสินค้า ${shown} ชิ้น`} />
        )}
      </p>

      <QuantityInput value={shownQuantity} max={offer.available} onChange={setQuantity} />

      <div className="offer__actions">
        <button
          type="button"
          className="button offer__add"
          disabled={soldOut || adding === 'adding'}
          onClick={async () => {
            setAdding('adding');
            const cart = await reachCart();
            const added = await cart.add({
              sellerId: product.store.id,
              line: { productId: product.id, optionIds: Object.values(choice) },
              quantity: shownQuantity,
            });
            setAdding(added ? 'added' : 'idle');
          }}
        >
          {adding === 'adding' ? <Trans>กำลังเพิ่มลงตะกร้า…</Trans> : <Trans>เพิ่มลงตะกร้า</Trans>}
        </button>
        <p className="offer__added" role="status">
          {adding === 'added' && (
            <>
              <Trans>เพิ่มลงตะกร้าแล้ว</Trans>{' '}
              <Link to="/cart">
                <Trans>ดูตะกร้าสินค้า</Trans>
              </Link>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
