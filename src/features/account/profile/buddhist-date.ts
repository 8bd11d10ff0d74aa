// The profile's birthday travels with a Buddhist-era year (spec: the year in the first four
// characters, Gregorian + 543); the date input works in Gregorian ISO dates. A Buddhist-era
// year is a label of its Gregorian year: its 29 February is the Gregorian year's (2535 BE is
// 1992, a leap year, though 2535 itself would not be one), so a date is checked as Gregorian.
import { DateTime } from 'luxon';

const BUDDHIST_ERA_OFFSET = 543;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO date's year, month and day; null when it is not written as one. */
function partsOf(date: string) {
  const match = DATE.exec(date);
  if (!match) return null;
  const [, year = 0, month = 0, day = 0] = match.map(Number);
  return { year, month, day };
}

/** The Gregorian ISO date; null when the calendar has no such day (fromObject refuses it). */
function gregorian(year: number, month: number, day: number): string | null {
  const date = DateTime.fromObject({ year, month, day });
  return date.isValid ? date.toISODate() : null;
}

/** `2533-05-17` → `1990-05-17`; null when it is not a real date. */
export function gregorianOf(buddhist: string): string | null {
  const parts = partsOf(buddhist);
  return parts && gregorian(parts.year - BUDDHIST_ERA_OFFSET, parts.month, parts.day);
}

/** `1990-05-17` → `2533-05-17`; null when it is not a real date. */
export function buddhistOf(date: string): string | null {
  const parts = partsOf(date);
  const real = parts && gregorian(parts.year, parts.month, parts.day);
  return parts && real ? `${parts.year + BUDDHIST_ERA_OFFSET}${real.slice(4)}` : null;
}
