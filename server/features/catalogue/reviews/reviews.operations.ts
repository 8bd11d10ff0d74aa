// Product reviews (issue 38; spec sections 1, 3 and 5): a buyer reviews a line of a delivered
// order once, with stars, words and up to 5 photos; the product page lists the published ones
// by the spec's filters; the store's member answers once; staff hide one with a reason. Every
// write that changes which reviews are published works the product's rating out again in its
// own transaction, so the catalogue never shows a rating its reviews do not add up to.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { noteProductsChanged } from '../../../db/product-changes.ts';
import { ApiError, Conflict, notFound } from '../../../http/api-error.ts';
import type { Handlers } from '../../../http/handler.ts';
import { msg } from '../../../http/messages.ts';
import type { Uploads } from '../../../uploads/store.ts';
import { page, pagingOf } from '../../shared/present.ts';
import type { RateLimits } from '../../shared/rate-limits.ts';
import {
  attachShopperPhotos,
  shopperPhotoUrl,
  uploadShopperPhoto,
} from '../../shared/shopper-photos.ts';
import { mustBeStaff } from '../../shared/staff.ts';
import { maskedName, ratingOf } from './review-rules.ts';
import { myReviewOf, reviewOf, reviewsWhere } from './review-view.ts';

export interface ReviewServices {
  now: () => Date;
  limits: RateLimits;
  uploads: Uploads;
  /** The staff token that may hide a review. */
  adminToken: string | undefined;
}

const FILTERS = {
  all: sql`true`,
  'five-stars': sql`r.stars = 5`,
  'with-photos': sql`jsonb_array_length(r.photos) > 0`,
} satisfies Record<string, SQL>;

const PUBLISHED = sql`r.hidden_at is null`;

/** Works product `productId`'s rating and count out from its published reviews. */
async function refreshRating(tx: Db, productId: number): Promise<void> {
  const rows = await rowsOf<{ stars: number; count: number }>(
    tx,
    sql`select stars, count(*)::integer as count from product_reviews
      where product_id = ${productId} and hidden_at is null group by stars`,
  );
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const row of rows) counts[row.stars - 1] = row.count;
  const rating = ratingOf(counts);
  await tx.execute(
    sql`update products set rating_tenths = ${rating.tenths}, rating_count = ${rating.count}
      where id = ${productId}`,
  );
  noteProductsChanged([productId]);
}

async function oneReview(db: Db, id: number) {
  const [row] = await reviewsWhere(db, sql`r.id = ${id}`);
  if (!row) throw notFound('review');
  return row;
}

/**
 * The buyer's line of `productId` in their order `orderId` (not a free gift), reviewed or not,
 * and the name a review shows: their first name, or the one the order was sent to.
 */
async function buyersLine(db: Db, userId: number, orderId: number, productId: number) {
  const [line] = await rowsOf<{
    id: number;
    delivered: boolean;
    reviewId: number | null;
    firstname: string;
  }>(
    db,
    sql`select l.id, o.delivered_at is not null as delivered, r.id as "reviewId",
        coalesce(nullif(u.firstname, ''), p.ship_to->>'name', '') as firstname
      from order_lines l join orders o on o.id = l.order_id join users u on u.id = o.user_id
        join payments p on p.id = o.payment_id
        left join product_reviews r on r.order_line_id = l.id
      where o.id = ${orderId} and o.user_id = ${userId} and l.product_id = ${productId}
        and not l.is_free
      order by (r.id is not null), l.id limit 1`,
  );
  if (!line) throw notFound('orderLine');
  return line;
}

export const reviewHandlers = {
  listProductReviews: async ({ db, path, query, culture }) => {
    const [product] = await rowsOf<{ id: number }>(
      db,
      sql`select id from products where url_key = ${path.urlKey}`,
    );
    if (!product) throw notFound('product');
    const ofProduct = sql`r.product_id = ${product.id} and ${PUBLISHED}`;
    const where = sql`${ofProduct} and ${FILTERS[query.filter ?? 'all']}`;
    const { limit, offset } = pagingOf(query);
    const [counts] = await rowsOf<{
      count: number;
      fiveStars: number;
      withPhotos: number;
      matching: number;
      stars: number;
    }>(
      db,
      sql`select count(*)::integer as count,
          (count(*) filter (where ${FILTERS['five-stars']}))::integer as "fiveStars",
          (count(*) filter (where ${FILTERS['with-photos']}))::integer as "withPhotos",
          (count(*) filter (where ${FILTERS[query.filter ?? 'all']}))::integer as matching,
          coalesce(sum(r.stars), 0)::integer as stars
        from product_reviews r where ${ofProduct}`,
    );
    const rows = await reviewsWhere(
      db,
      where,
      sql`order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    );
    const count = counts?.count ?? 0;
    return {
      ...page(
        rows.map((row) => reviewOf(row, culture)),
        counts?.matching ?? 0,
      ),
      summary: {
        rating: count ? Math.round((10 * (counts?.stars ?? 0)) / count) / 10 : 0,
        count,
        fiveStars: counts?.fiveStars ?? 0,
        withPhotos: counts?.withPhotos ?? 0,
      },
    };
  },

  uploadReviewPhoto: async ({ db, body, userId, services }) => {
    const uploader = userId ?? 0;
    await services.limits.consume('reviewPhotosPerUser', String(uploader));
    const photo = await uploadShopperPhoto(db, services.uploads, {
      userId: uploader,
      purpose: 'review',
      body,
      now: services.now(),
    });
    return { ...photo, url: shopperPhotoUrl('review', photo.name) };
  },

  getMyReview: async ({ db, path, userId, culture }) => {
    const line = await buyersLine(db, userId ?? 0, path.orderId, path.productId);
    if (!line.reviewId) throw notFound('review');
    return myReviewOf(await oneReview(db, line.reviewId), culture);
  },

  writeReview: async ({ db, path, body, userId, culture, services }) => {
    const buyer = userId ?? 0;
    await services.limits.consume('reviewsPerUser', String(buyer));
    const now = services.now();
    const id = await db.transaction(async (tx) => {
      const line = await buyersLine(tx, buyer, path.orderId, path.productId);
      if (line.reviewId) throw await reviewedAlready(tx, line.reviewId, culture);
      if (!line.delivered) throw new Conflict(msg('review.notDelivered'), null);
      const photos = await attachShopperPhotos(tx, {
        userId: buyer,
        purpose: 'review',
        names: body.photoNames,
        now,
        field: 'body.photoNames',
      });
      // Two writes at once for one line: the unique line index lets one in.
      const [written] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into product_reviews
            (product_id, order_line_id, user_id, author_name, stars, body, photos, created_at)
          values (${path.productId}, ${line.id}, ${buyer}, ${maskedName(line.firstname)},
            ${body.stars}, ${body.text.trim()}, ${JSON.stringify(photos)}::jsonb, ${now})
          on conflict (order_line_id) do nothing
          returning id`,
      );
      if (!written)
        throw await reviewedAlready(
          tx,
          (await buyersLine(tx, buyer, path.orderId, path.productId)).reviewId ?? 0,
          culture,
        );
      await refreshRating(tx, path.productId);
      return written.id;
    });
    return myReviewOf(await oneReview(db, id), culture);
  },

  answerReview: async ({ db, path, body, userId, culture, services }) => {
    const [review] = await rowsOf<{ storeId: number; member: boolean }>(
      db,
      sql`select p.store_id as "storeId", exists (select 1 from store_members m
            where m.store_id = p.store_id and m.user_id = ${userId ?? 0}) as member
        from product_reviews r join products p on p.id = r.product_id
        where r.id = ${path.reviewId} and ${PUBLISHED}`,
    );
    if (!review) throw notFound('review');
    if (!review.member) throw new ApiError(403, msg('review.notYourStore'));
    const answered = await rowsOf(
      db,
      sql`update product_reviews set answer = ${body.answer.trim()},
          answered_at = ${services.now()}, answered_by_store_id = ${review.storeId}
        where id = ${path.reviewId} and answer is null
        returning id`,
    );
    const current = reviewOf(await oneReview(db, path.reviewId), culture);
    if (!answered.length) throw new Conflict(msg('review.answeredAlready'), current);
    return current;
  },

  hideReview: async (request) => {
    await mustBeStaff(request);
    const { db, path, body, culture, services } = request;
    const hidden = await db.transaction(async (tx) => {
      const [row] = await rowsOf<{ productId: number }>(
        tx,
        sql`update product_reviews set hidden_at = ${services.now()},
            hidden_reason = ${body.reason.trim()}
          where id = ${path.reviewId} and hidden_at is null
          returning product_id as "productId"`,
      );
      if (row) await refreshRating(tx, row.productId);
      return Boolean(row);
    });
    const current = myReviewOf(await oneReview(db, path.reviewId), culture);
    if (!hidden) throw new Conflict(msg('review.hiddenAlready'), current);
    return current;
  },
} satisfies Partial<Handlers<ReviewServices>>;

async function reviewedAlready(
  db: Db,
  reviewId: number,
  culture: Parameters<typeof myReviewOf>[1],
) {
  return new Conflict(
    msg('review.writtenAlready'),
    myReviewOf(await oneReview(db, reviewId), culture),
  );
}
