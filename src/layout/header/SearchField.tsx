import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { SearchIcon } from '../../ui/icons.tsx';
import './search-box.css';

type SearchFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'role'> & {
  'aria-expanded': boolean;
  onSearch: () => void;
  /** What the combobox adds under the field: its list and its status line. */
  children?: ReactNode;
};

/** The header search's form, the same before and after its combobox behaviour has loaded. */
export function SearchField({
  'aria-expanded': expanded,
  onSearch,
  children,
  ...input
}: SearchFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  return (
    <search className="search-box">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          <Trans>ค้นหาสินค้า</Trans>
        </label>
        <input
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t`ค้นหาสินค้า`}
          aria-autocomplete="list"
          aria-expanded={expanded}
          {...input}
        />
        <button type="submit" className="icon-button" aria-label={t`ค้นหา`}>
          <SearchIcon />
        </button>
      </form>
      {children}
    </search>
  );
}
