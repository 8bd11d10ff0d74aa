import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ApplicationForm } from '../../../../machines/affiliate-application/affiliate-application.actors.ts';
import type { ApplicationState } from '../../../../machines/affiliate-application/affiliate-application-rules.ts';
import type { FieldError } from '../../../../machines/shared/api-failure.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { useValidationMessage } from '../../../ui/form/validation-message.ts';
import {
  type ApplicationValues,
  applicationFieldOf,
  applicationFormOf,
  applicationSchema,
  emptyApplication,
} from './application-schema.ts';

/**
 * Who the member is (as their identity card says) and where the money goes (a Thai bank
 * account in their name). A refusal puts the server's words under the fields it names and
 * keeps what was typed; `refused` is a new array for each refusal.
 */
export function ApplicationFields(props: {
  banks: ApplicationState['banks'];
  refused: FieldError[];
  sending: boolean;
  /** Shown above the button: what stops the application (documents missing, no answer). */
  problem: React.ReactNode;
  onSubmit: (form: ApplicationForm) => void;
}) {
  const { t } = useLingui();
  const messageOf = useValidationMessage();
  const bankId = useId();
  const { register, handleSubmit, setError, formState } = useForm<ApplicationValues>({
    resolver: zodResolver(applicationSchema),
    defaultValues: emptyApplication,
  });
  const { errors } = formState;
  const { refused } = props;

  useEffect(() => {
    let placed = 0;
    for (const problem of refused) {
      const field = applicationFieldOf(problem.field);
      if (field) setError(field, { message: problem.message }, { shouldFocus: placed++ === 0 });
    }
  }, [refused, setError]);

  const bankError = messageOf(errors.bankCode?.message);
  return (
    <form
      className="affiliate-form"
      noValidate
      onSubmit={handleSubmit((values) => props.onSubmit(applicationFormOf(values)))}
    >
      <fieldset>
        <legend>
          <Trans>ข้อมูลตามบัตรประชาชน</Trans>
        </legend>
        <TextField
          label={t`ชื่อ`}
          autoComplete="given-name"
          registration={register('firstname')}
          error={errors.firstname?.message}
        />
        <TextField
          label={t`นามสกุล`}
          autoComplete="family-name"
          registration={register('lastname')}
          error={errors.lastname?.message}
        />
        <TextField
          label={t`เลขบัตรประชาชน 13 หลัก`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          digitsOnly
          registration={register('nationalId')}
          error={errors.nationalId?.message}
        />
      </fieldset>
      <fieldset>
        <legend>
          <Trans>บัญชีธนาคารสำหรับรับเงิน</Trans>
        </legend>
        <div className="form-field">
          <label htmlFor={bankId}>
            <Trans>ธนาคาร</Trans>
          </label>
          <select
            id={bankId}
            aria-invalid={bankError ? true : undefined}
            aria-describedby={bankError ? `${bankId}-error` : undefined}
            {...register('bankCode')}
          >
            <option value="">{t`เลือกธนาคาร`}</option>
            {props.banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
          {bankError && (
            <p id={`${bankId}-error`} className="form-error" role="alert">
              {bankError}
            </p>
          )}
        </div>
        <TextField
          label={t`เลขที่บัญชี`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          registration={register('accountNumber')}
          error={errors.accountNumber?.message}
        />
        <TextField
          label={t`ชื่อบัญชี`}
          autoComplete="name"
          registration={register('accountName')}
          error={errors.accountName?.message}
        />
      </fieldset>
      {props.problem}
      <button type="submit" className="button button--block" disabled={props.sending}>
        {props.sending ? <Trans>กำลังส่งใบสมัคร…</Trans> : <Trans>ส่งใบสมัคร</Trans>}
      </button>
    </form>
  );
}
