// The storefront's two number patterns, 0,0 and 0,0.00, are the same in Thai and English, so
// they are written out here instead of asked of Intl: a page's first Intl.NumberFormat loads
// the locale's number data inside the first render (about 20 ms on a mid-range phone).

/** Commas between the thousands of a run of digits, with an optional sign and decimals. */
function groupThousands(fixed: string): string {
  const point = fixed.indexOf('.');
  const whole = point === -1 ? fixed : fixed.slice(0, point);
  const decimals = point === -1 ? '' : fixed.slice(point);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + decimals;
}

/** A count as 0,0: 12,345. */
export function formatCount(value: number): string {
  return groupThousands(value.toFixed(0));
}

/** Baht as 0,0.00 behind the baht sign, rounded half away from zero: ฿1,234.50. */
export function formatPrice(amount: number): string {
  const fixed = groupThousands(Math.abs(amount).toFixed(2));
  return amount < 0 ? `-฿${fixed}` : `฿${fixed}`;
}
