import type { Page } from '@playwright/test';
import { startOn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

// A protected route's login modal belongs to that route: leaving the route closes it, and the
// register and forgot-password modals it leads to hand back to it when they close.

const exact = (name: string) => ({ name, exact: true });
const loginModal = (page: Page) => page.getByRole('dialog', exact('เข้าสู่ระบบ'));

/** A guest on /faq follows the bottom menu's account link to the protected my-profile. */
async function guestOnProfile(page: Page, baseURL: string) {
  await startOn(page, '/faq', 'th', baseURL);
  await page.getByRole('link', exact('บัญชีของฉัน')).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile/my-profile');
  await expect(loginModal(page)).toBeVisible();
  // Required: no way to close it.
  await expect(loginModal(page).getByRole('button', exact('ปิด'))).toHaveCount(0);
}

test("the browser's Back to a public page closes the required login", { tag: '@phone' }, async ({
  page,
  baseURL,
}) => {
  await guestOnProfile(page, baseURL ?? '');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/faq');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('register and forgot password hand back to the required login when they close', {
  tag: '@phone',
}, async ({ page, baseURL }) => {
  await guestOnProfile(page, baseURL ?? '');

  await loginModal(page).getByRole('button', exact('ยังไม่มีบัญชี? สมัครสมาชิก')).click();
  const register = page.getByRole('dialog', exact('สมัครสมาชิก'));
  await register.getByRole('button', exact('ปิด')).click();
  await expect(register).toHaveCount(0);
  await expect(loginModal(page)).toBeVisible();
  await expect(loginModal(page).getByRole('button', exact('ปิด'))).toHaveCount(0);

  await loginModal(page).getByRole('button', exact('ลืมรหัสผ่าน?')).click();
  const forgot = page.getByRole('dialog', exact('ลืมรหัสผ่าน'));
  await expect(forgot).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(forgot).toHaveCount(0);
  await expect(loginModal(page)).toBeVisible();

  // Back from there leaves the route, and the modal with it.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/faq');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
