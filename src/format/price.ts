import { intlLocale, type Locale } from '../i18n/locales.ts';

const formatters = new Map<Locale, Intl.NumberFormat>();

/** Baht with two decimals and thousands separators (0,0.00): ฿1,234.50 in both languages. */
export function formatPrice(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale[locale], {
      style: 'currency',
      currency: 'THB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
