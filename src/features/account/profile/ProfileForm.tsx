import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { message } from '../../../ui/form/field-rules.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { buddhistOf, gregorianOf } from './buddhist-date.ts';
import type { Profile, ProfileEdits } from './profile-api.ts';

const name = z
  .string()
  .trim()
  .min(1, message.required)
  .max(100, message.maxLength(100))
  .regex(/^[\p{L}\p{M} .'-]+$/u, message.lettersOnly);

const profileSchema = z.object({
  firstname: name,
  lastname: name,
  genderId: z.enum(['', '1', '2']),
  /** The date input's Gregorian ISO date, or empty. */
  birthday: z
    .string()
    .refine((value) => value === '' || buddhistOf(value) !== null, message.required),
  isConsent: z.boolean(),
});

type ProfileValues = z.infer<typeof profileSchema>;

/** The editable part of the profile: names, gender, birthday, consent. */
export function ProfileForm(props: {
  profile: Profile;
  busy: boolean;
  onSave: (edits: ProfileEdits) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const { profile } = props;
  const { register, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstname: profile.firstname ?? '',
      lastname: profile.lastname ?? '',
      genderId: profile.genderId === null ? '' : (String(profile.genderId) as '1' | '2'),
      birthday: profile.birthday ? (gregorianOf(profile.birthday) ?? '') : '',
      isConsent: profile.isConsent,
    },
  });
  const save = (values: ProfileValues) =>
    props.onSave({
      firstname: values.firstname,
      lastname: values.lastname,
      genderId: values.genderId === '' ? null : (Number(values.genderId) as 1 | 2),
      birthday: values.birthday === '' ? null : buddhistOf(values.birthday),
      isConsent: values.isConsent,
    });
  const { errors } = formState;
  return (
    <form className="account-form" noValidate onSubmit={handleSubmit(save)}>
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
      <fieldset className="form-field">
        <legend>
          <Trans>เพศ</Trans>
        </legend>
        {(
          [
            ['1', t`ชาย`],
            ['2', t`หญิง`],
            ['', t`ไม่ระบุ`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="checkbox">
            <input type="radio" value={value} {...register('genderId')} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-birthday`}>
          <Trans>วันเกิด</Trans>
        </label>
        <input id={`${id}-birthday`} type="date" autoComplete="bday" {...register('birthday')} />
      </div>
      <label className="checkbox">
        <input type="checkbox" {...register('isConsent')} />
        <Trans>ยินยอมให้ใช้ข้อมูลเพื่อรับสิทธิประโยชน์สมาชิก</Trans>
      </label>
      <button type="submit" className="button" disabled={props.busy}>
        {props.busy ? <Trans>กำลังบันทึก…</Trans> : <Trans>บันทึก</Trans>}
      </button>
    </form>
  );
}
