import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/format/date.ts';
import { Price } from '../../src/ui/Price.tsx';
import { activateLocale } from './support/locale.ts';
import { renderWithI18n } from './support/render-i18n.tsx';

const renderPrice = (amount: number) => renderWithI18n(<Price amount={amount} />);

describe('Price', () => {
  it('shows baht as 0,0.00 in Thai', () => {
    renderPrice(1234.5);
    const price = screen.getByText('฿1,234.50');
    expect(price.tagName).toBe('DATA');
    expect(price.getAttribute('value')).toBe('1234.50');
  });

  it('shows baht as 0,0.00 in English', () => {
    activateLocale('en');
    renderPrice(259);
    expect(screen.getByText('฿259.00')).toBeTruthy();
  });
});

describe('formatDate', () => {
  // 20:00 UTC is 03:00 the next day in Bangkok.
  const instant = '2024-03-05T20:00:00Z';

  it('uses DD MMM YYYY with Buddhist-era years in Thai, Bangkok time', () => {
    expect(formatDate(instant, 'th')).toBe('06 มี.ค. 2567');
    expect(formatDate(instant, 'th', 'dateTime')).toBe('06 มี.ค. 2567 03:00');
  });

  it('uses DD MMM YYYY in English', () => {
    expect(formatDate(instant, 'en')).toBe('06 Mar 2024');
    expect(formatDate(instant, 'en', 'dateTimeSeconds')).toBe('06 Mar 2024 03:00:00');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate('not a date', 'th')).toBe('');
  });
});
