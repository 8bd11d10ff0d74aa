// Accounts in browser tests: codes and links come from the server's outbox file (the embedded
// database is the server's own while it runs), fresh phones and e-mails keep tests apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  acceptCookies,
  expectNoAxeViolations,
  type Language,
  openPage,
  useLanguage,
} from './fixtures.ts';
import { API_HEADERS } from './samples.ts';

export const DEMO_PERSON = { email: 'somchai@example.com', telephone: '0812345678' };
export const DEMO_COMPANY = { telephone: '0898765432', name: 'บริษัท น้ำผึ้งไทย จำกัด' };
export const DEMO_PASSWORD = 'Demo1234';

interface OutboxLine {
  channel: 'sms' | 'email';
  to: string;
  code?: string;
  reference?: string;
  path?: string;
}

function outbox(): OutboxLine[] {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  try {
    return readFileSync(join(dir, 'outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
  } catch {
    return [];
  }
}

/** Every message to `to` on `channel` so far. */
export const outboxMessagesTo = (channel: OutboxLine['channel'], to: string) =>
  outbox().filter((line) => line.channel === channel && line.to === to);

/** The newest message to `to` on `channel` (with `reference`, if given), waiting for it. */
export async function lastMessageTo(
  channel: OutboxLine['channel'],
  to: string,
  reference?: string,
) {
  let found: OutboxLine | undefined;
  await expect
    .poll(() => {
      found = outbox().findLast(
        (line) =>
          line.channel === channel &&
          line.to === to &&
          (reference === undefined || line.reference === reference),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxLine;
}

/**
 * The code the phone-code step in `scope` waits for: the one with the reference it shows. A
 * phone given codes before (to register it, or a resend) would otherwise be read too early.
 */
export async function codeShownIn(scope: Locator, telephone: string) {
  const sent = scope.getByText(/\((?:รหัสอ้างอิง|reference) [A-Z0-9]+\)/);
  await expect(sent).toBeVisible();
  const reference = /([A-Z0-9]+)\)/.exec((await sent.textContent()) ?? '')?.[1];
  const { code } = await lastMessageTo('sms', telephone, reference);
  return code ?? '';
}

let serial = 0;
/** A phone and an e-mail no other test uses. */
export function freshContact() {
  serial += 1;
  const digits = `${Date.now() % 1_000_000}${process.pid % 100}${serial}`
    .padStart(8, '0')
    .slice(-8);
  return { telephone: `09${digits}`, email: `shopper.${digits}@example.com` };
}

/**
 * Makes the newest code sent to `telephone` stop working, as one that ran out would: five
 * wrong tries lock it on the real server. Returns the code it was.
 */
export async function lockLastCode(request: APIRequestContext, telephone: string) {
  const { code, reference } = await lastMessageTo('sms', telephone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  for (let i = 0; i < 5; i++)
    await request.post('/api/OTP/Validate', {
      headers: API_HEADERS,
      data: { telephone, reference, otp: wrong, type: 1 },
    });
  return code;
}

/** Registers a person through the API, as the register modal would. */
export async function registerByApi(
  request: APIRequestContext,
  contact: { telephone: string; email: string },
  password = 'Secret123',
) {
  const sent = await request.post('/api/OTP/Send', {
    headers: API_HEADERS,
    data: { telephone: contact.telephone, type: 1 },
  });
  expect(sent.status()).toBe(200);
  const { code, reference } = await lastMessageTo('sms', contact.telephone);
  const registered = await request.post('/api/Register', {
    headers: API_HEADERS,
    data: {
      type: 1,
      ...contact,
      password,
      confirmPassword: password,
      otp: code,
      reference,
      isAccept: true,
      policy: true,
      news: false,
      isSendByEmail: true,
      userTargetTypeId: [1],
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
}

const MENU = /เปิดเมนู|Open menu/;

/** Opens the phone's menu when the header keeps the account entries there. */
async function openMenuOnPhones(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: MENU });
  if (await menu.isVisible()) await menu.click();
}

/** The account button (Register, Log in) of the header, or of the menu on phones. */
export async function accountButton(page: Page, name: string | RegExp) {
  const banner = page.getByRole('banner');
  const inHeader = banner.getByRole('button', { name }).first();
  // The header's entries appear once the session is known (a guest or a user).
  await expect(inHeader.or(banner.getByRole('button', { name: MENU }))).toBeVisible();
  if (await inHeader.isVisible()) return inHeader;
  await openMenuOnPhones(page);
  return page.getByRole('dialog').getByRole('button', { name }).first();
}

/** Checks the user menu shows `label` (name and kind) and returns its Logout button. */
export async function expectSignedInAs(page: Page, label: string, logout: string) {
  const banner = page.getByRole('banner');
  const inHeader = banner.getByRole('button', { name: label });
  await expect(inHeader.or(banner.getByRole('button', { name: MENU }))).toBeVisible();
  if (await inHeader.isVisible()) {
    await inHeader.click();
    return banner.getByRole('button', { name: logout, exact: true });
  }
  await openMenuOnPhones(page);
  const menu = page.getByRole('dialog');
  await expect(menu.getByText(label)).toBeVisible();
  return menu.getByRole('button', { name: logout, exact: true });
}

/** `path` without the banner popup (hidePopup=true goes before any #hash). */
export function withoutPopup(path: string) {
  const url = new URL(path, 'http://x');
  url.searchParams.set('hidePopup', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A returning visitor's cookies: `language`, cookies accepted, the banner popup seen. */
export async function visitorCookies(page: Page, language: Language, baseURL: string) {
  await acceptCookies(page.context(), baseURL);
  // The banner popup has shown this session: pages after a reload open without it too.
  await page.context().addCookies([{ name: 'popup_banner_seen', value: '1', url: baseURL }]);
  // biome-ignore lint/correctness/useHookAtTopLevel: a Playwright helper named like a hook
  await useLanguage(page.context(), baseURL, language);
}

/** Opens `path` in `language` with cookies accepted and no banner popup. */
export async function startOn(page: Page, path: string, language: Language, baseURL: string) {
  await visitorCookies(page, language, baseURL);
  await openPage(page, withoutPopup(path));
}

/** The phone-code step in `scope` (a modal or a page): ask for a code, read it, enter it. */
export async function verifyPhone(
  scope: Locator,
  words: { phone: string; getCode: string; code: string; verify: string },
  telephone: string,
) {
  await scope.getByRole('textbox', { name: words.phone, exact: true }).fill(telephone);
  await scope.getByRole('button', { name: words.getCode, exact: true }).click();
  await scope.getByLabel(words.code).fill(await codeShownIn(scope, telephone));
  await scope.getByRole('button', { name: words.verify, exact: true }).click();
}

/** The seller promo a new account sees once on my-profile: checked, then put off. */
export async function closeSellerPromo(page: Page) {
  const promo = page.getByRole('dialog', { name: /^(เปิดร้านขายของกับเรา|Sell with us)$/ });
  await expect(promo).toBeVisible();
  await expect(promo.getByRole('link')).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await promo.getByRole('button', { name: /^(ไว้ภายหลัง|Later)$/ }).click();
  await expect(promo).toBeHidden();
}
