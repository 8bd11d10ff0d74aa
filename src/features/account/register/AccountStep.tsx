import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AccountForm } from '../../../../machines/register/register.actors.ts';
import type { TermsDocument } from '../../../../machines/register/register.machine.ts';
import type { FieldError } from '../../../../machines/shared/api-failure.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { useValidationMessage } from '../../../ui/form/validation-message.ts';
import { accountFormSchema, emailField } from '../forms/account-schemas.ts';
import { FieldErrorList } from '../forms/FieldErrorList.tsx';

export interface AccountStepProps {
  busy: boolean;
  /** The live check found the e-mail or the phone in use. */
  clash: { emailInUse: boolean; telephoneInUse: boolean } | null;
  fieldErrors: FieldError[];
  onCheckEmail: (email: string) => void;
  onShowTerms: (document: TermsDocument) => void;
  onSubmit: (form: AccountForm) => void;
}

const empty: AccountForm = {
  email: '',
  password: '',
  confirmPassword: '',
  news: false,
  isSendByEmail: true,
  accepted: false,
};

/** The last step: e-mail and password, consents, terms; the e-mail is checked once valid. */
export function AccountStep(props: AccountStepProps) {
  const { t } = useLingui();
  const messageOf = useValidationMessage();
  const { register, handleSubmit, control, formState } = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: empty,
  });
  const email = useWatch({ control, name: 'email' });
  const { onCheckEmail } = props;
  // The live check runs once the address is a valid one, shortly after typing stops.
  useEffect(() => {
    if (!emailField.safeParse(email).success) return;
    const timer = setTimeout(() => onCheckEmail(email.trim()), 500);
    return () => clearTimeout(timer);
  }, [email, onCheckEmail]);

  const clashes = [
    props.clash?.emailInUse ? messageOf('emailAlreadyUse') : null,
    props.clash?.telephoneInUse ? messageOf('telephoneAlreadyUse') : null,
  ].filter((clash): clash is string => typeof clash === 'string');
  const { errors } = formState;
  return (
    <form className="account-form" noValidate onSubmit={handleSubmit(props.onSubmit)}>
      <TextField
        label={t`อีเมล`}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        label={t`รหัสผ่าน`}
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        label={t`ยืนยันรหัสผ่าน`}
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <label className="checkbox">
        <input type="checkbox" {...register('isSendByEmail')} />
        <Trans>รับเอกสารทางอีเมล</Trans>
      </label>
      <label className="checkbox">
        <input type="checkbox" {...register('news')} />
        <Trans>รับข่าวสารและโปรโมชัน</Trans>
      </label>
      <div className="checkbox">
        <input id="register-accept" type="checkbox" {...register('accepted')} />
        <label htmlFor="register-accept">
          <Trans>ฉันยอมรับ</Trans>
        </label>{' '}
        <button type="button" className="link-button" onClick={() => props.onShowTerms('terms')}>
          <Trans>ข้อกำหนดและเงื่อนไข</Trans>
        </button>{' '}
        <Trans>และ</Trans>{' '}
        <button type="button" className="link-button" onClick={() => props.onShowTerms('privacy')}>
          <Trans>นโยบายความเป็นส่วนตัว</Trans>
        </button>
      </div>
      <FieldErrorList
        alert
        messages={[...clashes, ...props.fieldErrors.map((error) => error.message)]}
      />
      <button
        type="submit"
        className="button button--block"
        // The spec: disabled while the live check reports a clash.
        disabled={props.busy || clashes.length > 0}
      >
        {props.busy ? <Trans>กำลังสมัครสมาชิก…</Trans> : <Trans>สมัครสมาชิก</Trans>}
      </button>
    </form>
  );
}
