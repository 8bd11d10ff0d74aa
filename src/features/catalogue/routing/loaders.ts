import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { campaignQuery } from '../../../api/queries/campaign.ts';
import { productQuery } from '../../../api/queries/catalogue.ts';
import { promotionQuery, promotionsQuery } from '../../../api/queries/catalogue-marketing.ts';
import { storeQuery, storesQuery } from '../../../api/queries/catalogue-stores.ts';
import { categoriesQuery } from '../../../api/queries/categories.ts';
import {
  liveBannersQuery,
  liveFeedQuery,
  publicLivePostQuery,
} from '../../../api/queries/live-feed.ts';
import { type LoadCause, loadProductBrowser } from '../browse/load.ts';
import type { ProductSearch } from '../search/product-search.ts';
import { notFoundOnFailure, orNotFound } from './not-found.ts';
import { followShortLink } from './short-link.ts';

export { followShortLink, loadProductBrowser };

/*
 * Route loaders of the catalogue pages: everything a page shows is in the query cache
 * before it renders, and an unknown item is the 404 page. The route files import this
 * module when a loader first runs, so it and the API queries stay out of the first load.
 */

export async function loadProduct(queryClient: QueryClient, urlKey: string): Promise<void> {
  await orNotFound(queryClient.ensureQueryData(productQuery(urlKey)));
}

/** Without a key the page lists every category; with one, it must be a known category. */
export async function loadCategory(
  queryClient: QueryClient,
  urlKey: string | undefined,
  search: ProductSearch,
  cause: LoadCause,
): Promise<void> {
  const categories = await notFoundOnFailure(queryClient.ensureQueryData(categoriesQuery()));
  if (urlKey === undefined) return;
  if (!categories.some((category) => category.urlKey === urlKey)) throw notFound();
  await loadProductBrowser(queryClient, search, { category: urlKey }, cause);
}

/** Without a key, the running campaign; none running is a 404 like an unknown one. */
export async function loadCampaign(
  queryClient: QueryClient,
  urlKey: string | undefined,
  search: ProductSearch,
  cause: LoadCause,
): Promise<void> {
  const campaign = await notFoundOnFailure(queryClient.ensureQueryData(campaignQuery(urlKey)));
  if (!campaign) throw notFound();
  await loadProductBrowser(queryClient, search, { campaign: campaign.urlKey }, cause);
}

export async function loadPromotion(
  queryClient: QueryClient,
  promotionId: number,
  search: ProductSearch,
  cause: LoadCause,
): Promise<void> {
  await orNotFound(queryClient.ensureQueryData(promotionQuery(promotionId)));
  await loadProductBrowser(queryClient, search, { promotion: promotionId }, cause);
}

export async function loadStore(
  queryClient: QueryClient,
  urlKey: string,
  search: ProductSearch,
  cause: LoadCause,
): Promise<void> {
  await orNotFound(queryClient.ensureQueryData(storeQuery(urlKey)));
  await loadProductBrowser(queryClient, search, { store: urlKey }, cause);
}

export async function loadPromotions(queryClient: QueryClient, pageNo: number): Promise<void> {
  await queryClient.ensureQueryData(promotionsQuery(pageNo));
}

export async function loadStores(queryClient: QueryClient, pageNo: number): Promise<void> {
  await queryClient.ensureQueryData(storesQuery(pageNo));
}

/** /live: its banners and the first page of posts. */
export async function loadLiveLanding(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(liveBannersQuery()),
    queryClient.ensureQueryData(liveFeedQuery(1, 1)),
  ]);
}

/** A type's posts; 1, a Facebook page's live, is the only type there is. */
export async function loadLiveList(
  queryClient: QueryClient,
  postTypeId: number,
  pageNo: number,
): Promise<void> {
  if (postTypeId !== 1) throw notFound();
  await queryClient.ensureQueryData(liveFeedQuery(1, pageNo));
}

/** A live or finished post; a draft, none, or no id at all is the 404 page. */
export async function loadLivePost(
  queryClient: QueryClient,
  id: number | undefined,
): Promise<void> {
  if (id === undefined) throw notFound();
  await orNotFound(queryClient.ensureQueryData(publicLivePostQuery(id)));
}
