// Return requests (issue 38): the reasons a request may give, the shopper's requests (the
// return requests menu) and one of them, a photo uploaded to attach, and the request sent. The
// return-request machine's wiring (src/flows/return-request.ts) makes the same calls.
import { queryOptions } from '@tanstack/react-query';
import type { ReturnStatus } from '../../../machines/return-request/return-request-rules.ts';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { ApiError } from '../api-error.ts';
import { api, bytesBody } from '../client.ts';
import { conflictOf, unwrap } from '../unwrap.ts';

export type ReturnRequest = components['schemas']['ReturnRequest'];
export type ReturnReasonChoice = components['schemas']['ReturnReasonChoice'];
export type ReturnPhoto = components['schemas']['ReturnPhoto'];
export type ReturnInput = components['schemas']['ReturnInput'];

/** Requests on one page of the return requests menu. */
export const RETURNS_PAGE_SIZE = 10;

/** Every cached return read: what a request sent, or a status followed, refreshes. */
export const RETURNS_KEY = 'returns';

export async function loadReturnReasons(signal?: AbortSignal): Promise<ReturnReasonChoice[]> {
  return unwrap(await api.GET('/returns/reasons', { signal }));
}

export async function loadReturn(returnId: number, signal?: AbortSignal): Promise<ReturnRequest> {
  return unwrap(await api.GET('/returns/{returnId}', { params: { path: { returnId } }, signal }));
}

/** The reasons, labelled in the shopper's language. */
export const returnReasonsQuery = () =>
  queryOptions({
    queryKey: [RETURNS_KEY, 'reasons', readLanguage()],
    queryFn: ({ signal }) => loadReturnReasons(signal),
  });

/** A page of the shopper's return requests, newest first, in all or in one status, with their count. */
export const returnsQuery = (pageNo: number, status?: ReturnStatus) =>
  queryOptions({
    queryKey: [RETURNS_KEY, 'list', status ?? 'all', pageNo, readLanguage()],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/returns', {
          params: { query: { pageNo, perPage: RETURNS_PAGE_SIZE, status } },
          signal,
        }),
      ),
  });

export const returnQuery = (returnId: number) =>
  queryOptions({
    queryKey: [RETURNS_KEY, 'one', returnId, readLanguage()],
    queryFn: ({ signal }) => loadReturn(returnId, signal),
  });

/** Uploads a checked photo (ui/photo/photo-check.ts) to attach to the request next. */
export async function uploadReturnPhoto(photo: Blob, signal?: AbortSignal): Promise<ReturnPhoto> {
  return unwrap(await api.POST('/returns/photos', { ...bytesBody(photo), signal }));
}

/**
 * Asks to return lines of order `orderId`. A 409 that carries the order's request (it has one
 * already) throws it under `returnRequest`; a 409 without one (not delivered, receipt
 * confirmed, past the 7 days) throws the server's words alone.
 */
export async function createReturn(
  orderId: number,
  body: ReturnInput,
  signal?: AbortSignal,
): Promise<ReturnRequest> {
  const answer = await api.POST('/Order/{orderId}/return', {
    params: { path: { orderId } },
    body,
    signal,
  });
  const conflict = conflictOf(answer);
  if (conflict && conflict.detail !== null)
    throw Object.assign(new ApiError(409, conflict.message), { returnRequest: conflict.detail });
  return unwrap(answer);
}
