// Reviews as the contract shows them: the product page's (published) and the buyer's own.
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../../db/client.ts';
import type { ReviewPhoto } from '../../../db/schema-reviews.ts';
import type { Culture } from '../../../http/culture.ts';
import { localize } from '../../shared/present.ts';
import { shopperPhotoUrl } from '../../shared/shopper-photos.ts';

type Schemas = components['schemas'];

export interface ReviewRow {
  id: number;
  productId: number;
  orderId: number | null;
  authorName: string;
  stars: number;
  body: string;
  photos: ReviewPhoto[];
  createdAt: Date | string;
  answer: string | null;
  answeredAt: Date | string | null;
  storeNameTh: string | null;
  storeNameEn: string | null;
  hiddenReason: string | null;
}

/** Reviews `r` where `where` says, with the answering store `s` and the reviewed line `l`. */
export const reviewsWhere = (db: Db, where: SQL, tail: SQL = sql``) =>
  rowsOf<ReviewRow>(
    db,
    sql`select r.id, r.product_id as "productId", l.order_id as "orderId",
        r.author_name as "authorName", r.stars, r.body, r.photos, r.created_at as "createdAt",
        r.answer, r.answered_at as "answeredAt", s.name_th as "storeNameTh",
        s.name_en as "storeNameEn", r.hidden_reason as "hiddenReason"
      from product_reviews r left join stores s on s.id = r.answered_by_store_id
        left join order_lines l on l.id = r.order_line_id
      where ${where} ${tail}`,
  );

export const reviewOf = (row: ReviewRow, culture: Culture): Schemas['Review'] => ({
  id: row.id,
  stars: row.stars,
  text: row.body,
  photos: row.photos.map((photo) => ({ ...photo, url: shopperPhotoUrl('review', photo.name) })),
  author: row.authorName,
  createdAt: new Date(row.createdAt).toISOString(),
  answer:
    row.answer && row.answeredAt
      ? {
          text: row.answer,
          answeredAt: new Date(row.answeredAt).toISOString(),
          store: localize(culture, row.storeNameTh ?? '', row.storeNameEn ?? ''),
        }
      : null,
});

export const myReviewOf = (row: ReviewRow, culture: Culture): Schemas['MyReview'] => ({
  ...reviewOf(row, culture),
  productId: row.productId,
  orderId: row.orderId ?? 0,
  hiddenReason: row.hiddenReason,
});
