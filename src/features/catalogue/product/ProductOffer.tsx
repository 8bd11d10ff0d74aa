import { Plural, Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ProductDetail } from '../../../api/queries/catalogue.ts';
import { Price } from '../../../ui/Price.tsx';
import { DiscountBadge } from '../product-card/DiscountBadge.tsx';
import { PriceTag } from '../product-card/PriceTag.tsx';
import { clampQuantity, defaultChoice, type OptionChoice, offerOf } from './offer.ts';
import { QuantityInput } from './QuantityInput.tsx';

/**
 * Price, options, stock and quantity. Adding to the cart arrives with the cart itself in a
 * later release: the button is there, disabled, and says so.
 */
export function ProductOffer({ product }: { product: ProductDetail }) {
  const soonId = useId();
  const [choice, setChoice] = useState<OptionChoice>(() => defaultChoice(product));
  const [quantity, setQuantity] = useState(1);
  const offer = offerOf(product, choice);
  const available = offer.available;
  const soldOut = available <= 0;
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
              <input
                type="radio"
                name={`attribute-${attribute.id}`}
                value={option.id}
                checked={choice[attribute.id] === option.id}
                onChange={() => setChoice({ ...choice, [attribute.id]: option.id })}
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
          <Plural value={available} one="มีสินค้า # ชิ้น" other="มีสินค้า # ชิ้น" />
        )}
      </p>

      <QuantityInput value={shownQuantity} max={offer.available} onChange={setQuantity} />

      <div className="offer__actions">
        <button type="button" className="button offer__add" disabled aria-describedby={soonId}>
          <Trans>เพิ่มลงตะกร้า</Trans>
        </button>
        <p id={soonId} className="offer__soon">
          {soldOut ? (
            <Trans>สินค้าหมดชั่วคราว</Trans>
          ) : (
            <Trans>การสั่งซื้อผ่านเว็บไซต์จะเปิดให้บริการเร็ว ๆ นี้</Trans>
          )}
        </p>
      </div>
    </div>
  );
}
