// The profile's birthday travels with a Buddhist-era year (spec: the year in the first four
// characters, Gregorian + 543); the date input works in Gregorian ISO dates.
import { DateTime } from 'luxon';

const BUDDHIST_ERA_OFFSET = 543;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function shifted(date: string, years: number): string | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  // fromObject refuses a day the shifted year does not have (29 February), as it should.
  const result = DateTime.fromObject({ year: (year ?? 0) + years, month, day });
  return result.isValid ? result.toISODate() : null;
}

/** `2533-05-17` → `1990-05-17`; null when it is not a real date. */
export const gregorianOf = (buddhist: string) => shifted(buddhist, -BUDDHIST_ERA_OFFSET);

/** `1990-05-17` → `2533-05-17`; null when it is not a real date. */
export const buddhistOf = (gregorian: string) => shifted(gregorian, BUDDHIST_ERA_OFFSET);
