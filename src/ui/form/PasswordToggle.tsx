import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/**
 * Show or hide a password (spec section 5): a real button in the tab order, never a submit
 * button, its name saying what pressing it does ("show password" while hidden), which tells the
 * state (no aria-pressed too: "hide password, pressed" says it twice), and a live region that
 * says the new state after each press. It sits at the end of its field (form-field.css).
 */
export function PasswordToggle(props: {
  /** The password is shown as text. */
  shown: boolean;
  /** The input it shows and hides. */
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  // A name that changes on the focused button is not read out by most screen readers: the
  // change is said once more in a polite live region (empty until the first press).
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="password-toggle"
        aria-controls={props.controls}
        onClick={() => {
          setPressed(true);
          props.onToggle();
        }}
      >
        <span className="visually-hidden">{props.shown ? t`ซ่อนรหัสผ่าน` : t`แสดงรหัสผ่าน`}</span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          {props.shown && (
            <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {pressed && (props.shown ? t`แสดงรหัสผ่านอยู่` : t`ซ่อนรหัสผ่านแล้ว`)}
      </span>
    </>
  );
}
