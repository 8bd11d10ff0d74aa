// What an order earns its affiliate, and when (server/features/shared/cashback-rules.ts): a
// line earns whole satang, never below zero nor above what it costs, a gift nothing; a waiting
// cashback is expected after shipping and the return window, and exactly at the window's end
// once its order is complete, which is when the job may confirm it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDaysAfter } from '../../server/features/shared/business-days.ts';
import {
  completedBy,
  expectedConfirmationAt,
  lineCashbackSatang,
  SHIPPING_BUSINESS_DAYS,
} from '../../server/features/shared/cashback-rules.ts';
import { RETURN_WINDOW_DAYS } from '../../server/features/shared/ledger-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const instant = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms));

describe('the cashback rules', () => {
  it('give a line whole satang from zero to what it costs, and a gift nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.boolean(),
        (unitCashbackSatang, quantity, totalSatang, isFree) => {
          const earned = lineCashbackSatang({ unitCashbackSatang, quantity, totalSatang, isFree });
          expect(Number.isSafeInteger(earned)).toBe(true);
          expect(earned).toBeGreaterThanOrEqual(0);
          expect(earned).toBeLessThanOrEqual(totalSatang);
          if (isFree) expect(earned).toBe(0);
          else if (unitCashbackSatang * quantity <= totalSatang)
            expect(earned).toBe(unitCashbackSatang * quantity);
        },
      ),
    );
  });

  it('expect a waiting cashback after shipping and the window, or at the window once complete', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 30 * DAY_MS }), (paidAt, later) => {
        const shipped = businessDaysAfter(paidAt, SHIPPING_BUSINESS_DAYS);
        expect(expectedConfirmationAt(paidAt).getTime() - shipped.getTime()).toBe(
          RETURN_WINDOW_DAYS * DAY_MS,
        );
        const completedAt = new Date(paidAt.getTime() + later);
        const expected = expectedConfirmationAt(paidAt, completedAt);
        expect(expected.getTime() - completedAt.getTime()).toBe(RETURN_WINDOW_DAYS * DAY_MS);
        // The job confirms it as of that moment, and not a millisecond before.
        expect(completedBy(expected)).toEqual(completedAt);
        expect(completedBy(new Date(expected.getTime() - 1)) < completedAt).toBe(true);
      }),
    );
  });
});
