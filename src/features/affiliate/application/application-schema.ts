// The application's fields as the form checks them before sending; the server checks them
// again, and what only it knows (the card's check digit, the bank's account length) comes back
// under the field it names.
import * as z from 'zod';
import type { ApplicationForm } from '../../../../machines/affiliate-application/affiliate-application.actors.ts';
import type { BankCode } from '../../../../machines/affiliate-application/affiliate-application-rules.ts';
import { message, requiredText } from '../../../ui/form/field-rules.ts';

export const applicationSchema = z.object({
  firstname: requiredText.max(100, message.maxLength(100)),
  lastname: requiredText.max(100, message.maxLength(100)),
  nationalId: requiredText.regex(/^\d+$/, message.integer).length(13, message.minLength(13)),
  bankCode: requiredText,
  accountNumber: requiredText.regex(/^[\d -]+$/, message.integer).max(20, message.maxLength(20)),
  accountName: requiredText.max(200, message.maxLength(200)),
});

export type ApplicationValues = z.infer<typeof applicationSchema>;

export const emptyApplication: ApplicationValues = {
  firstname: '',
  lastname: '',
  nationalId: '',
  bankCode: '',
  accountNumber: '',
  accountName: '',
};

/** The values as the API takes them: the bank is one the server listed (the select's). */
export const applicationFormOf = (values: ApplicationValues): ApplicationForm => ({
  ...values,
  bankCode: values.bankCode as BankCode,
});

const FIELDS = new Set(Object.keys(emptyApplication));

/** The form's field a server refusal names (`body.nationalId`), or null. */
export function applicationFieldOf(field: string): keyof ApplicationValues | null {
  const name = field.replace(/^body\./, '');
  return FIELDS.has(name) ? (name as keyof ApplicationValues) : null;
}
