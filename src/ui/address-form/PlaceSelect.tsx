import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { GeoPlace } from '../../api/queries/addresses.ts';
import { useValidationMessage } from '../form/validation-message.ts';
import type { AddressValues } from './address-schema.ts';

/**
 * One step of the province → district → sub-district cascade: a labelled select of `places`,
 * disabled until they are known (the step before is chosen and its list has arrived).
 */
export function PlaceSelect(props: {
  name: 'provinceId' | 'districtId' | 'subdistrictId';
  label: string;
  control: Control<AddressValues>;
  places: GeoPlace[] | undefined;
  /** After the shopper's choice is in the form: the steps after it follow. */
  onChosen: (id: string) => void;
}) {
  const { t } = useLingui();
  const messageOf = useValidationMessage();
  const id = useId();
  const { field, fieldState } = useController({ name: props.name, control: props.control });
  const error = messageOf(fieldState.error?.message);
  return (
    <div className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        ref={field.ref}
        name={field.name}
        value={field.value}
        disabled={!props.places}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
          props.onChosen(event.target.value);
        }}
      >
        <option value="">{t`เลือก`}</option>
        {props.places?.map((place) => (
          <option key={place.id} value={String(place.id)}>
            {place.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
