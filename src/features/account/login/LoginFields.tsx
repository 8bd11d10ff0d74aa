import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { LoginMethod } from '../../../../machines/login/login.machine.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { emailLoginSchema, otpPhoneSchema, phoneLoginSchema } from '../forms/account-schemas.ts';
import { PhoneField } from '../forms/PhoneField.tsx';

export interface LoginFieldsProps {
  method: LoginMethod;
  /** The phone to start with (one given to the modal, or typed before). */
  telephone?: string;
  busy: boolean;
  onSubmit: (values: { email?: string; telephone?: string; password?: string }) => void;
  /** Rendered between the fields and the submit button (remember me, errors). */
  children?: React.ReactNode;
}

const schemas = { email: emailLoginSchema, phone: phoneLoginSchema, otp: otpPhoneSchema };

/** The login form's fields for a method; Enter submits. */
export function LoginFields({ method, telephone, busy, onSubmit, children }: LoginFieldsProps) {
  const { t } = useLingui();
  const { register, handleSubmit, formState } = useForm<{
    email?: string;
    telephone?: string;
    password?: string;
  }>({
    // biome-ignore lint/suspicious/noExplicitAny: one form, three schemas of one shape
    resolver: zodResolver(schemas[method] as any),
    defaultValues: { email: '', telephone: telephone ?? '', password: '' },
  });
  const { errors } = formState;
  return (
    <form className="account-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      {method === 'email' ? (
        <TextField
          label={t`อีเมล`}
          type="email"
          autoComplete="username"
          registration={register('email')}
          error={errors.email?.message}
        />
      ) : (
        <PhoneField registration={register('telephone')} error={errors.telephone?.message} />
      )}
      {method !== 'otp' && (
        <TextField
          label={t`รหัสผ่าน`}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
      )}
      {children}
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? (
          <Trans>กำลังเข้าสู่ระบบ…</Trans>
        ) : method === 'otp' ? (
          <Trans>ขอรหัส OTP</Trans>
        ) : (
          <Trans>เข้าสู่ระบบ</Trans>
        )}
      </button>
    </form>
  );
}
