import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessengerLink } from '../../src/layout/MessengerLink.tsx';
import { activateLocale } from './support/locale.ts';
import { renderWithI18n } from './support/render-i18n.tsx';

describe('MessengerLink', () => {
  it('links the configured Messenger chat in a new tab, named in the language', () => {
    activateLocale('en');
    renderWithI18n(<MessengerLink url="https://m.me/baanrao" />);
    const link = screen.getByRole('link', {
      name: 'Chat with us on Messenger (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('https://m.me/baanrao');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is not there unless configured', () => {
    const { container } = renderWithI18n(<MessengerLink url={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
