import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import {
  districtsQuery,
  provincesQuery,
  subDistrictsQuery,
  type ZipCodePlace,
  zipCodePlacesQuery,
} from '../../api/queries/addresses.ts';
import { TextField } from '../form/TextField.tsx';
import type { AddressValues } from './address-schema.ts';
import { PlaceSelect } from './PlaceSelect.tsx';
import { ZipCodeMatches } from './ZipCodeMatches.tsx';

/** What the zip code typed last found: places to pick from, nothing, or no answer. */
type ZipLookup = { places: ZipCodePlace[] } | 'none' | 'failed' | null;

/**
 * Where the address is: a zip code that, once it has 5 digits, finds its places (one fills
 * the cascade, several are offered), and the province → district → sub-district cascade,
 * whose sub-district fills the zip code.
 */
export function PlaceFields({ form }: { form: UseFormReturn<AddressValues> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { control, register, setValue, getValues, formState } = form;
  const [provinceId, districtId] = useWatch({ control, name: ['provinceId', 'districtId'] });
  const provinces = useQuery(provincesQuery()).data;
  const districts = useQuery({
    ...districtsQuery(Number(provinceId)),
    enabled: provinceId !== '',
  }).data;
  const subDistricts = useQuery({
    ...subDistrictsQuery(Number(districtId)),
    enabled: districtId !== '',
  }).data;
  const [lookup, setLookup] = useState<ZipLookup>(null);

  const set = (name: keyof AddressValues, value: string) =>
    setValue(name, value, { shouldValidate: formState.isSubmitted });
  const place = (chosen: ZipCodePlace) => {
    set('provinceId', String(chosen.provinceId));
    set('districtId', String(chosen.districtId));
    set('subdistrictId', String(chosen.subdistrictId));
    set('zipCode', chosen.zipCode);
    setLookup(null);
  };

  const findPlaces = async (zipCode: string) => {
    setLookup(null);
    if (!/^\d{5}$/.test(zipCode)) return;
    const places = await queryClient.fetchQuery(zipCodePlacesQuery(zipCode)).catch(() => null);
    // The shopper may have typed on while the answer came.
    if (getValues('zipCode') !== zipCode) return;
    const [only] = places ?? [];
    if (places?.length === 1 && only) place(only);
    else setLookup(places === null ? 'failed' : places.length === 0 ? 'none' : { places });
  };

  return (
    <fieldset className="address-form__places">
      <legend>
        <Trans>ที่ตั้ง</Trans>
      </legend>
      <TextField
        label={t`รหัสไปรษณีย์`}
        autoComplete="postal-code"
        maxLength={5}
        digitsOnly
        registration={register('zipCode', {
          onChange: (event) => void findPlaces(event.target.value),
        })}
        error={formState.errors.zipCode?.message}
      />
      {lookup === 'none' && (
        <p className="address-form__note" role="status">
          <Trans>ไม่พบรหัสไปรษณีย์นี้ กรุณาเลือกจังหวัด อำเภอ และตำบลด้านล่าง</Trans>
        </p>
      )}
      {lookup === 'failed' && (
        <p className="address-form__note" role="status">
          <Trans>ค้นหารหัสไปรษณีย์ไม่สำเร็จ กรุณาเลือกจังหวัด อำเภอ และตำบลด้านล่าง</Trans>
        </p>
      )}
      {typeof lookup === 'object' && lookup && (
        <ZipCodeMatches
          places={lookup.places}
          onPick={(chosen) => {
            place(chosen);
            // The list it was picked from is gone: back to the field that found it.
            form.setFocus('zipCode');
          }}
        />
      )}
      <PlaceSelect
        name="provinceId"
        label={t`จังหวัด`}
        control={control}
        places={provinces}
        onChosen={() => {
          set('districtId', '');
          set('subdistrictId', '');
          set('zipCode', '');
        }}
      />
      <PlaceSelect
        name="districtId"
        label={t`อำเภอ / เขต`}
        control={control}
        places={districts}
        onChosen={() => {
          set('subdistrictId', '');
          set('zipCode', '');
        }}
      />
      <PlaceSelect
        name="subdistrictId"
        label={t`ตำบล / แขวง`}
        control={control}
        places={subDistricts}
        onChosen={(id) => {
          const chosen = subDistricts?.find((sub) => String(sub.id) === id);
          set('zipCode', chosen?.zipCode ?? '');
        }}
      />
    </fieldset>
  );
}
