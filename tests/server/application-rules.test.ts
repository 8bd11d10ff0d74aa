// Becoming an affiliate (server/features/affiliates/application-rules.ts) and the Thai business
// days its answer is promised in (server/features/shared/business-days.ts).
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationAction,
  type ApplicationStatus,
  accountNumberOf,
  applicationRefusal,
  DOCUMENT_RULES,
  documentSizeRefusal,
  isNationalId,
  requiredDocuments,
} from '../../server/features/affiliates/application-rules.ts';
import { businessDaysAfter, isBusinessDay } from '../../server/features/shared/business-days.ts';

/** The check digit of twelve digits, as the card office computes it. */
const checkDigit = (twelve: number[]) =>
  (11 - (twelve.reduce((sum, digit, i) => sum + digit * (13 - i), 0) % 11)) % 10;

describe('a Thai identity card number', () => {
  it('is 13 digits whose last is the check digit of the others', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }),
        (twelve) => {
          const right = checkDigit(twelve);
          expect(isNationalId(twelve.join('') + right)).toBe(true);
          for (let wrong = 0; wrong < 10; wrong++)
            if (wrong !== right) expect(isNationalId(twelve.join('') + wrong)).toBe(false);
        },
      ),
    );
  });

  it('is refused with a letter, a space, or a digit too few or too many', () => {
    expect(isNationalId('1101700207030')).toBe(true);
    for (const text of ['110170020703', '11017002070300', '1-1017-00207-03-0', '110170020703a', ''])
      expect(isNationalId(text)).toBe(false);
  });
});

describe('a bank account number', () => {
  it('is the bank’s length in digits, dashes and spaces as the book prints them dropped', () => {
    expect(accountNumberOf('004', '123-4-56789-0')).toBe('1234567890');
    expect(accountNumberOf('030', '0200 1234 5678')).toBe('020012345678');
    expect(accountNumberOf('004', '020012345678')).toBeUndefined();
    expect(accountNumberOf('030', '1234567890')).toBeUndefined();
    expect(accountNumberOf('014', '12345678x0')).toBeUndefined();
  });
});

describe('the documents', () => {
  it('a person sends the identity card and the bank book; a company its certificate too', () => {
    expect(requiredDocuments(1)).toEqual(['identityCard', 'bankBook']);
    expect(requiredDocuments(2)).toEqual(['identityCard', 'bankBook', 'companyCertificate']);
  });

  it('takes a file of exactly the limit, refuses a byte more, and refuses an empty one', () => {
    expect(DOCUMENT_RULES.identityCard.maxBytes).toBe(2 * 1024 * 1024);
    expect(DOCUMENT_RULES.bankBook.maxBytes).toBe(3 * 1024 * 1024);
    expect(DOCUMENT_RULES.companyCertificate.maxBytes).toBe(10 * 1024 * 1024);
    for (const [kind, rule] of Object.entries(DOCUMENT_RULES)) {
      const documentKind = kind as keyof typeof DOCUMENT_RULES;
      expect(documentSizeRefusal(documentKind, rule.maxBytes)).toBeUndefined();
      expect(documentSizeRefusal(documentKind, rule.maxBytes + 1)).toBe('too-large');
      expect(documentSizeRefusal(documentKind, 0)).toBe('empty');
    }
  });
});

describe('an application’s life', () => {
  const statuses = fc.constantFrom<ApplicationStatus | undefined>(
    undefined,
    'submitted',
    'verified',
    'refused',
  );
  const actions = fc.constantFrom<ApplicationAction>('apply', 'verify', 'refuse');

  it('a member applies with nothing open and not yet verified; staff decide a submitted one only', () => {
    fc.assert(
      fc.property(statuses, actions, (latest, action) => {
        const allowed = applicationRefusal(latest, action) === undefined;
        if (action === 'apply')
          expect(allowed).toBe(latest === undefined || latest === 'draft' || latest === 'refused');
        else expect(allowed).toBe(latest === 'submitted');
      }),
    );
  });

  it('a decision taken twice is refused the second time, whichever it was', () => {
    for (const first of ['verify', 'refuse'] as const) {
      const after: ApplicationStatus = first === 'verify' ? 'verified' : 'refused';
      expect(applicationRefusal(after, 'verify')).toBe('not-submitted');
      expect(applicationRefusal(after, 'refuse')).toBe('not-submitted');
    }
  });
});

const bangkok = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Bangkok' }).toJSDate();
const bangkokDay = (date: Date) => DateTime.fromJSDate(date).setZone('Asia/Bangkok').toISODate();

describe('Thai business days', () => {
  it('skip weekends and public holidays: New Year and Songkran', () => {
    // Wednesday 30 December 2026: the 31st and the 1st are holidays, then a weekend.
    expect(bangkokDay(businessDaysAfter(bangkok('2026-12-30T10:00'), 1))).toBe('2027-01-04');
    expect(bangkokDay(businessDaysAfter(bangkok('2026-12-30T10:00'), 3))).toBe('2027-01-06');
    // Friday 10 April 2026: Songkran is Monday 13 to Wednesday 15.
    expect(bangkokDay(businessDaysAfter(bangkok('2026-04-10T23:30'), 3))).toBe('2026-04-20');
    expect(isBusinessDay(DateTime.fromISO('2026-04-14', { zone: 'Asia/Bangkok' }))).toBe(false);
  });

  it('end on the last moment of a business day, with exactly that many business days after the start’s', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 5 }),
        (from, count) => {
          const by = DateTime.fromJSDate(businessDaysAfter(from, count)).setZone('Asia/Bangkok');
          expect(isBusinessDay(by)).toBe(true);
          expect(by.toMillis()).toBe(by.endOf('day').toMillis());
          let between = 0;
          const start = DateTime.fromJSDate(from).setZone('Asia/Bangkok').startOf('day');
          for (let day = start.plus({ days: 1 }); day <= by; day = day.plus({ days: 1 }))
            if (isBusinessDay(day)) between++;
          expect(between).toBe(count);
        },
      ),
    );
  });
});
