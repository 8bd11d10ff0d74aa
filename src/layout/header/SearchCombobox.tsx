import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useMachineActor } from '../../app/machine-actor.ts';
import { wiredSearchBoxMachine } from '../../flows/search-box.ts';
import { useSessionStatus } from '../../session/SessionContext.tsx';
import { SearchField, type SearchFocus } from './SearchField.tsx';
import { useProductSearch } from './use-product-search.ts';

/** What the plain field took before this loaded: typed text and focus (it searches itself). */
export interface EarlyInput {
  text: string | null;
  /** Where its focus is: this takes it over, so a shopper tabbing through loses no place. */
  focus: SearchFocus;
  /** Its last text was searched: the box stays closed, as after the combobox's own search. */
  searched: boolean;
}

interface SearchComboboxProps {
  /** The search of the product list in the URL; null elsewhere. */
  urlText: string | null;
  early: EarlyInput;
}

/**
 * The header search as a combobox (WAI-ARIA 1.2 pattern) whose list shows recent searches
 * when empty (signed in) and suggestions while typing. Enter or the search button goes to
 * /product?search=...; on /product the other filters in the URL are kept.
 */
export function SearchCombobox({ urlText, early }: SearchComboboxProps) {
  const { t } = useLingui();
  const onProductList = urlText !== null;

  // A session still loading counts: its recent searches are asked for only when the box opens.
  const isLoggedIn = useSessionStatus() !== 'guest';
  const search = useProductSearch();
  const actor = useMachineActor(wiredSearchBoxMachine, {
    input: { isLoggedIn, text: early.text ?? urlText ?? '' },
    on: { 'search.navigate': (event) => search(event.search) },
  });
  // A key typed into the plain field while this one was taking its place reached the plain
  // field's text after the machine had started with it: the machine hears it as typed.
  const startedWith = useRef(early.text);
  useLayoutEffect(() => {
    if (early.text === null || early.text === startedWith.current) return;
    startedWith.current = early.text;
    actor.send({ type: 'search.type', text: early.text });
  }, [early.text, actor]);
  const text = useSelector(actor, (s) => s.context.text);
  const isOpen = useSelector(actor, (s) => s.matches('open'));
  const showRecent = useSelector(actor, (s) => s.matches({ open: { list: { empty: 'ready' } } }));
  const showSuggestions = useSelector(actor, (s) =>
    s.matches({ open: { list: 'showingSuggestions' } }),
  );
  const loading = useSelector(actor, (s) => s.matches({ open: { list: 'typing' } }));
  const failed = useSelector(actor, (s) => s.matches({ open: { list: 'failed' } }));
  const recent = useSelector(actor, (s) => s.context.recent);
  const suggestions = useSelector(actor, (s) => s.context.suggestions);

  const options = showRecent ? recent : showSuggestions ? suggestions : [];
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const expanded = isOpen && options.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts with nothing highlighted
  useEffect(() => setActive(-1), [options]);

  const keptFocusAfterSearch = useRef(early.focus === 'input' && early.searched);

  // Leaving the product list clears the box (the spec's clear-search flag); not on mount,
  // where the box holds what was typed while this loaded.
  const wasOnProductList = useRef(onProductList);
  useEffect(() => {
    if (wasOnProductList.current && !onProductList) actor.send({ type: 'search.clear' });
    wasOnProductList.current = onProductList;
  }, [actor, onProductList]);

  function choose(option: string) {
    actor.send({ type: 'search.type', text: option });
    actor.send({ type: 'search.submit' });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      actor.send({ type: 'search.blur' });
    } else if (event.key === 'Enter' && active >= 0 && options[active] !== undefined) {
      event.preventDefault();
      choose(options[active]);
    }
  }

  const status = loading
    ? t`กำลังค้นหาคำแนะนำ…`
    : failed
      ? t`โหลดคำแนะนำไม่สำเร็จ`
      : showSuggestions && suggestions.length === 0
        ? t`ไม่พบคำแนะนำ`
        : '';

  return (
    <SearchField
      // The plain field had focus when this replaced it: keep it where the shopper is.
      focusOnMount={early.focus}
      aria-expanded={expanded}
      aria-controls={listId}
      aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
      value={text}
      onChange={(event) => actor.send({ type: 'search.type', text: event.target.value })}
      onFocus={() => {
        // The focus kept from the plain field after its search opens no suggestions.
        if (keptFocusAfterSearch.current) keptFocusAfterSearch.current = false;
        else actor.send({ type: 'search.focus' });
      }}
      onBlur={() => actor.send({ type: 'search.blur' })}
      onKeyDown={onKeyDown}
      onSearch={() => actor.send({ type: 'search.submit' })}
    >
      <div
        id={listId}
        role="listbox"
        aria-label={showRecent ? t`การค้นหาล่าสุด` : t`คำแนะนำการค้นหา`}
        className="search-box__list"
        hidden={!expanded}
      >
        {options.map((option, i) => (
          // Options are not focusable in the combobox pattern: the input keeps focus and
          // points at the highlighted one with aria-activedescendant, and handles the keys.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={option}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="search-box__option"
            // Keep focus in the input so the blur timer does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option}
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </SearchField>
  );
}
