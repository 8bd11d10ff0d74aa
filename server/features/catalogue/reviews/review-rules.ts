// What a product's reviews add up to, and how a buyer is named on one: pure, so the rating the
// catalogue shows is property-tested to be the mean of the published reviews.

/** Published reviews by their stars: `counts[s - 1]` reviews of `s` stars. */
export type StarCounts = readonly [number, number, number, number, number];

/** The product's rating in tenths of a star (the mean, rounded) and its count; 0 with none. */
export function ratingOf(counts: StarCounts): { tenths: number; count: number } {
  const count = counts.reduce((total, n) => total + n, 0);
  if (!count) return { tenths: 0, count: 0 };
  const stars = counts.reduce((total, n, i) => total + n * (i + 1), 0);
  // Integer arithmetic: round(10 * stars / count) without a float's rounding error.
  return { tenths: Math.floor((20 * stars + count) / (2 * count)), count };
}

/**
 * A buyer's name as a review shows it: the first and last letter of their first name around
 * three stars (a name of one or two letters keeps its first), so the public page never names
 * them in full. Letters, not UTF-16 units: a Thai name keeps its combining marks whole.
 */
export function maskedName(firstname: string): string {
  const letters = [
    ...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(firstname.trim()),
  ].map((s) => s.segment);
  if (!letters.length) return '***';
  const last = letters.length > 2 ? letters[letters.length - 1] : '';
  return `${letters[0]}***${last}`;
}
