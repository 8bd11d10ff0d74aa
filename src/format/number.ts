// The storefront's two number patterns, 0,0 and 0,0.00, are the same in Thai and English, so
// they are written out here instead of asked of Intl: a page's first Intl.NumberFormat loads
// the locale's number data inside the first render (about 20 ms on a mid-range phone).

/** Commas between the thousands of the whole part of a plain decimal. */
function groupThousands(decimal: string): string {
  const point = decimal.indexOf('.');
  const whole = point === -1 ? decimal : decimal.slice(0, point);
  const fraction = point === -1 ? '' : decimal.slice(point);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}

/**
 * A number that is not negative, to two decimals rounded half up as Intl rounds: on its
 * shortest decimal form, so 1.005 gives 1.01 (toFixed works on the binary value, 1.00499…).
 */
function twoDecimals(value: number): string {
  const decimal = String(value);
  // Exponent forms: below 1e-6, which is 0.00 either way, or far beyond any price.
  if (decimal.includes('e')) return value.toFixed(2);
  const [whole = '0', fraction = ''] = decimal.split('.');
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const cents = (BigInt(whole + `${fraction}00`.slice(0, 2)) + roundUp).toString();
  const digits = cents.padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * A count as 0,0: 12,345. Also the count in a plural message, as a placeholder: Lingui writes a
 * plural's `#` through Intl.NumberFormat, whose first use loads ICU's number data inside a render
 * (about 17 ms on this machine, 70 at Lighthouse's 4x). scripts/check-translations.mjs refuses `#`.
 */
export function formatCount(value: number): string {
  return groupThousands(value.toFixed(0));
}

/** Baht as 0,0.00 behind the baht sign, rounded half away from zero: ฿1,234.50. */
export function formatPrice(amount: number): string {
  const fixed = groupThousands(twoDecimals(Math.abs(amount)));
  return amount < 0 ? `-฿${fixed}` : `฿${fixed}`;
}
