import { useLingui } from '@lingui/react';
import { formatPrice } from '../format/price.ts';
import { isLocale } from '../i18n/locales.ts';

export interface PriceProps {
  /** Baht, as the API sends it. */
  amount: number;
  className?: string;
}

export function Price({ amount, className }: PriceProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'th';
  return (
    <data value={amount.toFixed(2)} className={className}>
      {formatPrice(amount, locale)}
    </data>
  );
}
