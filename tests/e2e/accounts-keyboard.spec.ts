import type { Locator, Page } from '@playwright/test';
import {
  closeSellerPromo,
  codeShownIn,
  DEMO_PASSWORD,
  DEMO_PERSON,
  expectSignedInAs,
  freshContact,
  startOn,
} from './support/accounts.ts';
import { acceptCookies, expect, openPage, test } from './support/fixtures.ts';

// The account modals by keyboard alone: Tab to each control, Enter to act, Escape to leave.

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the login and forgot-password modals work by keyboard alone', { tag: '@desktop' }, async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page.context(), baseURL ?? '');
  await openPage(page, '/faq?hidePopup=true');
  const opener = page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ', exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(login).toBeVisible();

  // Escape leaves it, and focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(opener).toBeFocused();

  // The forgot-password modal from inside the login modal.
  await page.keyboard.press('Enter');
  await tabTo(page, login.getByRole('button', { name: 'ลืมรหัสผ่าน?' }));
  await page.keyboard.press('Enter');
  const forgot = page.getByRole('dialog', { name: 'ลืมรหัสผ่าน' });
  await tabTo(page, forgot.getByRole('textbox', { name: 'อีเมล' }));
  await page.keyboard.type(DEMO_PERSON.email);
  await page.keyboard.press('Enter');
  await expect(forgot.getByText(`(${DEMO_PERSON.email})`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(forgot).toBeHidden();

  // Log in: Tab to each field, type, Enter submits.
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await tabTo(page, login.getByRole('textbox', { name: 'อีเมล' }));
  await page.keyboard.type(DEMO_PERSON.email);
  await tabTo(page, login.getByLabel('รหัสผ่าน', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expectSignedInAs(page, 'สมชาย (บุคคล)', 'ออกจากระบบ');
});

test('the register modal and its phone-code step work by keyboard alone', {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  const contact = freshContact();
  // startOn marks the banner popup seen: after the reload it would open over the seller promo.
  await startOn(page, '/faq', 'th', baseURL ?? '');
  const opener = page.getByRole('banner').getByRole('button', { name: 'สมัครสมาชิก', exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'สมัครสมาชิก' });
  await expect(dialog).toBeVisible();

  // Step 1: a purpose, chosen with Space, then Next with Enter.
  await tabTo(page, dialog.getByLabel('ซื้อไปขายต่อ'));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'ถัดไป', exact: true }));
  await page.keyboard.press('Enter');

  // The phone code: the phone, Enter sends; the code from the outbox, Enter checks it.
  await tabTo(page, dialog.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ', exact: true }));
  await page.keyboard.type(contact.telephone);
  await page.keyboard.press('Enter');
  const code = await codeShownIn(dialog, contact.telephone);
  await tabTo(page, dialog.getByLabel('รหัส OTP 6 หลัก'));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

  // The account form, then Enter on the register button.
  await tabTo(page, dialog.getByRole('textbox', { name: 'อีเมล', exact: true }));
  await page.keyboard.type(contact.email);
  await tabTo(page, dialog.getByLabel('รหัสผ่าน', { exact: true }));
  await page.keyboard.type('Secret123');
  await tabTo(page, dialog.getByLabel('ยืนยันรหัสผ่าน', { exact: true }));
  await page.keyboard.type('Secret123');
  await tabTo(page, dialog.getByLabel('ฉันยอมรับ', { exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('สมัครสมาชิกสำเร็จ')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/profile\/my-profile$/, { timeout: 15_000 });
  await closeSellerPromo(page);
});
