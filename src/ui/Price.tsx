import { formatPrice } from '../format/number.ts';

export interface PriceProps {
  /** Baht, as the API sends it. */
  amount: number;
  className?: string;
}

export function Price({ amount, className }: PriceProps) {
  return (
    <data value={amount.toFixed(2)} className={className}>
      {formatPrice(amount)}
    </data>
  );
}
