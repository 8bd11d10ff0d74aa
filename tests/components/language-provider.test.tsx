// The app's Lingui context (src/i18n/LanguageProvider.tsx): a feature's catalog loading later
// draws nothing again (a new context would reach parts of the server's first screen React has
// not hydrated yet, which it would then draw anew, dropping what the shopper typed), and what
// mounts after the load reads its messages.
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../src/i18n/LanguageProvider.tsx';
import { activateLocale } from './support/locale.ts';

function Counted({ id, renders }: { id: string; renders: string[] }) {
  const { _ } = useLingui();
  renders.push(id);
  return <p>{_(id)}</p>;
}

describe('the language provider', () => {
  afterEach(() => activateLocale('th'));

  it('draws nothing again when a feature catalog loads, and what mounts later reads it', () => {
    activateLocale('en');
    const renders: string[] = [];
    const { rerender } = render(
      <LanguageProvider>
        <Counted id="language-provider.drawn" renders={renders} />
      </LanguageProvider>,
    );
    expect(renders).toEqual(['language-provider.drawn']);

    act(() => i18n.load('en', { 'language-provider.later': 'Loaded later' }));
    expect(renders).toEqual(['language-provider.drawn']);

    rerender(
      <LanguageProvider>
        <Counted id="language-provider.drawn" renders={renders} />
        <Counted id="language-provider.later" renders={renders} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Loaded later')).toBeTruthy();
  });
});
