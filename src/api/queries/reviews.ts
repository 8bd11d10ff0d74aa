// Product reviews (issue 38): a product's published ones by the spec's filters, the buyer's own
// (the profile's review details), a photo uploaded to attach, and the review written.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { api, bytesBody } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type Review = components['schemas']['Review'];
export type MyReview = components['schemas']['MyReview'];
export type ReviewFilter = components['schemas']['ReviewFilter'];
export type UploadedPhoto = components['schemas']['UploadedPhoto'];
export type ReviewInput = components['schemas']['ReviewInput'];

/** Reviews on one page of the product page's list. */
export const REVIEWS_PAGE = 5;

export const REVIEWS_KEY = 'reviews';

export const productReviewsQuery = (urlKey: string, filter: ReviewFilter, pageNo: number) =>
  queryOptions({
    queryKey: [REVIEWS_KEY, urlKey, filter, pageNo, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/product/{urlKey}/reviews', {
          params: { path: { urlKey }, query: { filter, pageNo, perPage: REVIEWS_PAGE } },
          signal,
        }),
      ),
  });

const reviewPath = (orderId: number, productId: number) => ({
  params: { path: { orderId, productId } },
});

export const myReviewQuery = (orderId: number, productId: number) =>
  queryOptions({
    queryKey: [REVIEWS_KEY, 'mine', orderId, productId, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/orders/{orderId}/products/{productId}/review', {
          ...reviewPath(orderId, productId),
          signal,
        }),
      ),
  });

/** Uploads a checked photo (ui/photo/photo-check.ts) to attach to the review next. */
export async function uploadReviewPhoto(photo: Blob): Promise<UploadedPhoto> {
  return unwrap(await api.POST('/reviews/photos', bytesBody(photo)));
}

export async function writeReview(
  orderId: number,
  productId: number,
  body: ReviewInput,
): Promise<MyReview> {
  return unwrap(
    await api.POST('/orders/{orderId}/products/{productId}/review', {
      ...reviewPath(orderId, productId),
      body,
    }),
  );
}
