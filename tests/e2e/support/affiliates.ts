// Becoming an affiliate through the API, as the page (or another tab) and staff do: each
// document's bytes, the application, staff's verdict (ADMIN_TOKEN, set for the test server by
// playwright.config.ts); staff's credit to an affiliate's balance.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { sampleApplicationForm } from '../../../machines/qa/affiliate-application-samples';
import { API_HEADERS } from './samples.ts';
import { E2E_ADMIN_TOKEN } from './staff.ts';

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
 * Staff credit the affiliate whose code is `affiliateCode` with `baht` (an adjustment, in the
 * ledger like any entry: `npm run staff -- adjust`), so withdrawing can be tried without orders
 * that would take other tests' stock; the attribution test earns it through a buyer's order.
 */
export async function creditByApi(api: APIRequestContext, affiliateCode: string, baht: number) {
  const answer = await api.post('/api/admin/ledger/adjustments', {
    headers: { ...API_HEADERS, 'X-Admin-Token': E2E_ADMIN_TOKEN, 'Idempotency-Key': randomUUID() },
    data: { affiliateCode, amount: baht, reason: 'โบนัสแคมเปญ' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Makes the member signed in on `request` an affiliate, as they and staff would: documents,
 * application, staff's verdict. Their new code.
 */
export async function becomeAffiliateByApi(request: APIRequestContext): Promise<string> {
  await decideByApi(request, await applyByApi(request));
  const profile = await (await request.get('/api/user', { headers: API_HEADERS })).json();
  const code: string = profile.detail.user.affiliateCode;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  return code;
}
