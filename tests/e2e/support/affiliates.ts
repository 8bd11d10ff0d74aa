// Becoming an affiliate through the API, as the page (or another tab) and staff do: each
// document's bytes, the application, staff's verdict (ADMIN_TOKEN, set for the test server by
// playwright.config.ts); and an affiliate's cashback earned through a buyer's orders.
import { type APIRequestContext, expect, request } from '@playwright/test';
import sharp from 'sharp';
import { sampleApplicationForm } from '../../../machines/qa/affiliate-application-samples';
import type { components } from '../../../openapi/storefront';
import { freshContact, registerByApi } from './accounts.ts';
import { productsOfDifferentStores } from './cart.ts';
import { confirmCashback, moveOrder, placeCartCheckout, postApi } from './orders.ts';
import { API_HEADERS } from './samples.ts';
import { E2E_ADMIN_TOKEN } from './staff.ts';

type Schemas = components['schemas'];

/** A valid Thai identity card number (its check digit right) and an account at Kasikornbank. */
export const APPLICANT = sampleApplicationForm;

/** The same number with a wrong check digit. */
export const WRONG_NATIONAL_ID = '1101700207031';

/** A small picture of `format`, as a phone's camera would give (its bytes say what it is). */
export const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 16, height: 10, channels: 3, background: '#c84' } })
    [format]()
    .toBuffer();

/** The document files a person's application carries. */
export async function documentFiles() {
  return {
    identityCard: { name: 'id-card.png', mimeType: 'image/png', buffer: await picture('png') },
    bankBook: { name: 'bank-book.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg') },
  };
}

/** Sends `kinds` of a person's documents, as the page does. */
export async function sendDocumentsByApi(
  request: APIRequestContext,
  kinds: Array<keyof Awaited<ReturnType<typeof documentFiles>>>,
) {
  const files = await documentFiles();
  for (const kind of kinds) {
    const file = files[kind];
    const sent = await request.put(`/api/affiliate/application/documents/${kind}`, {
      headers: { ...API_HEADERS, 'Content-Type': file.mimeType },
      data: file.buffer,
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
}

/** Sends a person's documents and application; answers the application's id. */
export async function applyByApi(request: APIRequestContext): Promise<number> {
  await sendDocumentsByApi(request, ['identityCard', 'bankBook']);
  const submitted = await request.post('/api/affiliate/application', {
    headers: API_HEADERS,
    data: APPLICANT,
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return (await submitted.json()).detail.application.id;
}

/** The member's latest application's id. */
export async function applicationIdByApi(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/affiliate/application', { headers: API_HEADERS });
  return (await answer.json()).detail.application.id;
}

/** Staff verify (`reason` absent) or refuse an application. */
export async function decideByApi(request: APIRequestContext, id: number, reason?: string) {
  const answer = await request.post(
    `/api/admin/affiliate-applications/${id}/${reason === undefined ? 'verify' : 'refuse'}`,
    {
      headers: { ...API_HEADERS, 'X-Admin-Token': E2E_ADMIN_TOKEN },
      ...(reason === undefined ? {} : { data: { reason } }),
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The affiliate's balance and the least one withdrawal takes, in baht. */
export async function withdrawableByApi(api: APIRequestContext) {
  const answer = await api.get('/api/affiliate/withdrawals', { headers: API_HEADERS });
  expect(answer.status(), await answer.text()).toBe(200);
  const { balance, minimum } = (await answer.json()).detail as { balance: number; minimum: number };
  return { balance, minimum };
}

/**
 * Gives the signed-in affiliate of `api` (whose code is `affiliateCode`) at least `baht` to
 * withdraw, as a shop does: a buyer of their own lands through the affiliate's link and buys
 * a few units of the dearest product, as many times as it takes; staff confirm the payment, ship and complete it; the cashback is confirmed as
 * at 8 days later. No back door: the money comes through the ledger.
 */
export async function earnByApi(
  api: APIRequestContext,
  affiliateCode: string,
  baseURL: string,
  baht: number,
) {
  const buyer = await request.newContext({ baseURL });
  try {
    await registerByApi(buyer, freshContact());
    for (let order = 0; (await withdrawableByApi(api)).balance < baht; order++) {
      if (order === 8) throw new Error(`8 orders earned less than ฿${baht}`);
      const landed = await buyer.post('/api/affiliate/clicks', {
        headers: API_HEADERS,
        data: { affiliateCode, path: '/product', referer: 'line' },
      });
      expect(landed.status(), await landed.text()).toBe(200);
      // A few of the dearest: the least stock taken from the other tests' catalogue.
      const [product] = await productsOfDifferentStores(
        buyer,
        1,
        'th',
        10,
        'transfer',
        'priceDesc',
      );
      if (!product) throw new Error('no product with 10 in stock');
      const cart = await postApi<Schemas['Cart']>(buyer, '/transaction/save', {
        orders: [
          {
            sellerId: product.storeId,
            products: [{ productId: product.id, optionIds: [], quantity: 3 }],
          },
        ],
        affiliateCode,
        codeShare: (await landed.json()).detail.clickId,
        referer: 'line',
      });
      const payment = await placeCartCheckout(buyer, cart.cartId, 'transfer');
      for (const orderId of payment.orderIds)
        for (const move of ['confirm-payment', 'ship', 'complete'] as const)
          await moveOrder(buyer, orderId, move);
      await confirmCashback(buyer, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    }
  } finally {
    await buyer.dispose();
  }
}
