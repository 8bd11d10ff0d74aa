// The slip form's rules (spec section 5): a png/jpg/pdf under 3 MB (checked by its bytes when
// sent, file-check.ts), the amount in baht, and a transfer time after the checkout. The server
// checks all of it again; its refusal goes under the field it names.
import { DateTime } from 'luxon';
import * as z from 'zod';
import { TIME_ZONE } from '../../format/date.ts';
import { message } from '../form/field-rules.ts';
import type { FileRule } from '../form/file-check.ts';

/** What the server takes (POST /payment/{cartId}/slip, its x-max-bytes). */
export const SLIP_FILE: FileRule = {
  types: ['image/png', 'image/jpeg', 'application/pdf'],
  maxBytes: 3 * 1024 * 1024,
};

/** This form's own message keys; the spec's (field-rules.ts) are the form kit's. */
export const slipMessage = {
  amount: 'slipAmount',
  beforeCheckout: 'slipBeforeCheckout',
} as const;

/** A Bangkok wall-clock minute as a datetime-local input writes it: 2026-11-24T14:30. */
export const localMinute = (instant: string | number) =>
  (typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromMillis(instant))
    .setZone(TIME_ZONE)
    .toFormat("yyyy-MM-dd'T'HH:mm");

export function slipSchema(checkedOutAt: string) {
  // The slip shows the minute only: a transfer in the checkout's minute is after it.
  const earliest = localMinute(checkedOutAt);
  return z.object({
    file: z.custom<FileList>((files) => files instanceof FileList && files.length === 1, {
      message: message.required,
    }),
    amount: z
      .string()
      .trim()
      .min(1, message.required)
      .regex(/^\d{1,9}(\.\d{1,2})?$/, slipMessage.amount)
      .refine((amount) => Number(amount) > 0, slipMessage.amount),
    transferredAt: z
      .string()
      .min(1, message.required)
      // Both are zero-padded local minutes, so text order is time order.
      .refine((value) => value >= earliest, slipMessage.beforeCheckout),
  });
}

export type SlipValues = z.input<ReturnType<typeof slipSchema>>;

/** The form's field for a field the server names in its refusal. */
export const slipFieldOf = (field: string): keyof SlipValues | undefined => SERVER_FIELDS[field];

const SERVER_FIELDS: Record<string, keyof SlipValues> = {
  body: 'file',
  'query.amount': 'amount',
  'query.transferredAt': 'transferredAt',
};
