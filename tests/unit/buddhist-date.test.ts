import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buddhistOf, gregorianOf } from '../../src/features/account/profile/buddhist-date.ts';

describe('Buddhist-era birthdays', () => {
  it('add 543 years to the Gregorian year, and take them off', () => {
    expect(buddhistOf('1990-05-17')).toBe('2533-05-17');
    expect(gregorianOf('2533-05-17')).toBe('1990-05-17');
  });

  it('refuse what is not a date, and a 29 February of a year that has none', () => {
    expect(gregorianOf('2533-13-01')).toBeNull();
    expect(gregorianOf('17/05/2533')).toBeNull();
    // 2535 BE is 1992, a leap year; 2536 BE is 1993, not one.
    expect(gregorianOf('2535-02-29')).toBe('1992-02-29');
    expect(gregorianOf('2536-02-29')).toBeNull();
    expect(buddhistOf('1993-02-29')).toBeNull();
  });

  it("keep a leap day, which is its Gregorian year's whatever the Buddhist-era year's number", () => {
    expect(buddhistOf('1992-02-29')).toBe('2535-02-29');
    expect(buddhistOf('2020-02-29')).toBe('2563-02-29');
    expect(gregorianOf('2563-02-29')).toBe('2020-02-29');
  });

  it('property: every real date goes there and back unchanged', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const buddhist = buddhistOf(iso);
          expect(buddhist?.slice(0, 4)).toBe(String(Number(iso.slice(0, 4)) + 543));
          expect(gregorianOf(buddhist ?? '')).toBe(iso);
        },
      ),
    );
  });
});
