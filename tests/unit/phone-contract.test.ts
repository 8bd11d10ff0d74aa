// The forms' phone rules and the contract's must agree, form by form (spec section 5):
// the login phone (password login, and the account check before it) and an address's phone
// take 9 or 10 digits, 0 first (Thai landlines have 9, mobiles 10); every form that sends or
// proves a phone code takes exactly 10. The contract side is what the server itself validates: each operation's
// body schema read from openapi/storefront.yaml, checked by the server's own Ajv set-up, so
// a change on either side that the other does not make fails here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../server/contract/ajv.ts';
import { loadContract } from '../../server/contract/contract.ts';
import {
  otpPhoneSchema,
  phoneLoginSchema,
} from '../../src/features/account/forms/account-schemas.ts';
import { addressSchema, inputOf } from '../../src/ui/address-form/address-schema.ts';
import { runs } from '../support/property-runs.ts';

const operations = loadContract();
const ajv = createAjv({ coerce: false, defaults: true });

/** Whether the server's validation takes the JSON body `operationId` gets. */
function bodyValidator(operationId: string) {
  const body = operations.find((op) => op.operationId === operationId)?.requestBody;
  if (body?.kind !== 'json') throw new Error(`${operationId} takes no JSON body`);
  const validate = ajv.compile(body.schema);
  return (value: Record<string, unknown>) => validate(structuredClone(value));
}

const code = { otp: '123456', reference: 'AB12CD' };
/** Each call a phone of the form goes to, as a body holding `telephone` and valid otherwise. */
type Use = [string, (telephone: string) => boolean];
const use = (
  name: string,
  operationId: string,
  body: (telephone: string) => Record<string, unknown>,
): Use => {
  const validate = bodyValidator(operationId);
  return [name, (telephone) => validate(body(telephone))];
};

const loginPhoneUses: Use[] = [
  use('POST /ValidateEmailTelephone', 'validateEmailTelephone', (telephone) => ({ telephone })),
  use('POST /login with a password', 'login', (telephone) => ({
    telephone,
    password: 'Demo1234',
    type: 2,
  })),
];

const otpPhoneUses: Use[] = [
  use('POST /OTP/Send', 'sendOtp', (telephone) => ({ telephone, type: 1 })),
  use('POST /OTP/Validate', 'validateOtp', (telephone) => ({ telephone, ...code, type: 1 })),
  use('POST /login with a code', 'login', (telephone) => ({ telephone, ...code, type: 2 })),
  use('POST /LoginExternal with a code', 'loginExternal', (telephone) => ({
    Provider: 'Line',
    Ticket: 'A'.repeat(43),
    type: 2,
    telephone,
    OTP: code.otp,
    reference: code.reference,
  })),
  use('POST /Register', 'register', (telephone) => ({
    type: 1,
    email: 'somchai@example.com',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    telephone,
    ...code,
    isAccept: true,
    policy: true,
    news: false,
    isSendByEmail: false,
    userTargetTypeId: [1],
  })),
];

// An address's phone is one to call: 9 or 10 digits, as the login phone.
const place = { provinceId: 38, districtId: 5001, subdistrictId: 500108, zipCode: '50200' };
const addressPhoneUses: Use[] = [
  use('POST /UserAddresses', 'addUserAddress', (telephone) => ({
    typeAddress: 1,
    userAddressTypeId: 1,
    name: 'Home',
    firstname: 'Somsri',
    lastname: 'Rakthai',
    telephone,
    address: '12/3 Moo 4',
    road: '',
    ...place,
    taxId: null,
  })),
];

/** The client forms: whether each takes the phone, and the phone it then sends. */
const forms = {
  'the login phone form': {
    uses: loginPhoneUses,
    parse: (telephone: string) => {
      const parsed = phoneLoginSchema.safeParse({ telephone, password: 'Demo1234' });
      return parsed.success ? parsed.data.telephone : null;
    },
  },
  'the address form': {
    uses: addressPhoneUses,
    parse: (telephone: string) => {
      const parsed = addressSchema.safeParse({
        typeAddress: '1',
        name: 'Home',
        firstname: 'Somsri',
        lastname: 'Rakthai',
        telephone,
        address: '12/3 Moo 4',
        road: '',
        provinceId: String(place.provinceId),
        districtId: String(place.districtId),
        subdistrictId: String(place.subdistrictId),
        zipCode: place.zipCode,
        taxId: '',
      });
      return parsed.success ? inputOf(parsed.data).telephone : null;
    },
  },
  'the OTP phone form': {
    uses: otpPhoneUses,
    parse: (telephone: string) => {
      const parsed = otpPhoneSchema.safeParse({ telephone });
      return parsed.success ? parsed.data.telephone : null;
    },
  },
};

// Phones near every bound: lengths 8 to 11, 0 or another digit first, Thai and Arabic-Indic
// digits, signs, spaces (the form trims; the field lets only digits in anyway).
const phoneLike = fc.oneof(
  fc.stringMatching(/^0[0-9]{8,9}$/),
  fc.stringMatching(/^[0-9]{7,12}$/),
  fc.string({
    unit: fc.constantFrom('0', '0', '2', '8', '9', ' ', '-', '+', '๐', '๒', '٠', 'a'),
    maxLength: 13,
  }),
);
const edges = [
  '',
  '0',
  '02123456',
  '021234567',
  '0212345678',
  '08123456789',
  '812345678',
  '1812345678',
  ' 021234567',
  '0812345678 ',
  '081234567\n',
  '๐๘๑๒๓๔๕๖๗๘',
  '+66812345678',
  '08-1234567',
];

describe.each(Object.entries(forms))('%s', (_, form) => {
  it.each(form.uses)('is taken by %s exactly when the form takes it', (_, contractTakes) => {
    // The rest of each body is valid: only the phone decides.
    expect(contractTakes('0812345678')).toBe(true);
    const agrees = (typed: string) => {
      const sent = form.parse(typed);
      // The form sends the trimmed phone; it takes what the contract takes once trimmed.
      expect(sent, JSON.stringify(typed)).toBe(contractTakes(typed.trim()) ? typed.trim() : null);
    };
    for (const typed of edges) agrees(typed);
    fc.assert(fc.property(phoneLike, agrees), runs(2_000));
  });
});

describe('the phone rules (spec section 5)', () => {
  const login = forms['the login phone form'].parse;
  const otp = forms['the OTP phone form'].parse;

  it('login: 9 or 10 digits, 0 first', () => {
    for (const phone of ['021234567', '0812345678']) expect(login(phone)).toBe(phone);
    for (const phone of ['02123456', '08123456789', '812345678', '1812345678', '08123x5678'])
      expect(login(phone), phone).toBeNull();
  });

  it('OTP forms: exactly 10 digits, 0 first', () => {
    expect(otp('0812345678')).toBe('0812345678');
    for (const phone of ['021234567', '08123456789', '1812345678']) expect(otp(phone)).toBeNull();
  });
});
