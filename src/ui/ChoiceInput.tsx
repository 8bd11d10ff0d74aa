import type { InputHTMLAttributes } from 'react';
import { useKeptBeforeHydration } from '../first-screen/use-kept-before-hydration.ts';

export interface ChoiceInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  type: 'checkbox' | 'radio';
  checked: boolean;
  onChange: () => void;
}

/**
 * A controlled checkbox or radio button whose `onChange` also hears a tick made on the
 * server's first screen before React took it over. A radio button only hears its own choice:
 * the one it replaced was unticked by the browser, not by the shopper.
 */
export function ChoiceInput({ type, checked, onChange, ...input }: ChoiceInputProps) {
  const ref = useKeptBeforeHydration<HTMLInputElement>(
    (element) => element.checked !== checked && (type === 'checkbox' || element.checked),
    onChange,
  );
  return <input ref={ref} type={type} checked={checked} onChange={onChange} {...input} />;
}
