import { startOn } from './support/accounts.ts';
import { exact, expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { LANGUAGE_PROJECTS, type Language, signInNewShopper } from './support/shopper.ts';

// The profile's rewards and vouchers (issue 38): the coupons a new shopper can use now, each
// with its code and conditions (the seed's WELCOME50: 50 baht off goods of 300, once each;
// HONEY10: 10% capped at 100), never the ended one.

const WORDS = {
  th: {
    title: 'รางวัลและคูปอง',
    welcome: ['โค้ด WELCOME50', 'ลด ฿50.00', 'เมื่อซื้อสินค้าครบ ฿300.00', 'คุณใช้ได้อีก 1 ครั้ง'],
    honey: ['โค้ด HONEY10', 'ลด 10% สูงสุด ฿100.00'],
  },
  en: {
    title: 'Rewards and vouchers',
    welcome: [
      'Code WELCOME50',
      '฿50.00 off',
      'On goods of ฿300.00 or more',
      'You can use it 1 more time',
    ],
    honey: ['Code HONEY10', '10% off, up to ฿100.00'],
  },
} satisfies Record<Language, unknown>;

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`the coupons a shopper can use now, with their conditions (${language})`, {
    tag,
  }, async ({ page, baseURL }) => {
    const words = WORDS[language];
    await signInNewShopper(page);
    await startOn(page, '/user/profile/rewards', language, baseURL ?? '');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', exact(words.title))).toBeVisible();
    const cards = main.getByRole('listitem');
    const welcome = cards.filter({ hasText: 'WELCOME50' }).first();
    for (const text of words.welcome) await expect(welcome).toContainText(text);
    const honey = cards.filter({ hasText: 'HONEY10' }).first();
    for (const text of words.honey) await expect(honey).toContainText(text);
    await expect(main.getByText('SONGKRAN')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
