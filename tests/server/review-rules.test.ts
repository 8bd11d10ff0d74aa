// A product's rating is the mean of its published reviews (issue 38), to a tenth of a star,
// whatever their number; the seed's imported reviews add up to exactly the rating the seed data
// gives; a buyer's name is never shown whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maskedName,
  ratingOf,
  type StarCounts,
} from '../../server/features/catalogue/reviews/review-rules.ts';
import { importedStars } from '../../server/seed/imported-reviews.ts';

const stars = fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 400 });

const countsOf = (list: number[]) => {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const s of list) counts[s - 1] = (counts[s - 1] ?? 0) + 1;
  return counts satisfies StarCounts;
};

describe('ratingOf', () => {
  it('is the mean of the stars, rounded to a tenth, with their count', () => {
    fc.assert(
      fc.property(stars, (list) => {
        const rating = ratingOf(countsOf(list));
        expect(rating.count).toBe(list.length);
        if (!list.length) {
          expect(rating.tenths).toBe(0);
          return;
        }
        const mean = list.reduce((a, b) => a + b, 0) / list.length;
        // Within half a tenth of the exact mean, and a whole number of tenths from 10 to 50.
        expect(Math.abs(rating.tenths - mean * 10)).toBeLessThanOrEqual(0.5);
        expect(rating.tenths).toBeGreaterThanOrEqual(10);
        expect(rating.tenths).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('rounds a mean halfway between two tenths up', () => {
    // (4 + 4 + 4 + 5) / 4 = 4.25 → 4.3
    expect(ratingOf([0, 0, 0, 3, 1])).toEqual({ tenths: 43, count: 4 });
    expect(ratingOf([0, 0, 0, 0, 0])).toEqual({ tenths: 0, count: 0 });
  });
});

describe('importedStars', () => {
  it('gives ten stars whose mean is the seed rating exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 50 }), (tenths) => {
        const list = importedStars(tenths / 10);
        expect(list).toHaveLength(10);
        expect(ratingOf(countsOf(list)).tenths).toBe(tenths);
        expect(list.reduce((a, b) => a + b, 0)).toBe(tenths);
      }),
    );
  });
});

describe('maskedName', () => {
  it('keeps the first and last letter around three stars, never the name whole', () => {
    expect(maskedName('Somchai')).toBe('S***i');
    // A Thai letter keeps its vowel mark: รี is one letter on screen.
    expect(maskedName('สมศรี')).toBe('ส***รี');
    expect(maskedName('Al')).toBe('A***');
    expect(maskedName('  ')).toBe('***');
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 30 }), (name) => {
        const masked = maskedName(name);
        if (name.trim().length >= 4) expect(masked).not.toBe(name.trim());
        expect(masked).toContain('***');
      }),
    );
  });
});
