// The reviews the seed catalogue brings from its shop's earlier site: ten a product, their
// stars averaging exactly the product's rating in the seed data, so its rating and count are
// its reviews' as every rating is (catalogue/reviews). They name no order line: nobody can
// have bought through this shop what it sold before.
import type { ReviewPhoto } from '../db/schema-reviews.ts';
import { ratingOf } from '../features/catalogue/reviews/review-rules.ts';
import type { SeedProduct } from './data/types.ts';

const PER_PRODUCT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const AUTHORS = [
  'ก***ย',
  'ส***า',
  'พ***ร',
  'น***ต',
  'ม***ี',
  'J***n',
  'ว***ณ',
  'A***a',
  'ป***ง',
  'ธ***ท',
];

const WORDS: Record<number, string[]> = {
  5: ['ของดีมาก ส่งไว แพ็กมาอย่างดี จะซื้ออีกแน่นอน', 'Excellent quality, arrived quickly and well packed.'],
  4: ['คุณภาพดี คุ้มราคา ส่งช้าไปนิดหน่อย', 'Good value; delivery took a day longer than I hoped.'],
  3: ['พอใช้ได้ ตรงตามรูป แต่ไม่ได้ว้าวมาก', 'It is fine and as pictured, nothing special.'],
  2: ['ไม่ค่อยประทับใจ รสชาติไม่ตรงกับที่คาด', 'Not what I expected from the description.'],
  1: ['กล่องบุบมาก สินค้าเสียหาย', 'The box arrived crushed and the product damaged.'],
};

/** Ten stars whose mean is `rating` (one decimal, 1 to 5): so many of one star, the rest one more. */
export function importedStars(rating: number): number[] {
  const total = Math.round(rating * PER_PRODUCT);
  const base = Math.floor(total / PER_PRODUCT);
  const higher = total - base * PER_PRODUCT;
  return Array.from({ length: PER_PRODUCT }, (_, i) => (i < higher ? base + 1 : base));
}

/** The product's rating as its imported reviews make it (none without a rating count). */
export function importedRating(p: SeedProduct): { tenths: number; count: number } {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  if (p.ratingCount > 0)
    for (const stars of importedStars(p.rating)) counts[stars - 1] = (counts[stars - 1] ?? 0) + 1;
  return ratingOf(counts);
}

export function importedReviews(p: SeedProduct, productId: number, now: number) {
  if (p.ratingCount <= 0) return [];
  return importedStars(p.rating).map((stars, i) => ({
    productId,
    authorName: AUTHORS[i % AUTHORS.length] ?? '***',
    stars,
    body: WORDS[stars]?.[i % 2] ?? '',
    photos: [] as ReviewPhoto[],
    createdAt: new Date(now - (p.createdDaysAgo * (i + 1) * DAY_MS) / (PER_PRODUCT + 1)),
  }));
}
