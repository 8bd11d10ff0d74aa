import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { components } from '../../../openapi/storefront';
import { API_HEADERS } from './samples.ts';

type Schemas = components['schemas'];
export type CartProduct = Pick<
  Schemas['ProductDetail'],
  'id' | 'urlKey' | 'name' | 'availableQuantity'
> & {
  storeId: number;
  storeName: string;
};

/**
 * Products of `count` different stores, each without options and with at least `minStock`
 * in stock (and, with `accepts`, paid that way), from the seeded catalogue (looked up through
 * the API, never hard-coded).
 */
export async function productsOfDifferentStores(
  api: APIRequestContext,
  count: number,
  culture = 'th',
  minStock = 8,
  accepts?: Schemas['PaymentKind'],
): Promise<CartProduct[]> {
  const headers = { ...API_HEADERS, Culture: culture };
  const list = await api.get('/api/product/list?perPage=60', { headers });
  const summaries: Schemas['ProductSummary'][] = (await list.json()).detail.dataList;
  const found: CartProduct[] = [];
  for (const summary of summaries) {
    if (found.length === count) break;
    if (summary.availableQuantity < minStock) continue;
    if (found.some((product) => product.storeId === summary.store.id)) continue;
    const answer = await api.get(`/api/product/${encodeURIComponent(summary.urlKey)}`, { headers });
    const detail: Schemas['ProductDetail'] = (await answer.json()).detail;
    if (detail.attributes.length > 0) continue;
    if (accepts && !detail.paymentChannels.some((channel) => channel.kind === accepts)) continue;
    found.push({
      id: detail.id,
      urlKey: detail.urlKey,
      name: detail.name,
      availableQuantity: detail.availableQuantity,
      storeId: detail.store.id,
      storeName: detail.store.name,
    });
  }
  expect(found, `the seed has ${count} stores with a simple product in stock`).toHaveLength(count);
  return found;
}

/** Signs `api` in (its cookies then carry the session) and gives the account a server cart. */
export async function accountCartByApi(
  api: APIRequestContext,
  account: { email: string; password: string },
  lines: Array<{ product: CartProduct; quantity: number }>,
) {
  const login = await api.post('/api/login', {
    headers: API_HEADERS,
    data: { email: account.email, password: account.password, type: 2 },
  });
  expect(login.status(), await login.text()).toBe(200);
  const saved = await api.post('/api/transaction/save', {
    headers: API_HEADERS,
    data: {
      orders: lines.map(({ product, quantity }) => ({
        sellerId: product.storeId,
        products: [{ productId: product.id, optionIds: [], quantity }],
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()).detail as Schemas['Cart'];
}

/** The header's cart button, whose name carries the count ("ตะกร้าสินค้า 2 รายการ"). */
export const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /ตะกร้าสินค้า|shopping cart/i });

/** The cart has no write waiting or under way (its figures are the server's). */
export async function expectCartSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export async function expectCartCount(page: Page, count: number) {
  await expect(cartButton(page)).toHaveAccessibleName(new RegExp(`\\b${count}\\b`));
}
