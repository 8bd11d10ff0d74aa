import { type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordToggle } from './PasswordToggle.tsx';
import { useValidationMessage } from './validation-message.ts';
import './form-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** A validation key (field-rules.ts), or the server's own words. */
  error?: string;
  /** Only digits can be typed (phones, codes). */
  digitsOnly?: boolean;
}

/**
 * A labelled input whose error is announced and tied to it (aria-describedby). A password
 * (`type="password"`) gets a show/hide button at its end, so every password
 * field of the app has one (spec section 5).
 */
export function TextField({
  label,
  registration,
  error,
  digitsOnly,
  type,
  ...input
}: TextFieldProps) {
  const messageOf = useValidationMessage();
  const id = useId();
  const message = messageOf(error);
  const errorId = `${id}-error`;
  const password = type === 'password';
  const [shown, setShown] = useState(false);
  const element = useRef<HTMLInputElement | null>(null);

  // A shown password is hidden again when its form is sent: the browser then neither keeps
  // it as plain text in its autofill history nor leaves it on the screen.
  useEffect(() => {
    const form = password ? element.current?.form : null;
    if (!form) return;
    const hide = () => {
      if (element.current) element.current.type = 'password';
      setShown(false);
    };
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, [password]);

  const field = (
    <input
      id={id}
      type={password && shown ? 'text' : type}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? errorId : undefined}
      {...(password
        ? // Shown as text, a password is still not a word to correct, capitalise or send to
          // a spelling service.
          { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }
        : {})}
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
      ref={(node) => {
        element.current = node;
        registration.ref(node);
      }}
    />
  );
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {password ? (
        <div className="password-input">
          {field}
          <PasswordToggle shown={shown} controls={id} onToggle={() => setShown(!shown)} />
        </div>
      ) : (
        field
      )}
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
