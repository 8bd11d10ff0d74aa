// The address form's rules (spec section 5's message keys), and how its values and the
// contract's address meet. A company's address is a tax-invoice address: its name is the
// company's and its tax id is required. The tax id's check digit is the server's rule alone:
// here it is only 13 digits, and the server's refusal shows under the field.
import * as z from 'zod';
import type { AddressInput } from '../../api/address-writes.ts';
import type { Address } from '../../api/queries/addresses.ts';
import { message, requiredText, telephoneField } from '../form/field-rules.ts';

const PERSON = '1';
const COMPANY = '2';

const upTo = (max: number) => z.string().trim().max(max, message.maxLength(max));
const requiredUpTo = (max: number) => requiredText.max(max, message.maxLength(max));
const digits = (n: number) =>
  requiredText
    .regex(/^\d+$/, message.integer)
    .min(n, message.minLength(n))
    .max(n, message.maxLength(n));
/** A place of the cascade, its id as the select holds it. */
const chosen = z.string().min(1, message.required);

const taxId = digits(13);
/** A person's tax id may be left empty; one typed must have the 13 digits. */
const optionalTaxId = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const issue = value === '' ? undefined : taxId.safeParse(value).error?.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: issue.message });
  });

const common = {
  name: requiredUpTo(50),
  firstname: requiredUpTo(100),
  telephone: telephoneField,
  address: requiredUpTo(200),
  road: upTo(100),
  zipCode: digits(5),
  provinceId: chosen,
  districtId: chosen,
  subdistrictId: chosen,
};

export const addressSchema = z.discriminatedUnion('typeAddress', [
  z.object({
    ...common,
    typeAddress: z.literal(PERSON),
    lastname: requiredUpTo(100),
    taxId: optionalTaxId,
  }),
  z.object({ ...common, typeAddress: z.literal(COMPANY), lastname: z.string(), taxId }),
]);

export type AddressValues = z.input<typeof addressSchema>;
export type AddressFieldName = keyof AddressValues;
type CheckedValues = z.output<typeof addressSchema>;

export const isCompany = (typeAddress: string) => typeAddress === COMPANY;

const EMPTY: AddressValues = {
  typeAddress: PERSON,
  name: '',
  firstname: '',
  lastname: '',
  telephone: '',
  address: '',
  road: '',
  zipCode: '',
  provinceId: '',
  districtId: '',
  subdistrictId: '',
  taxId: '',
};

/** The form's values for an address being edited, or for a new one. */
export function valuesOf(address?: Address): AddressValues {
  if (!address) return EMPTY;
  return {
    typeAddress: address.typeAddress === 2 ? COMPANY : PERSON,
    name: address.name,
    firstname: address.firstname,
    lastname: address.lastname,
    telephone: address.telephone,
    address: address.address,
    road: address.road,
    zipCode: address.zipCode,
    provinceId: String(address.provinceId),
    districtId: String(address.districtId),
    subdistrictId: String(address.subdistrictId),
    taxId: address.taxId ?? '',
  };
}

/** What the server takes. An address with a tax id is a billing (tax-invoice) address. */
export function inputOf(values: CheckedValues): AddressInput {
  const company = isCompany(values.typeAddress);
  return {
    typeAddress: company ? 2 : 1,
    userAddressTypeId: company || values.taxId !== '' ? 2 : 1,
    name: values.name,
    firstname: values.firstname,
    lastname: company ? '' : values.lastname,
    telephone: values.telephone,
    address: values.address,
    road: values.road,
    provinceId: Number(values.provinceId),
    districtId: Number(values.districtId),
    subdistrictId: Number(values.subdistrictId),
    zipCode: values.zipCode,
    taxId: values.taxId === '' ? null : values.taxId,
  };
}

const FIELDS = new Set(Object.keys(EMPTY));

/** The form's field a server error names (`body.taxId`), or null for the form as a whole. */
export function fieldOf(serverField: string): AddressFieldName | null {
  const name = serverField.replace(/^body\./, '');
  return FIELDS.has(name) ? (name as AddressFieldName) : null;
}
