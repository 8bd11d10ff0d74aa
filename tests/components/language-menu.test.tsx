import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../src/i18n/switch-language.ts';
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

  it("reloads only once the browser's cookie store has the new language", async () => {
    let stored = () => {};
    const set = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          stored = resolve;
        }),
    );
    vi.stubGlobal('cookieStore', { set });
    const reload = vi.fn();
    try {
      const switching = switchLanguage('en', reload);
      expect(Cookies.get('language')).toBe('en');
      expect(set).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'language', value: 'en', path: '/', sameSite: 'lax' }),
      );
      await new Promise((resolve) => setTimeout(resolve));
      expect(reload).not.toHaveBeenCalled();
      stored();
      await switching;
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
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
