// The address book and Thailand's geography. Names come in the Culture's language, so the
// language is part of each key. The book lives here, not in its feature: checkout reads it too.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type Address = components['schemas']['Address'];
export type GeoPlace = components['schemas']['GeoPlace'];
export type ZipCodePlace = components['schemas']['ZipCodePlace'];

/** The signed-in user's addresses, oldest first. Every write answers the whole book. */
export const addressBookQuery = () =>
  queryOptions({
    queryKey: ['address-book', readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/UserAddresses', { signal })).userAddresses,
  });

// The geography is the server's fixed dataset: one look-up per page life is enough.
const geography = { staleTime: Number.POSITIVE_INFINITY } as const;

export const provincesQuery = () =>
  queryOptions({
    ...geography,
    queryKey: ['provinces', readLanguage()],
    queryFn: async ({ signal }) => unwrap(await api.GET('/Address/Province', { signal })).provinces,
  });

export const districtsQuery = (provinceId: number) =>
  queryOptions({
    ...geography,
    queryKey: ['districts', provinceId, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/Address/District/{provinceId}', {
          params: { path: { provinceId } },
          signal,
        }),
      ).districts,
  });

/** A district's sub-districts, each with its zip code. */
export const subDistrictsQuery = (districtId: number) =>
  queryOptions({
    ...geography,
    queryKey: ['sub-districts', districtId, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/Address/SubDistrict/{districtId}', {
          params: { path: { districtId } },
          signal,
        }),
      ).subdistricts,
  });

/** The sub-districts a zip code serves, with their districts and provinces; none is []. */
export const zipCodePlacesQuery = (zipCode: string) =>
  queryOptions({
    ...geography,
    queryKey: ['zip-code', zipCode, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/Address/ZipCode/{zipCode}', { params: { path: { zipCode } }, signal }))
        .places,
  });
