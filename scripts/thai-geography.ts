// Writes server/features/addresses/thai-geography.json, the address book's Thai geography,
// from kongvut/thai-province-data (MIT, maintained, validated in its CI) at a pinned commit:
// 77 provinces, their districts and sub-districts with zip codes, Thai and English names and
// the dataset's ids. No npm package holds that (README, "Addresses"). Run it to move to a new
// commit of the dataset (change SOURCE_COMMIT), with no argument to download the files, or with
// a checkout of the repository: `node --import tsx scripts/thai-geography.ts ../thai-province-data`.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GeographyFile } from '../server/features/addresses/geography.ts';

const SOURCE_REPO = 'kongvut/thai-province-data';
const SOURCE_COMMIT = '9711e723dfe9c0c48630f05090ed70a1aa3c66f1';
const OUT = 'server/features/addresses/thai-geography.json';

interface Named {
  id: number;
  name_th: string;
  name_en: string;
  deleted_at: string | null;
}
type Province = Named;
type District = Named & { province_id: number };
type SubDistrict = Named & { district_id: number; zip_code: number };

async function sourceFile<T>(name: string, checkout: string | undefined): Promise<T[]> {
  const path = `api/latest/${name}.json`;
  const text = checkout
    ? await readFile(join(checkout, path), 'utf8')
    : await fetch(`https://raw.githubusercontent.com/${SOURCE_REPO}/${SOURCE_COMMIT}/${path}`).then(
        (response) => {
          if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
          return response.text();
        },
      );
  return (JSON.parse(text) as (T & { deleted_at: string | null })[]).filter(
    (row) => row.deleted_at === null,
  );
}

const checkout = process.argv[2];
const provinces = await sourceFile<Province>('province', checkout);
const districts = await sourceFile<District>('district', checkout);
const subDistricts = await sourceFile<SubDistrict>('sub_district', checkout);
// The dataset lists two municipalities as districts with no sub-district: nothing to choose.
const withSubDistricts = new Set(subDistricts.map((row) => row.district_id));
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

const file: GeographyFile = {
  source: `https://github.com/${SOURCE_REPO}/tree/${SOURCE_COMMIT}`,
  provinces: provinces.sort(byId).map((row) => [row.id, row.name_th, row.name_en]),
  districts: districts
    .filter((row) => withSubDistricts.has(row.id))
    .sort(byId)
    .map((row) => [row.id, row.province_id, row.name_th, row.name_en]),
  subDistricts: subDistricts
    .sort(byId)
    .map((row) => [
      row.id,
      row.district_id,
      row.name_th,
      row.name_en,
      String(row.zip_code).padStart(5, '0'),
    ]),
};
await writeFile(OUT, JSON.stringify(file));
execFileSync('npx', ['biome', 'format', '--write', OUT], { stdio: 'inherit' });
console.log(
  `${OUT}: ${file.provinces.length} provinces, ${file.districts.length} districts, ` +
    `${file.subDistricts.length} sub-districts`,
);
