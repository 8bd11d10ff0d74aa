import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { EarlyInput, SearchCombobox } from './SearchCombobox.tsx';
import { SearchField } from './SearchField.tsx';

const PRODUCT_PATH = '/product';
const loadCombobox = () => import('./SearchCombobox.tsx');

/**
 * The header search. Its combobox (the search-box machine, suggestions, recent searches)
 * loads when the shopper first focuses the field, so the first load of every page does not
 * carry it; what is typed or submitted before it arrives is handed over, not lost.
 */
export function SearchBox() {
  const urlText = useRouterState({
    select: (s) =>
      s.location.pathname === PRODUCT_PATH
        ? new URLSearchParams(s.location.searchStr).get('search')
        : null,
  });
  const [Combobox, setCombobox] = useState<typeof SearchCombobox | null>(null);
  const [early, setEarly] = useState<EarlyInput>({ text: null, focused: false, submitted: false });

  if (Combobox) return <Combobox urlText={urlText} early={early} />;

  // A failed chunk load leaves the plain field; the next focus tries again.
  const wake = () => {
    loadCombobox().then(
      (module) => setCombobox(() => module.SearchCombobox),
      () => {},
    );
  };
  return (
    <SearchField
      aria-expanded={false}
      value={early.text ?? urlText ?? ''}
      onFocus={() => {
        setEarly((input) => ({ ...input, focused: true }));
        wake();
      }}
      onBlur={() => setEarly((input) => ({ ...input, focused: false }))}
      // A submit asked for is of the text it was asked with: typing after it cancels it.
      onChange={(event) =>
        setEarly((input) => ({ ...input, text: event.target.value, submitted: false }))
      }
      onSearch={() => {
        setEarly((input) => ({ ...input, submitted: true }));
        wake();
      }}
    />
  );
}
