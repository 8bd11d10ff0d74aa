import type { ReactNode } from 'react';
import { ChoiceInput } from '../../../ui/ChoiceInput.tsx';

export interface CheckboxOption {
  value: number;
  label: ReactNode;
}

export interface CheckboxGroupProps {
  legend: ReactNode;
  options: readonly CheckboxOption[];
  selected: readonly number[] | undefined;
  onToggle: (value: number) => void;
}

/** One multi-value filter: a fieldset of checkboxes, each applied as soon as it changes. */
export function CheckboxGroup({ legend, options, selected, onToggle }: CheckboxGroupProps) {
  return (
    <fieldset className="checkbox-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="checkbox-group__option">
          <ChoiceInput
            type="checkbox"
            checked={selected?.includes(option.value) ?? false}
            onChange={() => onToggle(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
