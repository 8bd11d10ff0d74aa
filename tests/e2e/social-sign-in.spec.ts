import type { Page } from '@playwright/test';
import {
  accountButton,
  closeSellerPromo,
  expectSignedInAs,
  freshContact,
  startOn,
  verifyPhone,
} from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// Social sign-in through the offline stand-in provider our server serves: the same trip as
// a real provider's (authorise page, callback, state), with the identity typed on its page.

const PROVIDERS = [
  { id: 'line', name: 'LINE' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
] as const;

const THAI = {
  phone: 'เบอร์โทรศัพท์มือถือ',
  getCode: 'ขอรหัส OTP',
  code: 'รหัส OTP 6 หลัก',
  verify: 'ยืนยันรหัส',
};

/** The stand-in provider's page: the identity to sign in as, then Allow. */
async function allowAtProvider(page: Page, provider: string, userId?: string) {
  await expect(page).toHaveURL(new RegExp(`/stand-in/${provider}/authorize\\?`));
  if (userId !== undefined) {
    await page.getByLabel('User id / รหัสผู้ใช้').fill(userId);
    await page.getByLabel('E-mail / อีเมล').fill(`${userId}@example.com`);
  }
  await page.getByRole('button', { name: 'Allow / อนุญาต' }).click();
}

async function socialButtonInLoginModal(page: Page, name: string, language: 'th' | 'en') {
  await (await accountButton(page, language === 'th' ? 'เข้าสู่ระบบ' : 'Log in')).click();
  const dialog = page.getByRole('dialog', { name: language === 'th' ? 'เข้าสู่ระบบ' : 'Log in' });
  return dialog.getByRole('button', {
    name: language === 'th' ? `เข้าสู่ระบบด้วย ${name}` : `Log in with ${name}`,
  });
}

for (const { id, name } of PROVIDERS) {
  // Phones first: the four trips are alike on desktop, where the other tests here run too.
  test(`the demo person logs in with ${name} and comes back to the page they left`, {
    tag: '@phone',
  }, async ({ page, baseURL }) => {
    await startOn(page, '/faq', 'th', baseURL ?? '');
    const leaving = page.waitForRequest((request) => request.url().includes(`/auth/${id}?`));
    await (await socialButtonInLoginModal(page, name, 'th')).click();
    const appState = new URL((await leaving).url()).searchParams.get('state');
    expect(appState).toBe(id === 'apple' ? 'Customer-0' : '1_0_0_0_0');
    await expectNoAxeViolations(page);
    if (id === 'line') {
      // LINE's authorise page gets the spec's state and scope as they are.
      const atLine = new URL(page.url()).searchParams;
      expect(atLine.get('state')).toBe(appState);
      expect(atLine.get('scope')).toBe('profile openid email');
    }
    await allowAtProvider(page, id);
    await expect(page).toHaveURL(/\/faq/);
    await expectSignedInAs(page, 'สมชาย (บุคคล)', 'ออกจากระบบ');
  });
}

test('a new LINE identity verifies a phone on the redirect page, which makes an account (en)', {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  const contact = freshContact();
  await startOn(page, '/faq', 'en', baseURL ?? '');
  await (await socialButtonInLoginModal(page, 'LINE', 'en')).click();
  await allowAtProvider(page, 'line', `line-${contact.telephone}`);
  await expect(page).toHaveURL(/\/login\/line\/redirect\/get-login$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Log in with LINE' })).toBeVisible();
  await expectNoAxeViolations(page);
  await verifyPhone(
    main,
    {
      phone: 'Mobile phone number',
      getCode: 'Get a code',
      code: '6-digit code',
      verify: 'Verify code',
    },
    contact.telephone,
  );
  // A new account: the register-success rule opens my-profile.
  await expect(page).toHaveURL(/\/user\/profile\/my-profile$/, { timeout: 15_000 });
  await closeSellerPromo(page);
  await expectSignedInAs(page, `line-${contact.telephone}@example.com (Personal)`, 'Logout');
});

test('registering with Google spends the phone code the register modal checked', {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  const contact = freshContact();
  await startOn(page, '/#register', 'th', baseURL ?? '');
  const dialog = page.getByRole('dialog', { name: 'สมัครสมาชิก' });
  await dialog.getByLabel('ซื้อไปขายต่อ').check();
  await dialog.getByRole('button', { name: 'ถัดไป', exact: true }).click();
  await verifyPhone(dialog, THAI, contact.telephone);
  const leaving = page.waitForRequest((request) => request.url().includes('/auth/google?'));
  await dialog.getByRole('button', { name: 'สมัครด้วย Google' }).click();
  // The phone in the state; the checked code stays in the tab, out of the provider's sight.
  const state = new URL((await leaving).url()).searchParams.get('state');
  expect(state).toBe(`2_${contact.telephone}_0_0_0`);
  await allowAtProvider(page, 'google', `google-${contact.telephone}`);
  // No second code: the account is made at once.
  await expect(page).toHaveURL(/\/user\/profile\/my-profile$/, { timeout: 15_000 });
  await closeSellerPromo(page);
  await expectSignedInAs(page, `google-${contact.telephone}@example.com (บุคคล)`, 'ออกจากระบบ');
});

test('a cancel at the provider is said so, and another way to log in is offered', {
  tag: '@phone',
}, async ({ page, baseURL }) => {
  await startOn(page, '/faq', 'th', baseURL ?? '');
  await (await socialButtonInLoginModal(page, 'Facebook', 'th')).click();
  await page.getByRole('button', { name: 'Cancel / ยกเลิก' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('ยกเลิกการเข้าสู่ระบบด้วย Facebook แล้ว')).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'เข้าสู่ระบบด้วยวิธีอื่น' }).click();
  await expect(page.getByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeVisible();
});

test('a ticket used once does not sign in again: the page says so and goes home', {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  await startOn(page, '/faq', 'th', baseURL ?? '');
  await (await socialButtonInLoginModal(page, 'LINE', 'th')).click();
  const landed = page.waitForURL(/\/login\/line\/redirect\/get-login\?ticket=/);
  await allowAtProvider(page, 'line');
  await landed;
  const used = page.url();
  await expect(page).toHaveURL(/\/faq/);
  await expectSignedInAs(page, 'สมชาย (บุคคล)', 'ออกจากระบบ');
  await page.context().clearCookies({ name: /^token/ });
  await page.goto(used);
  await expect(page.getByRole('main').getByText('เข้าสู่ระบบด้วย LINE ไม่สำเร็จ')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
});
