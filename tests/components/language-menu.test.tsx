import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageMenu } from '../../src/layout/header/LanguageMenu.tsx';
import { renderInRouter } from './support/test-router.tsx';

/** Clicks the toggle as React commits it, before the passive effects of that commit run. */
function TapAsItMounts() {
  useLayoutEffect(() => {
    document.querySelector<HTMLButtonElement>('.disclosure__button')?.click();
  }, []);
  return null;
}

describe('language dropdown', () => {
  it('is a disclosure offering ENG and TH, the current one pressed', async () => {
    renderInRouter(<LanguageMenu />);
    const toggle = await screen.findByRole('button', { name: 'ภาษา: TH' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /TH/, pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: /ENG/, pressed: false })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('choosing ENG stores the language cookie (the page then reloads in English)', async () => {
    renderInRouter(<LanguageMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'ภาษา: TH' }));
    await userEvent.click(screen.getByRole('button', { name: /ENG/ }));
    expect(Cookies.get('language')).toBe('en');
  });

  it("opens for a tap made the moment it becomes React's (a tap held while the page was the server's)", async () => {
    renderInRouter(
      <>
        <LanguageMenu />
        <TapAsItMounts />
      </>,
    );
    const toggle = await screen.findByRole('button', { name: 'ภาษา: TH' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /ENG/ })).toBeTruthy();
  });
});
