// Product reviews (issue 38), on PGlite and PostgreSQL: only the buyer of a delivered order
// reviews its product, once per line, with up to 5 photos judged by their bytes; the product's
// rating and count are its published reviews' at every moment (written, hidden); the page
// lists them by the spec's filters; the store's member answers once; staff hide with a reason.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { newShopper, type SeedProduct, seededProducts } from './support/cart.ts';
import { newSeller } from './support/chat.ts';
import { orderCalls, STAFF_TOKEN, shippedOrder } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const HONEY = { urlKey: 'wild-forest-honey-500g', quantity: 1 };
const MASK = { urlKey: 'honey-face-mask-100g', quantity: 1 };
const TWO_MB = 2 * 1024 * 1024;

const png = (colour = '#c08030') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe.each(DRIVERS)('on %s', (driver) => {
  // As `npm start` keeps the catalogue's answers: a review must drop the product's.
  const server = useTestServer(driver, { adminToken: STAFF_TOKEN, keepCatalogue: true });
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });

  const productOf = async (urlKey: string) => {
    const [row] = await rowsOf<{ id: number; tenths: number; count: number; storeId: number }>(
      server.db,
      sql`select id, rating_tenths as tenths, rating_count as count, store_id as "storeId"
        from products where url_key = ${urlKey}`,
    );
    if (!row) throw new Error(`no product ${urlKey}`);
    return row;
  };
  const publishedStars = async (productId: number) =>
    (
      await rowsOf<{ stars: number }>(
        server.db,
        sql`select stars from product_reviews where product_id = ${productId} and hidden_at is null`,
      )
    ).map((row) => row.stars);
  const expectRatingIsMean = async (urlKey: string) => {
    const product = await productOf(urlKey);
    const stars = await publishedStars(product.id);
    const mean = stars.reduce((a, b) => a + b, 0) / stars.length;
    expect(product.count).toBe(stars.length);
    expect(product.tenths).toBe(Math.round(mean * 10));
  };

  const upload = (session: string, data: Uint8Array, contentType = 'image/png') =>
    server.call('uploadReviewPhoto', '/reviews/photos', { session, bytes: { data, contentType } });
  const write = (
    session: string,
    orderId: number,
    productId: number,
    body: { stars: number; text: string; photoNames: string[] },
  ) =>
    server.call('writeReview', `/orders/${orderId}/products/${productId}/review`, {
      session,
      body,
    });
  const list = (urlKey: string, query = '') =>
    server.call('listProductReviews', `/product/${urlKey}/reviews${query}`);

  it('takes the buyer’s stars, words and photos once the order is delivered, and moves the rating', async () => {
    const honey = await productOf(HONEY.urlKey);
    const before = await server.call('getProduct', `/product/${HONEY.urlKey}`);
    expect(before.body.detail).toMatchObject({
      rating: honey.tenths / 10,
      ratingCount: honey.count,
    });
    await expectRatingIsMean(HONEY.urlKey);
    const { buyer, orderId } = await shippedOrder(server, catalogue, [HONEY]);
    const photos = [];
    for (const colour of ['#ff0000', '#00ff00']) {
      const uploaded = await upload(buyer.session, await png(colour));
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.detail.url).toMatch(/^\/uploads\/review\/[A-Za-z0-9_-]{22}\.webp$/);
      photos.push(uploaded.body.detail);
    }
    const written = await write(buyer.session, orderId, honey.id, {
      stars: 1,
      text: '  Broken jar  ',
      photoNames: photos.map((photo) => photo.name),
    });
    expect(written.status).toBe(200);
    expect(written.body.detail).toMatchObject({
      stars: 1,
      text: 'Broken jar',
      orderId,
      productId: honey.id,
      hiddenReason: null,
      answer: null,
      photos: photos.map(({ name, url, width, height }) => ({ name, url, width, height })),
    });
    expect(written.body.detail.author).toMatch(/^\S+\*\*\*/);
    await expectRatingIsMean(HONEY.urlKey);
    const rated = await productOf(HONEY.urlKey);
    expect(rated.count).toBe(honey.count + 1);
    // The product's page (a kept answer, read before) says so at once.
    const page = await server.call('getProduct', `/product/${HONEY.urlKey}`);
    expect(page.body.detail).toMatchObject({ rating: rated.tenths / 10, ratingCount: rated.count });

    // The photo is served to anyone, as our own WebP.
    const served = await server.app.request(photos[0]?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');

    // The order shows the line reviewed; the profile reads it back.
    const order = await orderCalls(server, buyer.session).order(orderId);
    expect(order.body.detail.products[0]?.reviewId).toBe(written.body.detail.id);
    const mine = await server.call(
      'getMyReview',
      `/orders/${orderId}/products/${honey.id}/review`,
      { session: buyer.session },
    );
    expect(mine.body.detail).toEqual(written.body.detail);

    // Twice is a 409 with the review as it is; nothing changes.
    const again = await write(buyer.session, orderId, honey.id, {
      stars: 5,
      text: 'x',
      photoNames: [],
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toEqual(written.body.detail);
    expect((await productOf(HONEY.urlKey)).count).toBe(honey.count + 1);
  });

  it('refuses whoever is not the buyer of a delivered line', async () => {
    const honey = await productOf(HONEY.urlKey);
    const mask = await productOf(MASK.urlKey);
    const review = { stars: 4, text: 'Nice', photoNames: [] };
    const { orderId } = await shippedOrder(server, catalogue, [HONEY]);
    const stranger = await newShopper(server);
    expect((await write(stranger.session, orderId, honey.id, review)).status).toBe(404);
    expect(
      (
        await server.call('writeReview', `/orders/${orderId}/products/${honey.id}/review`, {
          body: review,
        })
      ).status,
    ).toBe(401);

    // Words of spaces alone, or with a NUL (PostgreSQL's text holds none), are a 400.
    const own = await shippedOrder(server, catalogue, [HONEY]);
    for (const text of ['   ', 'Nice\u0000jar']) {
      const refused = await write(own.buyer.session, own.orderId, honey.id, { ...review, text });
      expect(refused.status).toBe(400);
    }

    const undelivered = await shippedOrder(server, catalogue, [HONEY], { delivered: false });
    const early = await write(undelivered.buyer.session, undelivered.orderId, honey.id, review);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBeNull();
    // A product that is not in the order.
    expect(
      (await write(undelivered.buyer.session, undelivered.orderId, mask.id, review)).status,
    ).toBe(404);
    // Confirming receipt delivers it: now it may be reviewed.
    expect((await undelivered.calls.confirmReceipt(undelivered.orderId)).status).toBe(200);
    expect(
      (await write(undelivered.buyer.session, undelivered.orderId, honey.id, review)).status,
    ).toBe(200);
  });

  it('lets one of two writes racing for a line in', async () => {
    const honey = await productOf(HONEY.urlKey);
    const { buyer, orderId } = await shippedOrder(server, catalogue, [HONEY]);
    const results = await Promise.all(
      [5, 4].map((stars) =>
        write(buyer.session, orderId, honey.id, { stars, text: 'Race', photoNames: [] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await rowsOf<{ count: number }>(
      server.db,
      sql`select count(*)::integer as count from product_reviews r join order_lines l
        on l.id = r.order_line_id where l.order_id = ${orderId}`,
    );
    expect(row?.count).toBe(1);
    await expectRatingIsMean(HONEY.urlKey);
  });

  it('refuses too many photos, a renamed file, a file too large and another buyer’s photo', async () => {
    const honey = await productOf(HONEY.urlKey);
    const { buyer, orderId } = await shippedOrder(server, catalogue, [HONEY]);
    const names: string[] = [];
    for (let i = 0; i < 6; i++)
      names.push((await upload(buyer.session, await png())).body.detail.name);
    const tooMany = await write(buyer.session, orderId, honey.id, {
      stars: 5,
      text: 'Six',
      photoNames: names,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^Too many files|^จำนวนไฟล์เกินกำหนด/);

    const renamed = await upload(buyer.session, new TextEncoder().encode('not a picture at all'));
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toMatch(/format is not supported|ไม่รองรับรูปแบบไฟล์/);
    const declaredWrong = await upload(buyer.session, await png(), 'image/jpeg');
    expect(declaredWrong.status).toBe(400);

    const large = await upload(buyer.session, new Uint8Array(TWO_MB + 1));
    expect(large.status).toBe(413);

    const other = await newShopper(server);
    const theirs = (await upload(other.session, await png())).body.detail.name;
    const stolen = await write(buyer.session, orderId, honey.id, {
      stars: 5,
      text: 'x',
      photoNames: [theirs],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toEqual([expect.objectContaining({ field: 'body.photoNames' })]);

    // Nothing was attached by the refused writes: five of them go in one review.
    const five = await write(buyer.session, orderId, honey.id, {
      stars: 5,
      text: 'Five',
      photoNames: names.slice(0, 5),
    });
    expect(five.status).toBe(200);
    expect(five.body.detail.photos).toHaveLength(5);
  });

  it('lists the published reviews by each filter, with what each filter holds', async () => {
    const mask = await productOf(MASK.urlKey);
    const before = (await list(MASK.urlKey)).body.detail.summary;
    const { buyer, orderId } = await shippedOrder(server, catalogue, [MASK]);
    const photo = (await upload(buyer.session, await png())).body.detail.name;
    const written = await write(buyer.session, orderId, mask.id, {
      stars: 5,
      text: 'Soft skin',
      photoNames: [photo],
    });
    expect(written.status).toBe(200);

    const all = (await list(MASK.urlKey, '?perPage=50')).body.detail;
    expect(all.summary).toEqual({
      rating: (await productOf(MASK.urlKey)).tenths / 10,
      count: before.count + 1,
      fiveStars: before.fiveStars + 1,
      withPhotos: before.withPhotos + 1,
    });
    expect(all.count).toBe(all.summary.count);
    expect(all.dataList[0]?.id).toBe(written.body.detail.id);
    const five = (await list(MASK.urlKey, '?filter=five-stars&perPage=50')).body.detail;
    expect(five.count).toBe(all.summary.fiveStars);
    expect(five.dataList.every((review) => review.stars === 5)).toBe(true);
    const photos = (await list(MASK.urlKey, '?filter=with-photos')).body.detail;
    expect(photos.count).toBe(all.summary.withPhotos);
    expect(photos.dataList.every((review) => review.photos.length > 0)).toBe(true);
    const second = (await list(MASK.urlKey, '?perPage=3&pageNo=2')).body.detail;
    expect(second.dataList.map((r) => r.id)).toEqual(all.dataList.slice(3, 6).map((r) => r.id));

    expect((await list('no-such-product')).status).toBe(404);
    expect((await list(MASK.urlKey, '?filter=three-stars')).status).toBe(400);
  });

  it('lets the store’s member answer once, and staff hide a review with a reason, and its photos', async () => {
    const mask = await productOf(MASK.urlKey);
    const { buyer, orderId } = await shippedOrder(server, catalogue, [MASK]);
    // A photo's address: for anyone once its review is published, for its uploader before.
    const photoUrl = (await upload(buyer.session, await png())).body.detail.url;
    const photoFor = async (session?: string) => {
      const answer = await server.app.request(photoUrl, {
        headers: session ? { Cookie: `token=${session}` } : {},
      });
      return { status: answer.status, cache: answer.headers.get('Cache-Control') };
    };
    expect(await photoFor()).toMatchObject({ status: 404 });
    expect(await photoFor(buyer.session)).toEqual({ status: 200, cache: 'private, max-age=3600' });
    const photoName = photoUrl.slice(photoUrl.lastIndexOf('/') + 1);
    const id = (
      await write(buyer.session, orderId, mask.id, {
        stars: 2,
        text: 'Meh',
        photoNames: [photoName],
      })
    ).body.detail.id;
    expect(await photoFor()).toEqual({ status: 200, cache: 'public, max-age=3600' });
    const answer = (session: string, text: string) =>
      server.call('answerReview', `/seller/reviews/${id}/answer`, {
        session,
        body: { answer: text },
      });
    const seller = await newSeller(server, mask.storeId);
    expect((await answer(buyer.session, 'I am the seller')).status).toBe(403);
    const answered = await answer(seller.session, 'Sorry, we will send another');
    expect(answered.status).toBe(200);
    expect(answered.body.detail.answer?.text).toBe('Sorry, we will send another');
    const twice = await answer(seller.session, 'Again');
    expect(twice.status).toBe(409);
    expect(twice.body.detail.answer?.text).toBe('Sorry, we will send another');

    const hide = (token?: string) =>
      server.call('hideReview', `/admin/reviews/${id}/hide`, {
        headers: token ? { 'X-Admin-Token': token } : {},
        body: { reason: 'Contains a phone number' },
      });
    expect((await hide()).status).toBe(403);
    expect((await hide('wrong')).status).toBe(403);
    const hidden = await hide(STAFF_TOKEN);
    expect(hidden.status).toBe(200);
    expect(hidden.body.detail.hiddenReason).toBe('Contains a phone number');
    expect((await hide(STAFF_TOKEN)).status).toBe(409);
    await expectRatingIsMean(MASK.urlKey);
    const listed = (await list(MASK.urlKey, '?perPage=50')).body.detail.dataList;
    expect(listed.map((review) => review.id)).not.toContain(id);
    // The buyer still sees their own, with why it was hidden, and its photo; no one else does.
    const mine = await server.call('getMyReview', `/orders/${orderId}/products/${mask.id}/review`, {
      session: buyer.session,
    });
    expect(mine.body.detail.hiddenReason).toBe('Contains a phone number');
    expect(await photoFor()).toMatchObject({ status: 404 });
    expect((await photoFor((await newShopper(server)).session)).status).toBe(404);
    expect(await photoFor(buyer.session)).toEqual({ status: 200, cache: 'private, max-age=3600' });
  });
});
