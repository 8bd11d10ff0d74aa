// The Thai tax id (a person's citizen id, or a company's juristic-person id): 13 digits, the
// last a check digit over the first 12 (mod 11). Pure, so the SPA can carry the same rule. The
// scheme misses a change of the third digit (weight 11) and confuses remainders 0 and 10.

/** The check digit of a tax id's first 12 digits. */
export function taxIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** Whether `value` is 13 digits whose last is the check digit of the others. */
export const isThaiTaxId = (value: string): boolean =>
  /^[0-9]{13}$/.test(value) && taxIdCheckDigit(value) === Number(value[12]);
