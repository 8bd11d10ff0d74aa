import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useKeptBeforeHydration } from '../../first-screen/use-kept-before-hydration.ts';
import type { EarlyInput, SearchCombobox } from './SearchCombobox.tsx';
import { SearchField } from './SearchField.tsx';
import { useProductSearch } from './use-product-search.ts';

const PRODUCT_PATH = '/product';
const loadCombobox = () => import('./SearchCombobox.tsx');

/**
 * The header search. Its combobox (the search-box machine, suggestions, recent searches)
 * loads when the shopper first focuses the field, so the first load of every page does not
 * carry it. Until it arrives the field is a plain search form that searches by itself (a
 * search entered the moment the page loads is never held for the chunk); what is typed, and
 * the focus, are handed over: the combobox's field replaces the plain one, so the control that
 * had focus (the input, or the search button a shopper tabbed on to) takes it again.
 */
export function SearchBox() {
  const urlText = useRouterState({
    select: (s) =>
      s.location.pathname === PRODUCT_PATH
        ? new URLSearchParams(s.location.searchStr).get('search')
        : null,
  });
  const search = useProductSearch();
  const [Combobox, setCombobox] = useState<typeof SearchCombobox | null>(null);
  const [early, setEarly] = useState<EarlyInput>({ text: null, focus: null, searched: false });
  const text = early.text ?? urlText ?? '';
  const field = useKeptBeforeHydration<HTMLInputElement>(
    (element) => element.value !== text,
    (element) => setEarly((input) => ({ ...input, text: element.value })),
  );

  // A failed chunk load leaves the plain field; the next focus tries again.
  const wake = () => {
    loadCombobox().then(
      (module) => setCombobox(() => module.SearchCombobox),
      () => {},
    );
  };
  // Focused on the server's first screen before the app took it over: that focus was never
  // React's, so it brings the combobox now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field becomes React's
  useEffect(() => {
    if (!field.current || document.activeElement !== field.current) return;
    setEarly((input) => ({ ...input, focus: 'input' }));
    wake();
  }, []);

  if (Combobox) return <Combobox urlText={urlText} early={early} />;
  return (
    <SearchField
      ref={field}
      aria-expanded={false}
      value={text}
      onFocus={wake}
      onFocusChange={(focus) => setEarly((input) => ({ ...input, focus }))}
      onChange={(event) =>
        setEarly((input) => ({ ...input, text: event.target.value, searched: false }))
      }
      onSearch={() => {
        setEarly((input) => ({ ...input, searched: true }));
        search(text);
      }}
    />
  );
}
