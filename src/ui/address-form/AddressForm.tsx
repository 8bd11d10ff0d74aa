import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type AddressInput, addAddress, updateAddress } from '../../api/address-writes.ts';
import { isApiError } from '../../api/api-error.ts';
import { type Address, addressBookQuery } from '../../api/queries/addresses.ts';
import { TextField } from '../form/TextField.tsx';
import {
  type AddressValues,
  addressSchema,
  fieldOf,
  inputOf,
  isCompany,
  valuesOf,
} from './address-schema.ts';
import { PlaceFields } from './PlaceFields.tsx';
import './address-form.css';

/**
 * A new address, or one being edited, for the address book and checkout's panel 1. A refusal
 * keeps what was typed: the server's words go under the fields it names (`body.taxId`), the
 * rest above the buttons. Saved, it gives the book as the server answered it and the
 * address's id (a new one is the book's last: the book is oldest first).
 */
export function AddressForm(props: {
  address?: Address;
  onSaved: (book: Address[], addressId: number) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: valuesOf(props.address),
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const company = isCompany(useWatch({ control: form.control, name: 'typeAddress' }));
  const [refusal, setRefusal] = useState<string | null>(null);

  const { address } = props;
  const save = useMutation({
    mutationFn: (input: AddressInput) =>
      address ? updateAddress(address.id, input) : addAddress(input),
    onSuccess: (book) => {
      queryClient.setQueryData(addressBookQuery().queryKey, book);
      const savedId = address?.id ?? book.at(-1)?.id;
      if (savedId !== undefined) props.onSaved(book, savedId);
    },
    onError: (error) => {
      const problems = isApiError(error) ? error.fields : [];
      let placed = 0;
      for (const problem of problems) {
        const field = fieldOf(problem.field);
        if (field) setError(field, { message: problem.message }, { shouldFocus: placed++ === 0 });
      }
      if (placed > 0 && placed === problems.length) setRefusal(null);
      else setRefusal(isApiError(error) ? error.message : t`เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง`);
    },
  });

  return (
    <form
      className="address-form"
      noValidate
      onSubmit={handleSubmit((values) => {
        setRefusal(null);
        save.mutate(inputOf(values));
      })}
    >
      <fieldset className="address-form__kind">
        <legend>
          <Trans>ประเภทที่อยู่</Trans>
        </legend>
        <label>
          <input type="radio" value="1" {...register('typeAddress')} />
          <Trans>บุคคลธรรมดา</Trans>
        </label>
        <label>
          <input type="radio" value="2" {...register('typeAddress')} />
          <Trans>นิติบุคคล (ใบกำกับภาษี)</Trans>
        </label>
      </fieldset>
      <TextField
        label={t`ชื่อที่อยู่ (เช่น บ้าน ที่ทำงาน)`}
        maxLength={50}
        registration={register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={company ? t`ชื่อบริษัท` : t`ชื่อ`}
        autoComplete={company ? 'organization' : 'given-name'}
        maxLength={100}
        registration={register('firstname')}
        error={errors.firstname?.message}
      />
      {!company && (
        <TextField
          label={t`นามสกุล`}
          autoComplete="family-name"
          maxLength={100}
          registration={register('lastname')}
          error={errors.lastname?.message}
        />
      )}
      <TextField
        label={company ? t`เลขประจำตัวผู้เสียภาษี` : t`เลขประจำตัวผู้เสียภาษี (ไม่บังคับ)`}
        maxLength={13}
        digitsOnly
        registration={register('taxId')}
        error={errors.taxId?.message}
      />
      <TextField
        label={t`เบอร์โทรศัพท์`}
        type="tel"
        autoComplete="tel-national"
        maxLength={10}
        digitsOnly
        registration={register('telephone')}
        error={errors.telephone?.message}
      />
      <TextField
        label={t`บ้านเลขที่ หมู่บ้าน อาคาร`}
        autoComplete="address-line1"
        maxLength={200}
        registration={register('address')}
        error={errors.address?.message}
      />
      <TextField
        label={t`ถนน (ไม่บังคับ)`}
        autoComplete="address-line2"
        maxLength={100}
        registration={register('road')}
        error={errors.road?.message}
      />
      <PlaceFields form={form} />
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      <div className="address-form__actions">
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          <Trans>ยกเลิก</Trans>
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? <Trans>กำลังบันทึก…</Trans> : <Trans>บันทึกที่อยู่</Trans>}
        </button>
      </div>
    </form>
  );
}
