// The spec's validation message keys (section 5) and the field rules forms of more than one
// feature share. Messages are keys; the view translates them (validation-message.ts).
import * as z from 'zod';

/** A message key, with the length it names when it names one (`msgValidateMinLength:8`). */
export const message = {
  required: 'msgValidateRequired',
  email: 'msgValidateEmail',
  telephone: 'msgValidateTelephone',
  integer: 'msgValidateInteger',
  minLength: (n: number) => `msgValidateMinLength:${n}`,
  maxLength: (n: number) => `msgValidateMaxLength:${n}`,
  passwordsMatch: 'passwordsNoteMatch',
  password: 'textValidatePassword',
  choose: 'pleaseSelectInfo',
  lettersOnly: 'enterOnlyLetters',
} as const;

export const requiredText = z.string().trim().min(1, message.required);

/**
 * A phone to call or log in with: 9 or 10 digits, starting with 0, as the contract's
 * `LoginTelephone` (`^0[0-9]{8,9}$`). Thai landlines have 9 digits, mobiles 10.
 * tests/unit/phone-contract.test.ts checks it against the contract.
 */
export const telephoneField = requiredText
  .regex(/^\d+$/, message.integer)
  .min(9, message.minLength(9))
  .max(10, message.maxLength(10))
  .regex(/^0/, message.telephone);
