import { Trans } from '@lingui/react/macro';
import { Price } from '../../../ui/Price.tsx';
import './price.css';

export interface PriceTagProps {
  price: number;
  /** The list price; struck through when above the price. */
  fullPrice: number;
  className?: string;
}

/** The selling price, and the full price struck through when discounted. */
export function PriceTag({ price, fullPrice, className }: PriceTagProps) {
  const discounted = fullPrice > price;
  return (
    <p className={`price-tag${className ? ` ${className}` : ''}`}>
      <span className="visually-hidden">
        {discounted ? <Trans>ราคาพิเศษ</Trans> : <Trans>ราคา</Trans>}
      </span>
      <Price amount={price} className="price-tag__price" />
      {discounted && (
        <del className="price-tag__full">
          <span className="visually-hidden">
            <Trans>ราคาปกติ</Trans>
          </span>
          <Price amount={fullPrice} />
        </del>
      )}
    </p>
  );
}
