import type { APIRequestContext, Page } from '@playwright/test';
import {
  accountButton,
  closeSellerPromo,
  codeShownIn,
  DEMO_COMPANY,
  DEMO_PASSWORD,
  DEMO_PERSON,
  expectSignedInAs,
  freshContact,
  lastMessageTo,
  registerByApi,
  startOn,
  verifyPhone,
  withoutPopup,
} from './support/accounts.ts';
import {
  expect,
  expectNoAxeViolations,
  type Language,
  openPage,
  revealHeaderSearch,
  test,
} from './support/fixtures.ts';
import { API_HEADERS } from './support/samples.ts';
import { LANGUAGE_PROJECTS } from './support/shopper.ts';

// Accounts end to end against the real server: codes and links are read from its outbox.

const WORDS = {
  th: {
    login: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    confirm: 'ยืนยันรหัสผ่าน',
    phone: 'เบอร์โทรศัพท์มือถือ',
    getCode: 'ขอรหัส OTP',
    code: 'รหัส OTP 6 หลัก',
    verify: 'ยืนยันรหัส',
    next: 'ถัดไป',
    accept: 'ฉันยอมรับ',
    company: 'ร้านค้า / บริษัท',
    companyName: 'ชื่อบริษัท / ร้านค้า',
    businessType: 'ประเภทธุรกิจ',
    purpose: 'ซื้อไปขายต่อ',
    business: 'ร้านค้าปลีก',
    registered: 'สมัครสมาชิกสำเร็จ',
    personal: '(บุคคล)',
    companyKind: '(บริษัท)',
    logout: 'ออกจากระบบ',
    myProfile: 'โปรไฟล์ของฉัน',
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    save: 'บันทึก',
    saved: 'บันทึกข้อมูลเรียบร้อยแล้ว',
  },
  en: {
    login: 'Log in',
    register: 'Register',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    phone: 'Mobile phone number',
    getCode: 'Get a code',
    code: '6-digit code',
    verify: 'Verify code',
    next: 'Next',
    accept: 'I accept the',
    company: 'Store or company',
    companyName: 'Company or store name',
    businessType: 'Type of business',
    purpose: 'Resale',
    business: 'Retail shop',
    registered: 'You are registered',
    personal: '(Personal)',
    companyKind: '(Company)',
    logout: 'Logout',
    myProfile: 'My profile',
    firstName: 'First name',
    lastName: 'Last name',
    save: 'Save',
    saved: 'Your details are saved.',
  },
} satisfies Record<Language, Record<string, string>>;

const exact = (name: string) => ({ name, exact: true });

/** A shopper registered a moment ago, on a page with the login modal open. */
async function newShopperAtLogin(page: Page, request: APIRequestContext, baseURL: string) {
  const contact = freshContact();
  await registerByApi(request, contact);
  await startOn(page, '/faq', 'th', baseURL);
  await (await accountButton(page, 'เข้าสู่ระบบ')).click();
  return contact;
}

async function fillAccountForm(page: Page, words: (typeof WORDS)[Language], email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', exact(words.email)).fill(email);
  await dialog.getByLabel(words.password, { exact: true }).fill('Secret123');
  await dialog.getByLabel(words.confirm, { exact: true }).fill('Secret123');
  await dialog.getByLabel(words.accept, { exact: true }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', exact(words.register)).click();
}

// Each language on the viewport that runs it (Thai on phones, English on desktop): the flow is
// the same on both, so each language and each viewport is seen once.
for (const [language, tag] of LANGUAGE_PROJECTS) {
  const words = WORDS[language];

  test(`registers a person with a phone code, then is signed in (${language})`, {
    tag,
  }, async ({ page, baseURL }) => {
    const contact = freshContact();
    await startOn(page, '/#register', language, baseURL ?? '');
    const dialog = page.getByRole('dialog', { name: words.register });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(words.purpose).check();
    await dialog.getByRole('button', exact(words.next)).click();
    await verifyPhone(page.getByRole('dialog'), words, contact.telephone);
    await fillAccountForm(page, words, contact.email);
    await expect(dialog.getByText(words.registered)).toBeVisible();
    // The success screen, then a reload; the register-success rule opens my-profile.
    await expect(page).toHaveURL(/\/user\/profile\/my-profile$/, { timeout: 15_000 });
    await closeSellerPromo(page);
    await expectSignedInAs(page, `${contact.email} ${words.personal}`, words.logout);
    await page.keyboard.press('Escape');

    // My profile: the new shopper adds a name; the user menu shows it.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: words.myProfile })).toBeVisible();
    await main.getByRole('textbox', exact(words.firstName)).fill('ทดสอบ');
    await main.getByRole('textbox', exact(words.lastName)).fill('ระบบ');
    await expectNoAxeViolations(page);
    await main.getByRole('button', exact(words.save)).click();
    await expect(main.getByText(words.saved)).toBeVisible();
    await expectSignedInAs(page, `ทดสอบ ${words.personal}`, words.logout);
  });

  test(`logs in by e-mail with the demo account, and logs out (${language})`, {
    tag,
  }, async ({ page, baseURL }) => {
    await startOn(page, '/faq', language, baseURL ?? '');
    await (await accountButton(page, words.login)).click();
    const dialog = page.getByRole('dialog', { name: words.login });
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', exact(words.email)).fill(DEMO_PERSON.email);
    await dialog.getByLabel(words.password, { exact: true }).fill(DEMO_PASSWORD);
    const reloaded = page.waitForEvent('load');
    await dialog.getByLabel(words.password, { exact: true }).press('Enter');
    await reloaded;
    const logout = await expectSignedInAs(page, `สมชาย ${words.personal}`, words.logout);
    await expect(page).toHaveURL(/\/faq/);
    expect((await page.context().cookies()).find((c) => c.name === 'token')?.httpOnly).toBe(true);

    await logout.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await accountButton(page, words.login)).toBeVisible();
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('token');
    expect(names).not.toContain('token_expiry');
  });
}

test('registers a company in 3 steps; it waits for approval (en)', { tag: '@desktop' }, async ({
  page,
  baseURL,
}) => {
  const words = WORDS.en;
  const contact = freshContact();
  await startOn(page, '/#register', 'en', baseURL ?? '');
  const dialog = page.getByRole('dialog', { name: words.register });
  await dialog.getByLabel(words.company).check();
  await dialog.getByLabel(words.companyName).fill('Bee Works Co., Ltd.');
  await dialog.getByLabel(words.businessType).selectOption({ label: words.business });
  await dialog.getByRole('button', exact(words.next)).click();
  await dialog.getByLabel(words.purpose).check();
  await dialog.getByRole('button', exact(words.next)).click();
  await verifyPhone(page.getByRole('dialog'), words, contact.telephone);
  await fillAccountForm(page, words, contact.email);
  await expect(page).toHaveURL(/\/user\/profile\/my-profile$/, { timeout: 15_000 });
  await closeSellerPromo(page);
  await expectSignedInAs(page, 'Bee Works Co., Ltd. (Company)', words.logout);
  await expect(page.getByRole('main').getByText('waiting for staff approval')).toBeVisible();
});

test('logs in with a phone code on /login/otp', { tag: '@phone' }, async ({ page, baseURL }) => {
  const words = WORDS.th;
  // The seeded company: the demo person's phone gets codes in other tests meanwhile.
  const account = { telephone: DEMO_COMPANY.telephone, label: `${DEMO_COMPANY.name} (บริษัท)` };
  await startOn(page, '/login/otp', 'th', baseURL ?? '');
  const main = page.getByRole('main');
  await main.getByRole('textbox', exact(words.phone)).fill(account.telephone);
  await main.getByRole('button', exact(words.getCode)).click();
  await main.getByLabel(words.code).fill(await codeShownIn(main, account.telephone));
  await expectNoAxeViolations(page);
  await main.getByLabel(words.code).press('Enter');
  // Signed in, the login page sends the shopper home.
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, account.label, 'ออกจากระบบ');
});

test('forgot password sends a link; the link sets a new password once', {
  tag: '@desktop',
}, async ({ page, request, baseURL }) => {
  const contact = await newShopperAtLogin(page, request, baseURL ?? '');
  await page.getByRole('dialog').getByRole('button', { name: 'ลืมรหัสผ่าน?' }).click();
  const forgot = page.getByRole('dialog', { name: 'ลืมรหัสผ่าน' });
  await forgot.getByRole('textbox', exact('อีเมล')).fill(contact.email);
  await expectNoAxeViolations(page);
  await forgot.getByRole('button', exact('ส่ง')).click();
  await expect(forgot.getByText(`(${contact.email})`)).toBeVisible();
  // The success view closes itself after 5 s.
  await expect(forgot).toBeHidden({ timeout: 8_000 });

  const { path } = await lastMessageTo('email', contact.email);
  await openPage(page, withoutPopup(path ?? '/'));
  const main = page.getByRole('main');
  await main.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Changed123');
  await main.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Changed123');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'บันทึกรหัสผ่าน' }).click();
  await expect(main.getByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeVisible();

  // The link works once.
  await openPage(page, withoutPopup(path ?? '/'));
  await main.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Again12345');
  await main.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Again12345');
  await main.getByRole('button', { name: 'บันทึกรหัสผ่าน' }).click();
  await expect(main.getByRole('alert')).toBeVisible();

  const login = await request.post('/api/login', {
    headers: API_HEADERS,
    data: { email: contact.email, password: 'Changed123', type: 2 },
  });
  expect(login.status()).toBe(200);
});

test('a session ended elsewhere: the next call ends it here once and goes to /401', {
  tag: '@phone',
}, async ({ page, request, baseURL }) => {
  // The chat's socket is held silent: the server would close it (4401) as the session ends and
  // the page would end it from there (the chat socket's screen paths play that); here an API
  // call learns it.
  await page.routeWebSocket(/\/ws\/chat/, () => {});
  const contact = await newShopperAtLogin(page, request, baseURL ?? '');
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await dialog.getByRole('textbox', exact('อีเมล')).fill(contact.email);
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill('Secret123');
  const reloaded = page.waitForEvent('load');
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).press('Enter');
  await reloaded;
  await expectSignedInAs(page, `${contact.email} (บุคคล)`, 'ออกจากระบบ');
  await page.keyboard.press('Escape');

  const logouts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/logout')) logouts.push(r.url());
  });
  // The same session is revoked from another client (its token as a bearer).
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const revoked = await request.post('/api/logout', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);

  // The search box asks for the signed-in shopper's recent searches: a 401 now.
  await (await revealHeaderSearch(page)).focus();
  await expect(page).toHaveURL(/\/401$/);
  await expect(await accountButton(page, 'เข้าสู่ระบบ')).toBeVisible();
  expect(logouts).toHaveLength(1);
  // The marker goes once the server has answered that logout (src/flows/session.api.ts).
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .not.toContain('token_expiry');
});
