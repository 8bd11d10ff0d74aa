import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { userTargetTypesQuery } from '../../../api/queries/accounts.ts';
import { useValidationMessage } from '../../../ui/form/validation-message.ts';
import { purposesSchema } from '../forms/account-schemas.ts';

/** What the new account will use the shop for: at least one choice. */
export function PurposesStep({
  initial,
  onNext,
  onBack,
}: {
  initial: number[];
  onNext: (purposes: number[]) => void;
  onBack?: () => void;
}) {
  const messageOf = useValidationMessage();
  const id = useId();
  const choices = useQuery(userTargetTypesQuery()).data ?? [];
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(purposesSchema),
    defaultValues: { purposes: initial.map(String) },
  });
  const error = messageOf(formState.errors.purposes?.message);
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={handleSubmit(({ purposes }) => onNext(purposes))}
    >
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>
          <Trans>คุณต้องการใช้งานเพื่อ</Trans>
        </legend>
        {choices.map((choice) => (
          <label key={choice.id} className="checkbox">
            <input type="checkbox" value={choice.id} {...register('purposes')} />
            {choice.name}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        {onBack && (
          <button type="button" className="button button--ghost" onClick={onBack}>
            <Trans>ย้อนกลับ</Trans>
          </button>
        )}
        <button type="submit" className="button">
          <Trans>ถัดไป</Trans>
        </button>
      </div>
    </form>
  );
}
