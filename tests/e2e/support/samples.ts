import type { APIRequestContext } from '@playwright/test';
import type { components } from '../../../openapi/storefront';

type Schemas = components['schemas'];

/** Real keys of the seeded catalogue, looked up through the API when the tests start. */
export interface Samples {
  product: { urlKey: string; name: string; price: number };
  storeUrlKey: string;
  categoryUrlKey: string;
  /** The running campaign, when the seed has one. */
  campaignUrlKey: string | undefined;
  promotionId: number;
  productShortLink: string;
  promotionShortLink: string;
}

export const API_HEADERS = { 'X-Api-Key': 'storefront-web' };

interface Envelope<T> {
  result: 0 | 1;
  message: string;
  detail: T;
}
type Page<T> = { dataList: T[]; count: number };

async function call<T>(api: APIRequestContext, path: string, culture = 'th'): Promise<T> {
  const response = await api.get(`/api${path}`, { headers: { ...API_HEADERS, Culture: culture } });
  const body = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (!response.ok() || body?.result !== 1) {
    throw new Error(`GET /api${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.detail;
}

function first<T>(page: Page<T>, what: string): T {
  const item = page.dataList[0];
  if (!item) throw new Error(`the seeded database has no ${what}`);
  return item;
}

export async function loadSamples(api: APIRequestContext): Promise<Samples> {
  const [products, stores, categories, campaign, promotions] = await Promise.all([
    call<Page<Schemas['ProductSummary']>>(api, '/product/list?perPage=1'),
    call<Page<Schemas['StoreSummary']>>(api, '/store/list?perPage=1'),
    call<Page<Schemas['Category']>>(api, '/category/List'),
    call<Schemas['Campaign'] | null>(api, '/campaign'),
    call<Page<Schemas['Promotion']>>(api, '/promotion/list?perPage=1'),
  ]);
  const product = first(products, 'product');
  const promotionId = first(promotions, 'promotion').id;
  const [productShare, promotionShare] = await Promise.all([
    call<Schemas['ShareDetail']>(api, `/product/${encodeURIComponent(product.urlKey)}/share`),
    call<Schemas['ShareDetail']>(api, `/promotion/${promotionId}/share`),
  ]);
  return {
    product: { urlKey: product.urlKey, name: product.name, price: product.price },
    storeUrlKey: first(stores, 'store').urlKey,
    categoryUrlKey: first(categories, 'category').urlKey,
    campaignUrlKey: campaign?.urlKey,
    promotionId,
    productShortLink: productShare.shortLink,
    promotionShortLink: promotionShare.shortLink,
  };
}

/** Products whose name (in the Culture's language) matches a search, as the API answers. */
export async function searchProducts(api: APIRequestContext, search: string, culture: string) {
  const page = await call<Page<Schemas['ProductSummary']>>(
    api,
    `/product/list?search=${encodeURIComponent(search)}&perPage=50`,
    culture,
  );
  return page.dataList;
}

/** One product as its page shows it, in the Culture's language. */
export function getProduct(api: APIRequestContext, urlKey: string, culture: string) {
  return call<Schemas['ProductDetail']>(api, `/product/${encodeURIComponent(urlKey)}`, culture);
}
