import { DEMO_PASSWORD, DEMO_PERSON, startOn } from './support/accounts.ts';
import { expect, expectNoAxeViolations, type Language, test } from './support/fixtures.ts';
import { LANGUAGE_PROJECTS } from './support/shopper.ts';

// /seller: sellers and affiliates sign in with type 4 (spec section 6), with the accounts
// shoppers use, and go on to the affiliate's page.

const WORDS = {
  th: {
    title: 'เข้าสู่ระบบผู้ขายและนักขายพันธมิตร',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    affiliate: 'สมัครเป็นนักขายพันธมิตร',
  },
  en: {
    title: 'Seller and affiliate login',
    email: 'E-mail',
    password: 'Password',
    affiliate: 'Become an affiliate',
  },
} satisfies Record<Language, Record<string, string>>;

for (const [language, tag] of LANGUAGE_PROJECTS) {
  const words = WORDS[language];
  test(`${language}: a seller signs in on /seller with type 4 and lands on the affiliate's page`, {
    tag,
  }, async ({ page, baseURL }) => {
    await startOn(page, '/seller', language, baseURL ?? '');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('textbox', { name: words.email, exact: true }).fill(DEMO_PERSON.email);
    await main.getByLabel(words.password, { exact: true }).fill(DEMO_PASSWORD);
    const login = page.waitForRequest((request) => request.url().endsWith('/api/login'));
    await main.getByLabel(words.password, { exact: true }).press('Enter');
    expect((await login).postDataJSON()).toMatchObject({ type: 4, email: DEMO_PERSON.email });
    await expect(page).toHaveURL(/\/user\/profile\/affiliate$/);
    await expect(main.getByRole('heading', { level: 1, name: words.affiliate })).toBeVisible();
  });
}
