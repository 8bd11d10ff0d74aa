import { freshContact, registerByApi, startOn } from './support/accounts.ts';
import {
  APPLICANT,
  applicationIdByApi,
  applyByApi,
  decideByApi,
  documentFiles,
  WRONG_NATIONAL_ID,
} from './support/affiliates.ts';
import { expect, expectNoAxeViolations, type Language, test } from './support/fixtures.ts';
import { LANGUAGE_PROJECTS } from './support/shopper.ts';

// Becoming an affiliate on /user/profile/affiliate (issue 35): documents sent one by one as
// they are chosen (checked in the browser by their bytes first), the application refused by
// the server keeps what was typed, staff verify or refuse, the member reads the verdict.

const PAGE = '/user/profile/affiliate';

const WORDS = {
  th: {
    title: 'สมัครเป็นนักขายพันธมิตร',
    card: 'สำเนาบัตรประชาชน',
    book: 'หน้าแรกของสมุดบัญชีธนาคาร',
    firstname: 'ชื่อ',
    lastname: 'นามสกุล',
    nationalId: 'เลขบัตรประชาชน 13 หลัก',
    bank: 'ธนาคาร',
    accountNumber: 'เลขที่บัญชี',
    accountName: 'ชื่อบัญชี',
    send: 'ส่งใบสมัคร',
    missing: 'กรุณาส่งเอกสารให้ครบก่อน: สำเนาบัตรประชาชน, หน้าแรกของสมุดบัญชีธนาคาร',
    format: 'รองรับเฉพาะไฟล์ PNG, JPG',
    sentAt: 'ส่งแล้วเมื่อ',
    waiting: 'ส่งใบสมัครแล้ว เจ้าหน้าที่จะตรวจสอบและแจ้งผลภายในวันที่',
    checkAgain: 'ตรวจสอบสถานะอีกครั้ง',
    verified: 'คุณเป็นนักขายพันธมิตรแล้ว',
    refused: 'ใบสมัครของคุณไม่ผ่านการตรวจสอบ: ',
    again: 'สมัครอีกครั้ง',
    badge: 'นักขายพันธมิตร',
  },
  en: {
    title: 'Become an affiliate',
    card: 'Identity card',
    book: 'Bank book (first page)',
    firstname: 'First name',
    lastname: 'Last name',
    nationalId: 'Identity card number (13 digits)',
    bank: 'Bank',
    accountNumber: 'Account number',
    accountName: 'Account name',
    send: 'Send the application',
    missing: 'Please send every document first: Identity card, Bank book (first page)',
    format: 'Only PNG, JPG files are accepted',
    sentAt: 'Sent on',
    waiting: 'Your application is sent. Our staff will check it and answer by',
    checkAgain: 'Check the status again',
    verified: 'You are an affiliate',
    refused: 'Your application was not accepted: ',
    again: 'Apply again',
    badge: 'Affiliate',
  },
} satisfies Record<Language, Record<string, string>>;

/** Text with a .png name: the browser calls it image/png, its bytes say otherwise. */
const NOT_A_PICTURE = {
  name: 'id-card.png',
  mimeType: 'image/png',
  buffer: Buffer.from('a scan I meant to attach, saved as text'),
};

for (const [language, tag] of LANGUAGE_PROJECTS) {
  const words = WORDS[language];

  test(`${language}: a member sends each document, is refused a wrong card number with what was typed kept, applies, and staff verify`, {
    tag,
  }, async ({ page, baseURL }) => {
    await registerByApi(page.request, freshContact());
    await startOn(page, PAGE, language, baseURL ?? '');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // The form filled first, with a card number whose check digit is wrong.
    await main
      .getByRole('textbox', { name: words.firstname, exact: true })
      .fill(APPLICANT.firstname);
    await main.getByRole('textbox', { name: words.lastname, exact: true }).fill(APPLICANT.lastname);
    const nationalId = main.getByRole('textbox', { name: words.nationalId, exact: true });
    await nationalId.fill(WRONG_NATIONAL_ID);
    await main
      .getByRole('combobox', { name: words.bank, exact: true })
      .selectOption(APPLICANT.bankCode);
    await main
      .getByRole('textbox', { name: words.accountNumber, exact: true })
      .fill(APPLICANT.accountNumber);
    await main
      .getByRole('textbox', { name: words.accountName, exact: true })
      .fill(APPLICANT.accountName);
    const send = main.getByRole('button', { name: words.send, exact: true });
    await send.click();
    await expect(main.getByRole('alert')).toHaveText(words.missing);

    // A text file named .png is refused in the browser; the real pictures go one by one.
    const files = await documentFiles();
    // A document's label goes on with its rule: "Identity card (PNG, JPG, at most 2 MB)".
    const card = main.getByLabel(`${words.card} (`);
    const book = main.getByLabel(`${words.book} (`);
    await card.setInputFiles(NOT_A_PICTURE);
    await expect(main.getByRole('alert').first()).toHaveText(words.format);
    await card.setInputFiles(files.identityCard);
    await expect(main.getByText(words.sentAt)).toHaveCount(1);
    await book.setInputFiles(files.bankBook);
    await expect(main.getByText(words.sentAt)).toHaveCount(2);

    // The server knows the check digit: its words go under the field, the rest stays typed.
    await send.click();
    await expect(nationalId).toHaveAttribute('aria-invalid', 'true');
    await expect(nationalId).toBeFocused();
    await expect(main.getByRole('textbox', { name: words.accountName, exact: true })).toHaveValue(
      APPLICANT.accountName,
    );
    await nationalId.fill(APPLICANT.nationalId);
    await send.click();
    const status = main.getByRole('status').filter({ hasText: words.waiting });
    await expect(status).toBeVisible();
    await expect(status).toContainText('••••7030');
    await expectNoAxeViolations(page);

    await decideByApi(page.request, await applicationIdByApi(page.request));
    await main.getByRole('button', { name: words.checkAgain, exact: true }).click();
    await expect(main.getByText(words.verified)).toBeVisible();
    // The profile says so too (isVerifyAffiliate, the influencer type's name).
    await startOn(page, '/user/profile/my-profile', language, baseURL ?? '');
    await expect(main.locator('.badge', { hasText: words.badge })).toBeVisible();
  });

  test(`${language}: a refused member reads why and applies again from no documents`, {
    tag,
  }, async ({ page, baseURL }) => {
    await registerByApi(page.request, freshContact());
    const id = await applyByApi(page.request);
    await decideByApi(page.request, id, 'สมุดบัญชีไม่ใช่ชื่อผู้สมัคร');
    await startOn(page, PAGE, language, baseURL ?? '');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(`${words.refused}สมุดบัญชีไม่ใช่ชื่อผู้สมัคร`);
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: words.again, exact: true }).click();
    await expect(main.getByRole('button', { name: words.send, exact: true })).toBeVisible();
    await expect(main.getByText(words.sentAt)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
