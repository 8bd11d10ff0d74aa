// Where a code went, shown without giving the whole number away (spec section 5).

/** A phone shows its first 3 digits and the middle; the last 4 become xxxx. */
export function maskTelephone(telephone: string): string {
  const digits = [...telephone];
  if (digits.length <= 4) return 'x'.repeat(digits.length);
  return `${digits.slice(0, -4).join('')}xxxx`;
}
