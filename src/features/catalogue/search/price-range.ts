import * as z from 'zod/mini';

/**
 * The price range form of the product filters. Messages are codes; the form translates
 * them (spec section 5: valid price format; the highest price not below the lowest).
 */
export const PRICE_ERRORS = { format: 'price.format', order: 'price.order' } as const;

const PRICE_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** Empty means "no limit"; otherwise baht with at most 2 decimals. */
const amount = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((text) => text === '' || PRICE_PATTERN.test(text), PRICE_ERRORS.format),
  ),
  z.transform((text: string) => (text === '' ? undefined : Number(text))),
);

export const priceRangeSchema = z
  .object({ startprice: amount, endprice: amount })
  .check(
    z.refine(
      ({ startprice, endprice }) =>
        startprice === undefined || endprice === undefined || startprice <= endprice,
      { message: PRICE_ERRORS.order, path: ['endprice'] },
    ),
  );

export type PriceRangeInput = z.input<typeof priceRangeSchema>;
export type PriceRange = z.output<typeof priceRangeSchema>;

/** The form's text for a price from the URL. */
export const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));
