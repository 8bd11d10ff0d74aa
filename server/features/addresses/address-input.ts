// What the contract cannot say of an address the shopper writes: text left empty once trimmed,
// the province, district, sub-district and zip code belonging together, and the tax id of a
// tax-invoice address. Every problem is listed at once; the names stored come from the
// geography, never from the client.
import type { components } from '../../../openapi/storefront.d.ts';
import { fieldErrors } from '../../http/api-error.ts';
import { msg } from '../../http/messages.ts';
import type { FieldError } from '../../http/request-validator.ts';
import { geography } from './geography.ts';
import { isThaiTaxId } from './tax-id.ts';

type AddressInput = components['schemas']['UserAddressInput'];

const COMPANY = 2;

/** The place of the address, or the problems of its ids. */
function placeOf(input: AddressInput, errors: FieldError[]) {
  const province = geography.provinces.get(input.provinceId);
  const district = geography.districts.get(input.districtId);
  const subDistrict = geography.subDistricts.get(input.subdistrictId);
  if (!province) {
    errors.push({ field: 'body.provinceId', message: msg('address.unknownProvince') });
  } else if (district?.province !== province) {
    errors.push({ field: 'body.districtId', message: msg('address.districtElsewhere') });
  } else if (subDistrict?.district !== district) {
    errors.push({ field: 'body.subdistrictId', message: msg('address.subDistrictElsewhere') });
  } else if (subDistrict.zipCode !== input.zipCode) {
    errors.push({
      field: 'body.zipCode',
      message: msg('address.zipCodeElsewhere', { zipCode: subDistrict.zipCode }),
    });
  } else {
    return { province, district, subDistrict };
  }
  return null;
}

function taxIdProblem(input: AddressInput): FieldError | null {
  if (input.taxId === null) {
    return input.typeAddress === COMPANY
      ? { field: 'body.taxId', message: msg('address.taxIdRequired') }
      : null;
  }
  return isThaiTaxId(input.taxId)
    ? null
    : { field: 'body.taxId', message: msg('address.taxIdChecksum') };
}

/** The columns of a checked address (without its owner and defaults), or a 400 listing all. */
export function addressColumns(input: AddressInput) {
  const text = {
    name: input.name.trim(),
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    address: input.address.trim(),
    road: input.road.trim(),
  };
  const required = ['name', 'firstname', 'address'] as (keyof typeof text)[];
  if (input.typeAddress !== COMPANY) required.push('lastname');
  const errors: FieldError[] = required
    .filter((field) => text[field] === '')
    .map((field) => ({ field: `body.${field}`, message: msg('field.required') }));
  const place = placeOf(input, errors);
  const taxId = taxIdProblem(input);
  if (taxId) errors.push(taxId);
  if (!place || errors.length > 0) throw fieldErrors(errors);
  const { province, district, subDistrict } = place;
  return {
    ...text,
    typeAddress: input.typeAddress,
    userAddressTypeId: input.userAddressTypeId,
    telephone: input.telephone,
    provinceId: province.id,
    provinceNameTh: province.nameTh,
    provinceNameEn: province.nameEn,
    districtId: district.id,
    districtNameTh: district.nameTh,
    districtNameEn: district.nameEn,
    subdistrictId: subDistrict.id,
    subdistrictNameTh: subDistrict.nameTh,
    subdistrictNameEn: subDistrict.nameEn,
    // The dataset gives a zip code no id of its own: its number is its id.
    zipcodeId: Number(subDistrict.zipCode),
    zipCode: subDistrict.zipCode,
    taxId: input.taxId,
  };
}
