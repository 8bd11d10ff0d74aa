import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../ui/form/TextField.tsx';

/** A mobile phone number: digits only, at most 10. */
export function PhoneField(props: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`เบอร์โทรศัพท์มือถือ`}
      type="tel"
      autoComplete="tel-national"
      maxLength={10}
      digitsOnly
      registration={props.registration}
      error={props.error}
    />
  );
}
