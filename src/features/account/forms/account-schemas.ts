// The account forms' rules (spec section 5). Where the spec gives two readings, the stricter
// one: passwords of at least 8 characters with a letter and a digit (the server checks the
// same), login passwords at least 8. Messages are the spec's keys; the view translates them.
import * as z from 'zod';
import { message, requiredText as required, telephoneField } from '../../../ui/form/field-rules.ts';

export const emailField = required.max(254, message.maxLength(254)).pipe(z.email(message.email));

/** The OTP forms' phone: 10 digits, starting with 0, as the contract's `Telephone`. */
export const otpTelephoneField = required
  .regex(/^\d+$/, message.integer)
  .min(10, message.minLength(10))
  .max(10, message.maxLength(10))
  .regex(/^0/, message.telephone);

export const otpCodeField = required
  .regex(/^\d+$/, message.integer)
  .min(6, message.minLength(6))
  .max(6, message.maxLength(6));

const loginPassword = z
  .string()
  .min(1, message.required)
  .min(8, message.minLength(8))
  .max(128, message.maxLength(128));

/** The server's rule: English letters, digits and ASCII punctuation; a letter and a digit. */
const PASSWORD_CHARACTERS = /^[A-Za-z0-9!-/:-@[-`{-~]+$/;
export const newPassword = z
  .string()
  .min(1, message.required)
  .min(8, message.minLength(8))
  .max(128, message.maxLength(128))
  .refine(
    (value) => PASSWORD_CHARACTERS.test(value) && /[A-Za-z]/.test(value) && /[0-9]/.test(value),
    message.password,
  );

export const emailLoginSchema = z.object({ email: emailField, password: loginPassword });
export const phoneLoginSchema = z.object({
  telephone: telephoneField,
  password: loginPassword,
});
export const otpPhoneSchema = z.object({ telephone: otpTelephoneField });
export const otpCodeSchema = z.object({ code: otpCodeField });
export const forgotPasswordSchema = z.object({ email: emailField });

/** Two passwords that must match, for registration and reset. */
export const passwordPairSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, message.required) })
  .refine((value) => value.password === value.confirmPassword, {
    message: message.passwordsMatch,
    path: ['confirmPassword'],
  });

export const accountFormSchema = z
  .object({
    email: emailField,
    password: newPassword,
    confirmPassword: z.string().min(1, message.required),
    news: z.boolean(),
    isSendByEmail: z.boolean(),
    accepted: z.boolean(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: message.passwordsMatch,
    path: ['confirmPassword'],
  });

export const companySchema = z.object({
  company: required.max(200, message.maxLength(200)),
  businessTypeId: z.coerce.number<string>().int(message.choose).min(1, message.choose),
});

export const purposesSchema = z.object({
  purposes: z.array(z.coerce.number<string>()).min(1, message.choose),
});
