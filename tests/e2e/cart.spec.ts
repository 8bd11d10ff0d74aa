import { type Page, request as requests } from '@playwright/test';
import { accountButton, freshContact, registerByApi, startOn } from './support/accounts.ts';
import {
  accountCartByApi,
  cartButton,
  expectCartCount,
  expectCartSettled,
  productsOfDifferentStores,
} from './support/cart.ts';
import { exact, expect, expectNoAxeViolations, mainLandmark, test } from './support/fixtures.ts';
import { LANGUAGE_PROJECTS, type Language } from './support/shopper.ts';

// The cart as a shopper meets it (spec sections 2, 4, 5 and 8), on the real server: a guest
// fills a cart from two stores, changes a quantity, meets the stock limit, signs in to an
// account that has a cart of its own and finds both merged; a reload keeps everything.

const WORDS = {
  th: {
    add: 'เพิ่มลงตะกร้า',
    added: 'เพิ่มลงตะกร้าแล้ว',
    cart: 'ตะกร้าสินค้า',
    increase: 'เพิ่มจำนวน',
    cartError: 'ไม่สามารถอัพเดทตะกร้าได้',
    updateCart: 'อัพเดทตะกร้า',
    updated: 'อัพเดทตะกร้าสำเร็จ',
    login: 'เข้าสู่ระบบ',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    checkout: /^ชำระเงิน/,
  },
  en: {
    add: 'Add to cart',
    added: 'Added to the cart.',
    cart: 'Cart',
    increase: 'Increase quantity',
    cartError: 'The cart could not be updated',
    updateCart: 'Update cart',
    updated: 'Cart updated',
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    checkout: /^Check out/,
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

async function addFromProductPage(
  page: Page,
  urlKey: string,
  words: (typeof WORDS)['th'],
  quantity = 1,
) {
  await page.goto(`/product/${encodeURIComponent(urlKey)}?hidePopup=true`);
  const main = mainLandmark(page);
  for (let more = 1; more < quantity; more++)
    await main.getByRole('button', exact(words.increase)).click();
  await main.getByRole('button', exact(words.add)).click();
  await expect(main.getByRole('status').filter({ hasText: words.added })).toBeVisible();
}

/** One line of the cart page by its product's name. */
const lineOf = (page: Page, name: string) =>
  mainLandmark(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a guest's cart from two stores merges into the account's at sign-in, and stays (${language})`, {
    tag,
  }, async ({ page, baseURL, consoleErrors }) => {
    const words = WORDS[language];
    const api = await requests.newContext({ baseURL });
    const [a, b, c] = await productsOfDifferentStores(api, 3, language);
    if (!a || !b || !c) throw new Error('three products expected');

    // An account whose own cart (made on another device) holds A once and C.
    const contact = freshContact();
    await registerByApi(api, contact);
    await accountCartByApi(api, { email: contact.email, password: 'Secret123' }, [
      { product: a, quantity: 1 },
      { product: c, quantity: 1 },
    ]);
    await api.dispose();

    // A guest adds two of A and one of B.
    await startOn(page, '/', language, baseURL ?? '');
    await expectCartCount(page, 0);
    await addFromProductPage(page, a.urlKey, words, 2);
    await addFromProductPage(page, b.urlKey, words);
    await expectCartCount(page, 2);

    // The cart page groups the lines by store; + raises A's quantity (written after 500 ms).
    await page.goto('/cart?hidePopup=true');
    const main = mainLandmark(page);
    await expect(main.getByRole('region', exact(a.storeName))).toBeVisible();
    await expect(main.getByRole('region', exact(b.storeName))).toBeVisible();
    const quantityOfA = lineOf(page, a.name).getByRole('textbox');
    await expect(quantityOfA).toHaveValue('2');
    await lineOf(page, a.name).getByRole('button', exact(words.increase)).click();
    await expect(quantityOfA).toHaveValue('3');
    await expectCartSettled(page);
    await page.reload();
    await expect(lineOf(page, a.name).getByRole('textbox')).toHaveValue('3');

    // More than the stock of A: the server refuses, the cart says why and keeps its lines.
    await page.goto(`/product/${encodeURIComponent(a.urlKey)}?hidePopup=true`);
    const offer = mainLandmark(page);
    await offer.getByRole('textbox').fill(String(a.availableQuantity));
    await offer.getByRole('textbox').press('Enter');
    await offer.getByRole('button', exact(words.add)).click();
    const error = page.getByRole('dialog', exact(words.cartError));
    await expect(error).toBeVisible();
    await error.getByRole('button', exact(words.updateCart)).click();
    await expect(error).toHaveCount(0);
    await expectCartCount(page, 2);

    // Signing in merges: A once (the account's own line), B from the guest, C from the account.
    await (await accountButton(page, words.login)).click();
    const login = page.getByRole('dialog', exact(words.login));
    await login.getByRole('textbox', exact(words.email)).fill(contact.email);
    await login.getByLabel(words.password, { exact: true }).fill('Secret123');
    const reloaded = page.waitForEvent('load');
    await login.getByLabel(words.password, { exact: true }).press('Enter');
    await reloaded;
    await expectCartCount(page, 3);
    await page.goto('/cart?hidePopup=true');
    for (const product of [a, b, c]) {
      await expect(main.getByRole('region', exact(product.storeName))).toBeVisible();
      await expect(lineOf(page, product.name)).toHaveCount(1);
    }
    await expect(lineOf(page, a.name).getByRole('textbox')).toHaveValue('1');

    await page.reload();
    await expectCartCount(page, 3);
    await expect(lineOf(page, b.name)).toHaveCount(1);
    // The browser logs the refused add's 400 itself; nothing else went wrong.
    expect(consoleErrors.filter((line) => !line.includes('status of 400'))).toEqual([]);
  });
}

test('the slide-in cart: opened from the header, used by keyboard, passes axe, closes on Escape', {
  tag: '@desktop',
}, async ({ page, baseURL, request }) => {
  const [product] = await productsOfDifferentStores(request, 1);
  if (!product) throw new Error('a product expected');
  await startOn(page, '/', 'th', baseURL ?? '');
  await addFromProductPage(page, product.urlKey, WORDS.th);

  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', exact('ตะกร้าสินค้า'));
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: product.name })).toBeVisible();
  await expect(panel.getByRole('button', { name: WORDS.th.checkout })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Refresh says the cart was updated.
  await panel.getByRole('button', exact(WORDS.th.updateCart)).click();
  await expect(panel.getByRole('status').filter({ hasText: WORDS.th.updated })).toBeVisible();

  // Focus stays inside; Escape closes it after its slide out, and focus returns to the icon.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();

  // A guest's payment button asks for a login.
  await cartButton(page).click();
  await panel.getByRole('button', { name: WORDS.th.checkout }).click();
  await expect(page.getByRole('dialog', exact(WORDS.th.login))).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // On the cart page the icon does nothing (and says so).
  await page.goto('/cart?hidePopup=true');
  await expect(cartButton(page)).toHaveAttribute('aria-disabled', 'true');
  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);

  // Leaving the cart clears the coupon code kept for it (spec section 2).
  await page.evaluate(() => sessionStorage.setItem('couponCode', 'HONEY10'));
  await page.getByRole('banner').getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('couponCode'))).toBeNull();
});

test('a cart changed in one tab shows in the other within a second', {
  tag: '@phone',
}, async ({ context, page, baseURL, request }) => {
  const [product] = await productsOfDifferentStores(request, 1);
  if (!product) throw new Error('a product expected');
  await startOn(page, '/', 'th', baseURL ?? '');
  const other = await context.newPage();
  await other.goto('/faq?hidePopup=true');
  await expectCartCount(other, 0);

  await addFromProductPage(page, product.urlKey, WORDS.th);
  await expect(async () => expectCartCount(other, 1)).toPass({ timeout: 1_000 });
});
