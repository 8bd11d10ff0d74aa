import { freshContact, registerByApi, startOn, visitorCookies } from './support/accounts.ts';
import { becomeAffiliateByApi } from './support/affiliates.ts';
import { productsOfDifferentStores } from './support/cart.ts';
import { exact, expect, expectNoAxeViolations, openPage, test } from './support/fixtures.ts';
import { API_HEADERS } from './support/samples.ts';
import { LANGUAGE_PROJECTS, type Language } from './support/shopper.ts';

// Following an affiliate (issue 35's followers): a visitor whose landing an affiliate's share
// brought sees, on the product page, who recommended it and how many follow them; a guest who
// follows is asked to log in; a member follows, and stops; the affiliate's followers tab lists
// them, masked.

const WORDS = {
  th: {
    recommended: 'ผู้แนะนำสินค้า',
    followers: (count: number) => `ผู้ติดตาม ${count} คน`,
    follow: (name: string) => `ติดตาม ${name}`,
    unfollow: (name: string) => `เลิกติดตาม ${name}`,
    youFollow: '(คุณติดตามอยู่)',
    login: 'เข้าสู่ระบบ',
    yourFollowers: 'ผู้ติดตามของคุณ',
  },
  en: {
    recommended: 'Who recommended this product',
    followers: (count: number) => `${count} followers`,
    follow: (name: string) => `Follow ${name}`,
    unfollow: (name: string) => `Unfollow ${name}`,
    youFollow: '(you follow them)',
    login: 'Log in',
    yourFollowers: 'Your followers',
  },
} satisfies Record<Language, unknown>;

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a visitor brought by an affiliate's share follows them; the affiliate sees it (${language})`, {
    tag,
  }, async ({ page, browser, baseURL }) => {
    const words = WORDS[language];
    const base = baseURL ?? '';
    await registerByApi(page.request, freshContact());
    const code = await becomeAffiliateByApi(page.request);
    const seen = await page.request.get(`/api/affiliates/${code}`, { headers: API_HEADERS });
    const { name } = (await seen.json()).detail;
    const [product] = await productsOfDifferentStores(page.request, 1, language);
    if (!product) throw new Error('a product expected');
    const link = `/product/${product.urlKey}?aff=${code}&ref=line`;

    // A guest brought by the share sees who recommended it; following asks them to log in.
    const visitor = await browser.newContext({ baseURL: base });
    const guest = await visitor.newPage();
    await visitorCookies(guest, language, base);
    await openPage(guest, link);
    const box = guest.getByRole('complementary', exact(words.recommended));
    await expect(box).toContainText(name);
    await expect(box).toContainText(words.followers(0));
    await expectNoAxeViolations(guest);
    await box.getByRole('button', exact(words.follow(name))).click();
    await expect(guest.getByRole('dialog', exact(words.login))).toBeVisible();

    // Signed in, the member follows, and the count says so; then stops, and follows again.
    await registerByApi(visitor.request, freshContact());
    await guest.reload();
    await box.getByRole('button', exact(words.follow(name))).click();
    await expect(box).toContainText(words.followers(1));
    await expect(box).toContainText(words.youFollow);
    await expectNoAxeViolations(guest);
    await box.getByRole('button', exact(words.unfollow(name))).click();
    await expect(box).toContainText(words.followers(0));
    await box.getByRole('button', exact(words.follow(name))).click();
    await expect(box).toContainText(words.followers(1));
    await visitor.close();

    // The affiliate's followers tab: the member, masked, and how many follow.
    await startOn(page, '/user/profile/affiliate/followers', language, base);
    const main = page.getByRole('main');
    await expect(main.getByText(words.followers(1), { exact: true })).toBeVisible();
    const table = main.getByRole('region', exact(words.yourFollowers));
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell').first()).toContainText('***');
    await expectNoAxeViolations(page);
  });
}
