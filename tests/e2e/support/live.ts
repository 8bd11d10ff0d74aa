import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { API_HEADERS } from './samples.ts';

// Live selling through the API and the social-page stand-in, for tests that start from a
// connected page and a post gone live on it (the browser's own walk is live-selling.spec.ts).

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** Connects a page named `pageName` for the signed-in affiliate, as the dialog would; its id. */
export async function connectPageByApi(request: APIRequestContext, pageName: string) {
  const started = await request.get('/auth/facebook-page', { maxRedirects: 0 });
  const dialog = new URL(started.headers().location ?? '');
  const form = new URLSearchParams(dialog.searchParams);
  form.set('page_name', pageName);
  form.set('decision', 'allow');
  const granted = await request.post(dialog.pathname, {
    headers: FORM,
    data: form.toString(),
    maxRedirects: 0,
  });
  const back = await request.get(granted.headers().location ?? '', { maxRedirects: 0 });
  expect(back.headers().location).toBe('/user/profile/affiliate/live?connect=connected');
  const pages = await (await request.get('/api/live/pages', { headers: API_HEADERS })).json();
  const page = (pages.detail as { pageId: string; name: string }[]).find(
    (connected) => connected.name === pageName,
  );
  if (!page) throw new Error(`the page ${pageName} was not connected`);
  return page.pageId;
}

/** A live video on the stand-in's page: its post id. */
export async function goLiveByApi(request: APIRequestContext, pageId: string, message: string) {
  const posted = await request.post(`/stand-in/facebook-page/pages/${pageId}/posts`, {
    headers: FORM,
    data: new URLSearchParams({ message }).toString(),
    maxRedirects: 0,
  });
  const postId = /\/posts\/([\d_]+)$/.exec(posted.headers().location ?? '')?.[1];
  if (!postId) throw new Error('the stand-in made no post');
  return postId;
}

/** Starts or finishes the affiliate's live post `id` behind the page's back. */
export async function moveLivePostByApi(
  request: APIRequestContext,
  id: number,
  move: 'start' | 'finish',
) {
  const moved = await request.post(`/api/live/posts/${id}/${move}`, { headers: API_HEADERS });
  expect(moved.status(), await moved.text()).toBe(200);
}

export interface OfferedProduct {
  productId: number;
  name: string;
  listPrice: number;
  cashback: number;
  stock: number;
}

/**
 * A product a live post may sell that `suits`, in `language`. A product is sold by one post at
 * a time, so each of the two workers takes its own (by the parity of the id): two tests side by
 * side never reach for one, and a worker's next test finds the next one free.
 */
export async function freeLiveProduct(
  request: APIRequestContext,
  language: 'th' | 'en' = 'th',
  suits: (product: OfferedProduct) => boolean = () => true,
) {
  const offered = await request.get('/api/live/products?perPage=60', {
    headers: { ...API_HEADERS, Culture: language },
  });
  const products = (await offered.json()).detail.dataList as OfferedProduct[];
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 2;
  const product = products.find((offer) => offer.productId % 2 === worker && suits(offer));
  if (!product) throw new Error('no product is free for a live post');
  return product;
}
