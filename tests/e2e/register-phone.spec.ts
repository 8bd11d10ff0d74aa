import type { Locator } from '@playwright/test';
import {
  codeShownIn,
  DEMO_PASSWORD,
  DEMO_PERSON,
  expectSignedInAs,
  freshContact,
  lockLastCode,
  outboxMessagesTo,
  startOn,
  verifyPhone,
} from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { API_HEADERS } from './support/samples.ts';

// Registering never ends in a dead end: a phone that has an account is told so before any
// code is sent, and a code the server refuses on submit is renewed without losing the form.

const exact = (name: string) => ({ name, exact: true });
const WORDS = {
  phone: 'เบอร์โทรศัพท์มือถือ',
  getCode: 'ขอรหัส OTP',
  code: 'รหัส OTP 6 หลัก',
  verify: 'ยืนยันรหัส',
};

async function toPhoneStep(dialog: Locator) {
  await dialog.getByLabel('ซื้อไปขายต่อ').check();
  await dialog.getByRole('button', exact('ถัดไป')).click();
}

test('a phone that has an account gets no code: the shopper logs in with it, or changes it', {
  tag: '@phone',
}, async ({ page, baseURL }) => {
  const codesBefore = outboxMessagesTo('sms', DEMO_PERSON.telephone).length;
  await startOn(page, '/#register', 'th', baseURL ?? '');
  const register = page.getByRole('dialog', exact('สมัครสมาชิก'));
  await toPhoneStep(register);
  await register.getByRole('textbox', exact(WORDS.phone)).fill(DEMO_PERSON.telephone);
  await register.getByRole('button', exact(WORDS.getCode)).click();

  await expect(register.getByRole('alert')).toContainText(
    `เบอร์ ${DEMO_PERSON.telephone} มีบัญชีอยู่แล้ว`,
  );
  // The way on the shopper most likely wants has the focus (the pressed button moved on).
  await expect(register.getByRole('button', exact('เข้าสู่ระบบด้วยเบอร์นี้'))).toBeFocused();
  await expectNoAxeViolations(page);
  expect(outboxMessagesTo('sms', DEMO_PERSON.telephone)).toHaveLength(codesBefore);

  // Changing the number clears the notice and puts the shopper back in the field.
  await register.getByRole('button', exact('แก้ไขเบอร์โทรศัพท์')).click();
  await expect(register.getByRole('alert')).toHaveCount(0);
  await expect(register.getByRole('textbox', exact(WORDS.phone))).toBeFocused();
  await register.getByRole('button', exact(WORDS.getCode)).click();
  await expect(register.getByRole('alert')).toContainText('มีบัญชีอยู่แล้ว');

  // Or logging in with it: the login modal, by phone, with the number filled in.
  await register.getByRole('button', exact('เข้าสู่ระบบด้วยเบอร์นี้')).click();
  const login = page.getByRole('dialog', exact('เข้าสู่ระบบ'));
  await expect(login.getByRole('radio', exact('เบอร์โทรศัพท์'))).toBeChecked();
  await expect(login.getByRole('textbox', exact(WORDS.phone))).toHaveValue(DEMO_PERSON.telephone);
  await login.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PASSWORD);
  // Logging in loads the home page (#register sends a signed-in visitor there): the menu is
  // looked at on the new page, not the one leaving.
  const reloaded = page.waitForEvent('load');
  await login.getByRole('button', exact('เข้าสู่ระบบ')).click();
  await reloaded;
  expect(new URL(page.url()).hash).toBe('');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(await expectSignedInAs(page, 'สมชาย (บุคคล)', 'ออกจากระบบ')).toBeVisible();
});

test('a code refused at registration is renewed for the same phone; what was typed is kept and sent', {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  const contact = freshContact();
  await startOn(page, '/#register', 'th', baseURL ?? '');
  const register = page.getByRole('dialog', exact('สมัครสมาชิก'));
  await toPhoneStep(register);
  await verifyPhone(register, WORDS, contact.telephone);

  await register.getByRole('textbox', exact('อีเมล')).fill(contact.email);
  await register.getByLabel('รหัสผ่าน', { exact: true }).fill('Secret123');
  await register.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('Secret123');
  await register.getByLabel('ฉันยอมรับ', { exact: true }).check();
  // Meanwhile the code stops working, as one that ran out would.
  const first = await lockLastCode(page.request, contact.telephone);
  await register.getByRole('button', exact('สมัครสมาชิก')).click();

  // The server's reason, a new code to the same phone at once, the form kept out of sight.
  const renewal = register.getByRole('alert').filter({ hasText: 'รหัสเดิมใช้ไม่ได้แล้ว' });
  await expect(renewal).toContainText('กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด');
  const code = await codeShownIn(register, contact.telephone);
  expect(code).not.toBe(first);
  await expect(register.getByLabel(WORDS.code)).toBeFocused();
  await expectNoAxeViolations(page);
  await register.getByLabel(WORDS.code).fill(code);
  await register.getByRole('button', exact(WORDS.verify)).click();

  // Registration goes on straight after the check, with the e-mail and password typed before.
  await expect(register.getByRole('status')).toContainText('สมัครสมาชิกสำเร็จ');
  const signedIn = await page.request.post('/api/login', {
    headers: API_HEADERS,
    data: { email: contact.email, password: 'Secret123', type: 2 },
  });
  expect(signedIn.status()).toBe(200);
});
