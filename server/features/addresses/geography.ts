// Thailand's provinces, districts (amphoe, khet) and sub-districts (tambon, khwaeng) with their
// zip codes, in Thai and English, keyed by the dataset's ids (thai-geography.json, written by
// scripts/thai-geography.ts from kongvut/thai-province-data; README, "Addresses"). Held in
// memory: the look-ups and an address's check need no database.
import type { Culture } from '../../http/culture.ts';
import { localize } from '../shared/present.ts';
import data from './thai-geography.json' with { type: 'json' };

/** The JSON file: rows as tuples, the file's size being most of its point. */
export interface GeographyFile {
  source: string;
  /** id, Thai name, English name */
  provinces: [number, string, string][];
  /** id, province id, Thai name, English name */
  districts: [number, number, string, string][];
  /** id, district id, Thai name, English name, zip code */
  subDistricts: [number, number, string, string, string][];
}

interface Place {
  id: number;
  nameTh: string;
  nameEn: string;
}
export interface Province extends Place {
  districts: District[];
}
export interface District extends Place {
  province: Province;
  subDistricts: SubDistrict[];
}
export interface SubDistrict extends Place {
  district: District;
  zipCode: string;
}

function load(file: GeographyFile) {
  const provinces = new Map<number, Province>();
  const districts = new Map<number, District>();
  const subDistricts = new Map<number, SubDistrict>();
  const byZipCode = new Map<string, SubDistrict[]>();
  for (const [id, nameTh, nameEn] of file.provinces) {
    provinces.set(id, { id, nameTh, nameEn, districts: [] });
  }
  for (const [id, provinceId, nameTh, nameEn] of file.districts) {
    const province = provinces.get(provinceId);
    if (!province) throw new Error(`district ${id}: no province ${provinceId}`);
    const district = { id, nameTh, nameEn, province, subDistricts: [] };
    province.districts.push(district);
    districts.set(id, district);
  }
  for (const [id, districtId, nameTh, nameEn, zipCode] of file.subDistricts) {
    const district = districts.get(districtId);
    if (!district) throw new Error(`sub-district ${id}: no district ${districtId}`);
    const subDistrict = { id, nameTh, nameEn, district, zipCode };
    district.subDistricts.push(subDistrict);
    subDistricts.set(id, subDistrict);
    byZipCode.set(zipCode, [...(byZipCode.get(zipCode) ?? []), subDistrict]);
  }
  return { provinces, districts, subDistricts, byZipCode };
}

export const geography = load(data as unknown as GeographyFile);

const collators = { th: new Intl.Collator('th'), en: new Intl.Collator('en') };

/** How the Culture orders names. */
export const collatorIn = (culture: Culture) => collators[culture];

export const nameIn = (culture: Culture, place: Place) =>
  localize(culture, place.nameTh, place.nameEn);

/** Places in the Culture's alphabetical order, as a picker lists them. */
export function sortedIn<P extends Place>(culture: Culture, places: Iterable<P>): P[] {
  const { compare } = collatorIn(culture);
  return [...places].sort((a, b) => compare(nameIn(culture, a), nameIn(culture, b)));
}
