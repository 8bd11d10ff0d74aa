import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { SearchIcon } from '../../ui/icons.tsx';
import './search-box.css';

/** Which of the field's two controls has focus. */
export type SearchFocus = 'input' | 'button' | null;

type SearchFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'role' | 'autoFocus'> & {
  'aria-expanded': boolean;
  onSearch: () => void;
  /** Focus moved to one of its controls, or out of the field. */
  onFocusChange?: (focus: SearchFocus) => void;
  /** The control that takes focus as the field mounts (it had it in the field this replaces). */
  focusOnMount?: SearchFocus;
  /** What the combobox adds under the field: its list and its status line. */
  children?: ReactNode;
};

/** The header search's form, the same before and after its combobox behaviour has loaded. */
export function SearchField({
  'aria-expanded': expanded,
  onSearch,
  onFocusChange,
  focusOnMount = null,
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
        onFocus={(event) =>
          onFocusChange?.(event.target instanceof HTMLButtonElement ? 'button' : 'input')
        }
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onFocusChange?.(null);
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
          // biome-ignore lint/a11y/noAutofocus: focus handed over from the field this replaces
          autoFocus={focusOnMount === 'input'}
          {...input}
        />
        <button
          type="submit"
          className="icon-button"
          aria-label={t`ค้นหา`}
          // biome-ignore lint/a11y/noAutofocus: focus handed over from the field this replaces
          autoFocus={focusOnMount === 'button'}
        >
          <SearchIcon />
        </button>
      </form>
      {children}
    </search>
  );
}
