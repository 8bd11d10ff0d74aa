import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { userBusinessTypesQuery } from '../../../api/queries/accounts.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { useValidationMessage } from '../../../ui/form/validation-message.ts';
import { companySchema } from '../forms/account-schemas.ts';

export interface CompanyValues {
  company: string;
  businessTypeId: number;
}

/** A company's first step: its name and kind of business. */
export function CompanyStep({
  initial,
  onNext,
}: {
  initial: { company: string; businessTypeId: number | null };
  onNext: (values: CompanyValues) => void;
}) {
  const { t } = useLingui();
  const messageOf = useValidationMessage();
  const id = useId();
  const businessTypes = useQuery(userBusinessTypesQuery()).data ?? [];
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: {
      company: initial.company,
      businessTypeId: initial.businessTypeId === null ? '' : String(initial.businessTypeId),
    },
  });
  const businessError = messageOf(formState.errors.businessTypeId?.message);
  return (
    <form className="account-form" noValidate onSubmit={handleSubmit(onNext)}>
      <TextField
        label={t`ชื่อบริษัท / ร้านค้า`}
        autoComplete="organization"
        registration={register('company')}
        error={formState.errors.company?.message}
      />
      <div className="form-field">
        <label htmlFor={`${id}-business`}>
          <Trans>ประเภทธุรกิจ</Trans>
        </label>
        <select
          id={`${id}-business`}
          aria-invalid={businessError ? true : undefined}
          aria-describedby={businessError ? `${id}-business-error` : undefined}
          {...register('businessTypeId')}
        >
          <option value="">{t`เลือกประเภทธุรกิจ`}</option>
          {businessTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
        {businessError && (
          <p id={`${id}-business-error`} className="field-error">
            {businessError}
          </p>
        )}
      </div>
      <button type="submit" className="button button--block">
        <Trans>ถัดไป</Trans>
      </button>
    </form>
  );
}
