// Thai business days (spec section 9: verification and transfers take 1-3 of them): Monday to
// Friday in Bangkok, less the public holidays date-holidays keeps for Thailand (the dates of the
// lunar holidays move every year, so they come from a maintained package, not a list here).
import Holidays from 'date-holidays';
import { DateTime } from 'luxon';

const ZONE = 'Asia/Bangkok';
const thailand = new Holidays('TH');

/** The public holidays of a year, as ISO dates, asked of the package once per year. */
const holidaysOf = (() => {
  const years = new Map<number, Set<string>>();
  return (year: number): Set<string> => {
    let dates = years.get(year);
    if (!dates) {
      dates = new Set(
        thailand
          .getHolidays(year)
          .filter((holiday) => holiday.type === 'public')
          .map((holiday) => holiday.date.slice(0, 10)),
      );
      years.set(year, dates);
    }
    return dates;
  };
})();

/** Whether the Bangkok day of `day` is one banks and staff work. */
export function isBusinessDay(day: DateTime): boolean {
  const local = day.setZone(ZONE);
  return local.weekday <= 5 && !holidaysOf(local.year).has(local.toISODate() ?? '');
}

/**
 * The end (23:59:59.999 in Bangkok) of the `count`th business day after `from`'s day: what a
 * shopper is told as "by" for something taking at most that many. The day of `from` itself
 * does not count, whatever its hour.
 */
export function businessDaysAfter(from: Date, count: number): Date {
  let day = DateTime.fromJSDate(from).setZone(ZONE).startOf('day');
  for (let counted = 0; counted < count; ) {
    day = day.plus({ days: 1 });
    if (isBusinessDay(day)) counted++;
  }
  return day.endOf('day').toJSDate();
}
