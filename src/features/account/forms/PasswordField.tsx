import { TextField, type TextFieldProps } from './TextField.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password with its show/hide button: TextField's props without `type`, so a
 * `<TextField type="password" …>` becomes `<PasswordField …>` and nothing else changes.
 */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
