// Thailand's geography for the address forms: the cascade (province, district, sub-district)
// and the zip-code search, named in the request's Culture.
import { notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { collatorIn, geography, nameIn, sortedIn } from './geography.ts';

export const geographyHandlers = {
  listProvinces: async ({ culture }) => ({
    provinces: sortedIn(culture, geography.provinces.values()).map((province) => ({
      id: province.id,
      name: nameIn(culture, province),
    })),
  }),

  listDistricts: async ({ culture, path }) => {
    const province = geography.provinces.get(path.provinceId);
    if (!province) throw notFound('province');
    return {
      districts: sortedIn(culture, province.districts).map((district) => ({
        id: district.id,
        name: nameIn(culture, district),
      })),
    };
  },

  listSubDistricts: async ({ culture, path }) => {
    const district = geography.districts.get(path.districtId);
    if (!district) throw notFound('district');
    return {
      subdistricts: sortedIn(culture, district.subDistricts).map((subDistrict) => ({
        id: subDistrict.id,
        name: nameIn(culture, subDistrict),
        zipCode: subDistrict.zipCode,
      })),
    };
  },

  findByZipCode: async ({ culture, path }) => {
    const places = (geography.byZipCode.get(path.zipCode) ?? []).map((subDistrict) => {
      const { district } = subDistrict;
      return {
        provinceId: district.province.id,
        provinceName: nameIn(culture, district.province),
        districtId: district.id,
        districtName: nameIn(culture, district),
        subdistrictId: subDistrict.id,
        subdistrictName: nameIn(culture, subDistrict),
        zipCode: subDistrict.zipCode,
      };
    });
    const { compare } = collatorIn(culture);
    places.sort(
      (a, b) =>
        compare(a.provinceName, b.provinceName) ||
        compare(a.districtName, b.districtName) ||
        compare(a.subdistrictName, b.subdistrictName),
    );
    return { places };
  },
} satisfies Partial<Handlers>;
