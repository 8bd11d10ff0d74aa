// Checkouts placed through the API for the payment and order tests, with the signed-in
// shopper's session (the page's request context shares the browser's cookies), and the staff
// moves that take an order on (ADMIN_TOKEN, set for the test server by playwright.config.ts).
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { components } from '../../../openapi/storefront';
import { productsOfDifferentStores } from './cart.ts';
import { type Language, mainLandmark } from './fixtures.ts';
import { API_HEADERS } from './samples.ts';
import { E2E_ADMIN_TOKEN } from './staff.ts';

type Schemas = components['schemas'];
export type Payment = Schemas['Payment'];

/** POSTs to the API, expects a 200, answers its detail. */
export async function postApi<T>(
  api: APIRequestContext,
  path: string,
  data?: unknown,
  headers = {},
) {
  const answer = await api.post(`/api${path}`, { headers: { ...API_HEADERS, ...headers }, data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).detail as T;
}

const CHIANG_MAI = { provinceId: 38, districtId: 5001, subdistrictId: 500108, zipCode: '50200' };

/** A shipping address in Chiang Mai for the signed-in shopper: its id. */
export async function addAddress(api: APIRequestContext) {
  const book = await postApi<{ userAddresses: Schemas['Address'][] }>(api, '/UserAddresses', {
    typeAddress: 1,
    userAddressTypeId: 1,
    name: 'home',
    firstname: 'Somsri',
    lastname: 'Rakthai',
    telephone: '0812345678',
    address: '12/3 Moo 4',
    road: '',
    ...CHIANG_MAI,
    taxId: null,
  });
  return book.userAddresses[0]?.id ?? 0;
}

/** A company's address with its tax id, for tax invoices. */
export async function addCompanyAddress(api: APIRequestContext) {
  await postApi(api, '/UserAddresses', {
    typeAddress: 2,
    userAddressTypeId: 2,
    name: 'office',
    firstname: 'Nam Phueng Thai Co., Ltd.',
    lastname: '',
    telephone: '053123456',
    address: '99 Moo 1',
    road: '',
    ...CHIANG_MAI,
    taxId: '0105555123450',
  });
}

/**
 * A checkout of one product placed by the signed-in shopper, to be paid the way `kind` names
 * (card, transfer, promptpay, cod): its payment, waiting, and the product named in `culture`.
 * `forCustomer`: placed by a verified affiliate for a customer, who pays by the link.
 */
export async function placeCheckout(
  api: APIRequestContext,
  kind: Schemas['PaymentKind'],
  culture = 'th',
  forCustomer = false,
) {
  const [product] = await productsOfDifferentStores(api, 1, culture);
  if (!product) throw new Error('no product to buy');
  const cart = await postApi<Schemas['Cart']>(api, '/transaction/save', {
    orders: [
      {
        sellerId: product.storeId,
        products: [{ productId: product.id, optionIds: [], quantity: 1 }],
      },
    ],
  });
  return { payment: await placeCartCheckout(api, cart.cartId, kind, forCustomer), product };
}

/**
 * The signed-in shopper's cart `cartId` checked out to a new address, paid as `kind` says (for
 * a customer of theirs, an affiliate's `forCustomer`).
 */
export async function placeCartCheckout(
  api: APIRequestContext,
  cartId: string,
  kind: Schemas['PaymentKind'],
  forCustomer = false,
): Promise<Payment> {
  const addressId = await addAddress(api);
  const first = await postApi<Schemas['Checkout']>(api, '/order/calculate', { cartId, addressId });
  const channel = first.paymentChannels.find((option) => option.kind === kind);
  if (!channel) throw new Error(`no ${kind} payment offered`);
  const checkout = await postApi<Schemas['Checkout']>(api, '/order/calculate', {
    cartId,
    addressId,
    paymentTypeId: channel.id,
  });
  const placed = await postApi<Schemas['PlacedOrder']>(
    api,
    '/order/place',
    {
      cartId,
      addressId,
      paymentTypeId: channel.id,
      expectedTotal: checkout.grandTotal,
      ...(forCustomer && { forCustomer }),
    },
    { 'Idempotency-Key': randomUUID() },
  );
  return placed.payment;
}

const asStaff = { 'X-Admin-Token': E2E_ADMIN_TOKEN };

/** Staff confirm the waiting cashback as at `asOf` (the return windows it has passed). */
export const confirmCashback = (api: APIRequestContext, asOf: Date) =>
  postApi<{ confirmed: number; asOf: string }>(
    api,
    '/admin/cashback/confirm',
    { asOf: asOf.toISOString() },
    asStaff,
  );

/** Staff move an order on: confirm its checkout's payment, ship it, deliver it, or complete it. */
export const moveOrder = (
  api: APIRequestContext,
  orderId: number,
  action: 'confirm-payment' | 'ship' | 'deliver' | 'complete',
) => postApi<Schemas['Order']>(api, `/admin/orders/${orderId}/${action}`, undefined, asStaff);

/** Staff refuse a checkout's slip, with the reason the shopper is shown. */
export const rejectSlip = (api: APIRequestContext, referenceCode: string, reason: string) =>
  postApi<Payment>(api, `/admin/payments/${referenceCode}/reject-slip`, { reason }, asStaff);

/**
 * A payment as the API reaches it: the shopper's own by its cart id, or an affiliate's
 * customer's by the link's code (no session needed).
 */
export type PaymentAt = string | { customerCode: string };

const paymentPathOf = (at: PaymentAt) =>
  typeof at === 'string' ? `/api/payment/${at}` : `/api/customer/${at.customerCode}/payment`;

/** Staff and the payer's own calls bring the server's payment to `wanted`'s status. */
export async function bringPaymentTo(
  api: APIRequestContext,
  at: PaymentAt,
  wanted: Payment['status'],
) {
  let payment = await paymentNow(api, at);
  if (payment.status === wanted) return;
  if (payment.status === 'waiting-payment') {
    await uploadSlipByApi(api, payment);
    payment = await paymentNow(api, at);
  }
  if (wanted === 'paid') await moveOrder(api, payment.orderIds[0] ?? 0, 'confirm-payment');
  if (wanted === 'waiting-payment') await rejectSlip(api, payment.referenceCode, 'สลิปไม่ชัด');
}

/** The payment as the server has it now. */
export async function paymentNow(api: APIRequestContext, at: PaymentAt): Promise<Payment> {
  const answer = await api.get(paymentPathOf(at), { headers: API_HEADERS });
  return (await answer.json()).detail;
}

/** Bangkok's wall clock to the minute, as a datetime-local input takes it. */
export function bangkokMinute(at = new Date()) {
  const shifted = new Date(at.getTime() + 7 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * A slip for the whole of `payment`, sent through the API (by its link, for a customer's): the
 * payment then waits for staff.
 */
export async function uploadSlipByApi(api: APIRequestContext, payment: Payment) {
  const { buffer, mimeType } = await slipPng();
  const query = new URLSearchParams({
    amount: payment.amount.toFixed(2),
    transferredAt: bangkokMinute(),
  });
  const path = payment.customerCode
    ? `/api/customer/${payment.customerCode}/slip`
    : `/api/payment/${payment.cartId}/slip`;
  const answer = await api.post(`${path}?${query}`, {
    headers: { ...API_HEADERS, 'Content-Type': mimeType },
    data: buffer,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A real image a slip can be: a small PNG. */
export const slipPng = async () => ({
  name: 'slip.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e6f5c' } })
    .png()
    .toBuffer(),
});

/** The slip form's labels (src/ui/slip-form, on the checkout and the payment page). */
export const SLIP_WORDS = {
  th: {
    file: 'ไฟล์สลิป (PNG, JPG หรือ PDF ไม่เกิน 3 MB)',
    amount: 'จำนวนเงินที่โอน (บาท)',
    time: 'วันและเวลาที่โอน',
    send: 'ส่งสลิป',
  },
  en: {
    file: 'Slip file (PNG, JPG or PDF, under 3 MB)',
    amount: 'Amount transferred (baht)',
    time: 'Date and time of the transfer',
    send: 'Send slip',
  },
} as const satisfies Record<Language, unknown>;

export type SlipLabels = (typeof SLIP_WORDS)[Language];

/** Fills the slip form (the file, the transfer time now) and sends it. */
export async function sendSlip(
  page: Page,
  labels: SlipLabels,
  file: Parameters<Page['setInputFiles']>[1],
) {
  const main = mainLandmark(page);
  await main.getByLabel(labels.file, { exact: true }).setInputFiles(file);
  await main.getByLabel(labels.time, { exact: true }).fill(bangkokMinute());
  await main.getByRole('button', { name: labels.send, exact: true }).click();
}
