import type { Locator, Page } from '@playwright/test';
import { startOn } from './support/accounts.ts';
import { exact, expect, expectNoAxeViolations, mainLandmark, test } from './support/fixtures.ts';
import { LANGUAGE_PROJECTS, type Language, signInNewShopper } from './support/shopper.ts';

// The address book on /user/profile/address-book, on the real server and its geography: a new
// shopper adds an address through the province → district → sub-district cascade and one by
// its zip code, is refused a company address whose tax id fails its check digit (the form
// keeps what was typed and shows the server's words under the tax id), edits, moves the
// defaults, and deletes a default address, whose default passes to the oldest address left.

const WORDS = {
  th: {
    title: 'สมุดที่อยู่',
    empty: /ยังไม่มีที่อยู่ในสมุด/,
    add: 'เพิ่มที่อยู่ใหม่',
    editTitle: 'แก้ไขที่อยู่',
    save: 'บันทึกที่อยู่',
    label: 'ชื่อที่อยู่ (เช่น บ้าน ที่ทำงาน)',
    firstname: 'ชื่อ',
    lastname: 'นามสกุล',
    company: 'นิติบุคคล (ใบกำกับภาษี)',
    companyName: 'ชื่อบริษัท',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    phone: 'เบอร์โทรศัพท์',
    address: 'บ้านเลขที่ หมู่บ้าน อาคาร',
    road: 'ถนน (ไม่บังคับ)',
    zipCode: 'รหัสไปรษณีย์',
    province: 'จังหวัด',
    district: 'อำเภอ / เขต',
    subDistrict: 'ตำบล / แขวง',
    required: 'กรุณากรอกข้อมูลนี้',
    taxIdShort: 'ต้องมีอย่างน้อย 13 ตัวอักษร',
    taxIdRefused: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง (เลขหลักสุดท้ายไม่ตรงกับเลขตรวจสอบ)',
    defaultShipping: 'ที่อยู่จัดส่งเริ่มต้น',
    defaultBilling: 'ที่อยู่เรียกเก็บเงินเริ่มต้น',
    setShipping: 'ตั้งเป็นที่อยู่จัดส่งเริ่มต้น',
    setBilling: 'ตั้งเป็นที่อยู่เรียกเก็บเงินเริ่มต้น',
    edit: 'แก้ไข',
    remove: 'ลบ',
    confirmRemove: 'ลบที่อยู่',
    home: 'บ้าน',
    homeRenamed: 'บ้านเชียงใหม่',
    work: 'ที่ทำงาน',
    office: 'สำนักงาน',
    chiangMai: ['เชียงใหม่', 'เมืองเชียงใหม่', 'สุเทพ'],
    lumphini: 'ลุมพินี, เขตปทุมวัน, กรุงเทพมหานคร',
    bangSue: ['กรุงเทพมหานคร', 'เขตบางซื่อ', 'บางซื่อ'],
  },
  en: {
    title: 'Address book',
    empty: /Your address book is empty/,
    add: 'Add a new address',
    editTitle: 'Edit address',
    save: 'Save address',
    label: 'Address label (e.g. home, work)',
    firstname: 'First name',
    lastname: 'Last name',
    company: 'Company (tax invoice)',
    companyName: 'Company name',
    taxId: 'Tax ID',
    phone: 'Phone',
    address: 'House number, village, building',
    road: 'Road (optional)',
    zipCode: 'Zip code',
    province: 'Province',
    district: 'District',
    subDistrict: 'Sub-district',
    required: "This field can't be empty",
    taxIdShort: 'Must be at least 13 characters',
    taxIdRefused: 'is not a valid tax id: its last digit does not check',
    defaultShipping: 'Default shipping',
    defaultBilling: 'Default billing',
    setShipping: 'Set as default shipping',
    setBilling: 'Set as default billing',
    edit: 'Edit',
    remove: 'Remove',
    confirmRemove: 'Remove address',
    home: 'Home',
    homeRenamed: 'Chiang Mai home',
    work: 'Work',
    office: 'Office',
    chiangMai: ['Chiang Mai', 'Mueang Chiang Mai', 'Suthep'],
    lumphini: 'Lumphini, Khet Pathum Wan, Bangkok',
    bangSue: ['Bangkok', 'Khet Bang Sue', 'Bang Sue'],
  },
} satisfies Record<Language, Record<string, string | string[] | RegExp>>;

type Words = (typeof WORDS)[Language];

/** A field of the open form by its label. */
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

/** One address of the book, by its label. */
const card = (page: Page, label: string) => mainLandmark(page).getByRole('article', exact(label));

async function fillPerson(form: Locator, words: Words, label: string, telephone: string) {
  await field(form, words.label).fill(label);
  await field(form, words.firstname).fill('Somsri');
  await field(form, words.lastname).fill('Rakthai');
  await field(form, words.phone).fill(telephone);
  await field(form, words.address).fill('12/3 Moo 4');
}

/** Checks a card's default badges: exactly the ones named. */
async function expectDefaults(address: Locator, words: Words, shipping: boolean, billing: boolean) {
  const badge = (text: string) => address.getByText(text, { exact: true });
  await expect(badge(words.defaultShipping)).toHaveCount(shipping ? 1 : 0);
  await expect(badge(words.defaultBilling)).toHaveCount(billing ? 1 : 0);
}

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`the address book: cascade, zip code, a refused tax id, edit, defaults, delete (${language})`, {
    tag,
  }, async ({ page, baseURL, consoleErrors }) => {
    const words = WORDS[language];
    await signInNewShopper(page);
    await startOn(page, '/user/profile/address-book', language, baseURL ?? '');
    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1, ...exact(words.title) })).toBeVisible();
    await expect(main.getByText(words.empty)).toBeVisible();
    await expectNoAxeViolations(page);

    // By the cascade. An empty form is refused in the browser first.
    await main.getByRole('button', exact(words.add)).click();
    let form = page.getByRole('dialog', exact(words.add));
    await form.getByRole('button', exact(words.save)).click();
    await expect(field(form, words.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(words.required).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await fillPerson(form, words, words.home, '0812345678');
    const [province, district, subDistrict] = words.chiangMai;
    await field(form, words.province).selectOption({ label: province });
    await field(form, words.district).selectOption({ label: district });
    await field(form, words.subDistrict).selectOption({ label: subDistrict });
    await expect(field(form, words.zipCode)).toHaveValue('50200');
    await form.getByRole('button', exact(words.save)).click();
    await expect(form).toBeHidden();
    // The first address takes both defaults.
    await expectDefaults(card(page, words.home), words, true, true);
    await expect(card(page, words.home)).toContainText(
      `${subDistrict}, ${district}, ${province}, 50200`,
    );

    // By a zip code that serves several places: the shopper picks one.
    await main.getByRole('button', exact(words.add)).click();
    form = page.getByRole('dialog', exact(words.add));
    await fillPerson(form, words, words.work, '021234567');
    await field(form, words.zipCode).fill('10330');
    await form.getByRole('button', exact(words.lumphini)).click();
    await expect(field(form, words.zipCode)).toBeFocused();
    await expect(field(form, words.subDistrict).locator('option:checked')).toHaveText(
      words.lumphini.split(', ')[0] ?? '',
    );
    await expectNoAxeViolations(page);
    await form.getByRole('button', exact(words.save)).click();
    await expect(form).toBeHidden();
    await expectDefaults(card(page, words.work), words, false, false);

    // A company (tax-invoice) address: 13 digits are checked here, the check digit by the
    // server, whose refusal keeps the form as typed. Its zip code serves one place: all three
    // are filled.
    await main.getByRole('button', exact(words.add)).click();
    form = page.getByRole('dialog', exact(words.add));
    await form.getByRole('radio', exact(words.company)).check();
    await expect(field(form, words.lastname)).toHaveCount(0);
    await field(form, words.label).fill(words.office);
    await field(form, words.companyName).fill('Nam Phueng Thai Co., Ltd.');
    await field(form, words.phone).fill('021234567');
    await field(form, words.address).fill('99 Moo 1');
    await field(form, words.zipCode).fill('10800');
    const [bangkok, bangSueDistrict, bangSue] = words.bangSue;
    await expect(field(form, words.province).locator('option:checked')).toHaveText(bangkok ?? '');
    await expect(field(form, words.district).locator('option:checked')).toHaveText(
      bangSueDistrict ?? '',
    );
    await expect(field(form, words.subDistrict).locator('option:checked')).toHaveText(
      bangSue ?? '',
    );
    const taxId = field(form, words.taxId);
    await taxId.fill('010555512345');
    await form.getByRole('button', exact(words.save)).click();
    await expect(form.getByText(words.taxIdShort)).toBeVisible();
    await taxId.fill('0105555123451');
    await form.getByRole('button', exact(words.save)).click();
    await expect(form.getByText(words.taxIdRefused)).toBeVisible();
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await expect(taxId).toBeFocused();
    await expect(field(form, words.companyName)).toHaveValue('Nam Phueng Thai Co., Ltd.');
    await expect(field(form, words.zipCode)).toHaveValue('10800');
    await expectNoAxeViolations(page);
    await taxId.fill('0105555123450');
    await form.getByRole('button', exact(words.save)).click();
    await expect(form).toBeHidden();
    await expect(card(page, words.office)).toContainText('0105555123450');

    // Edit: the form opens with the address as saved, the cascade included.
    await card(page, words.home)
      .getByRole('button', exact(`${words.edit} ${words.home}`))
      .click();
    form = page.getByRole('dialog', exact(words.editTitle));
    await expect(field(form, words.label)).toHaveValue(words.home);
    await expect(field(form, words.subDistrict).locator('option:checked')).toHaveText(
      subDistrict ?? '',
    );
    await field(form, words.label).fill(words.homeRenamed);
    await field(form, words.road).fill('Nimmanhaemin Road');
    await form.getByRole('button', exact(words.save)).click();
    await expect(form).toBeHidden();
    const home = card(page, words.homeRenamed);
    await expect(home).toContainText('Nimmanhaemin Road');

    // Defaults move: shipping to Work, billing to the office.
    await card(page, words.work)
      .getByRole('button', exact(`${words.setShipping} ${words.work}`))
      .click();
    await expectDefaults(card(page, words.work), words, true, false);
    await expectDefaults(home, words, false, true);
    await card(page, words.office)
      .getByRole('button', exact(`${words.setBilling} ${words.office}`))
      .click();
    await expectDefaults(card(page, words.office), words, false, true);
    await expectDefaults(home, words, false, false);

    // Deleting the default shipping address asks first; its default passes to the oldest left.
    await card(page, words.work)
      .getByRole('button', exact(`${words.remove} ${words.work}`))
      .click();
    const question = page.getByRole('dialog');
    await expect(question).toContainText(words.work);
    await expectNoAxeViolations(page);
    await question.getByRole('button', exact(words.confirmRemove)).click();
    await expect(card(page, words.work)).toHaveCount(0);
    await expectDefaults(home, words, true, false);

    // The server kept all of it.
    await page.reload();
    await expect(main.getByRole('article')).toHaveCount(2);
    await expectDefaults(home, words, true, false);
    await expectDefaults(card(page, words.office), words, false, true);
    await expectNoAxeViolations(page);
    // The browser logs the refused tax id's 400 itself; nothing else went wrong.
    expect(consoleErrors.filter((line) => !line.includes('status of 400'))).toEqual([]);
  });
}
