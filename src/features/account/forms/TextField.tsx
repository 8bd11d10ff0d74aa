import { type InputHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useValidationMessage } from './validation-message.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** A validation key from account-schemas.ts. */
  error?: string;
  /** Only digits can be typed (phones, codes). */
  digitsOnly?: boolean;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({ label, registration, error, digitsOnly, ...input }: TextFieldProps) {
  const messageOf = useValidationMessage();
  const id = useId();
  const message = messageOf(error);
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        {...(digitsOnly
          ? {
              inputMode: 'numeric' as const,
              onKeyDown: (event) => {
                // The spec: digits only on keypress (editing keys still work).
                if (
                  event.key.length === 1 &&
                  !/\d/.test(event.key) &&
                  !event.ctrlKey &&
                  !event.metaKey
                )
                  event.preventDefault();
              },
            }
          : {})}
        {...input}
        {...registration}
      />
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
