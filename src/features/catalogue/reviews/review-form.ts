// The review form's rules (the contract's ReviewInput): stars 1 to 5, words up to 2,000
// characters, at most MAX_REVIEW_PHOTOS photos (the spec's 'Too many files').
import * as z from 'zod';
import { message, requiredText } from '../../../ui/form/field-rules.ts';

export const REVIEW_TEXT_MAX = 2000;
export const MAX_REVIEW_PHOTOS = 5;

export const reviewSchema = z.object({
  stars: z.coerce.number().int().min(1, message.choose).max(5, message.choose),
  text: requiredText.max(REVIEW_TEXT_MAX, message.maxLength(REVIEW_TEXT_MAX)),
});

export type ReviewFields = z.input<typeof reviewSchema>;
