import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { clampQuantity } from '../../machines/cart/offer.ts';
import { useKeptBeforeHydration } from '../first-screen/use-kept-before-hydration.ts';
import './quantity-input.css';

export interface QuantityInputProps {
  value: number;
  /** The most the shopper may pick; 0 disables the control. */
  max: number;
  onChange: (value: number) => void;
  /** The field's name when 'จำนวน' alone would not say which (a cart's lines). */
  label?: string;
}

/**
 * Spec section 5: digits only, at least 1 (less resets to 1), plus stops at what is
 * available, minus stops at 1. The typed text is checked when the field is left.
 */
export function QuantityInput({ value, max, onChange, label }: QuantityInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  const disabled = max <= 0;
  const typed = (raw: string) => setText(raw.replace(/\D/g, ''));

  // A new value from outside (a clamp, the cart's answer) replaces the text.
  if (shownValue !== value) {
    setShownValue(value);
    setText(String(value));
  }

  const commit = (next: number) => {
    const clamped = clampQuantity(next, max);
    setText(String(clamped));
    onChange(clamped);
  };
  // Typed before React took the page over: kept, and committed if the field was left.
  const field = useKeptBeforeHydration<HTMLInputElement>(
    (element) => element.value !== text,
    (element) =>
      element === document.activeElement
        ? typed(element.value)
        : commit(Number(element.value.replace(/\D/g, ''))),
  );

  return (
    <div className="quantity">
      <label htmlFor={id}>{label ?? t`จำนวน`}</label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          aria-label={t`ลดจำนวน`}
          disabled={disabled || value <= 1}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          ref={field}
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => commit(Number(text))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(Number(text));
          }}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label={t`เพิ่มจำนวน`}
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
