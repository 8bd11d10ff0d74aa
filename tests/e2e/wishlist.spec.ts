import { startOn } from './support/accounts.ts';
import { productsOfDifferentStores } from './support/cart.ts';
import { exact, expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { LANGUAGE_PROJECTS, type Language, signInNewShopper } from './support/shopper.ts';

// The wishlist (spec sections 4 and 8): the heart on a product's page asks a guest to log in;
// a shopper presses it and it stays pressed (the ids read again); the profile's wishlist lists
// the product with its stock, and its heart there takes it off; a failed add or delete says so
// and leaves the heart as it was. The heart on a product card does the same, a guest's too.

const WORDS = {
  th: {
    heart: 'รายการโปรด',
    login: 'เข้าสู่ระบบ',
    title: 'รายการโปรด',
    inStock: 'มีสินค้า',
    empty: /ยังไม่มีสินค้าในรายการโปรด/,
    cardHeart: (name: string) => `เก็บ ${name} ไว้ในรายการโปรด`,
    addFailed: 'เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    removeFailed: 'นำออกจากรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  },
  en: {
    heart: 'Wishlist',
    login: 'Log in',
    title: 'Wishlist',
    inStock: 'In stock',
    empty: /Your wishlist is empty/,
    cardHeart: (name: string) => `Keep ${name} on my wishlist`,
    addFailed: 'Could not add it to your wishlist. Please try again.',
    removeFailed: 'Could not remove it from your wishlist. Please try again.',
  },
} satisfies Record<Language, unknown>;

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a product kept on the wishlist from its page, listed in the profile, taken off (${language})`, {
    tag,
  }, async ({ page, baseURL }) => {
    const words = WORDS[language];
    const [product] = await productsOfDifferentStores(page.request, 1, language);
    if (!product) throw new Error('a product expected');
    const productPage = `/product/${product.urlKey}`;
    const main = page.getByRole('main');
    const heart = main.getByRole('button', exact(words.heart));

    // A guest is asked to log in.
    await startOn(page, productPage, language, baseURL ?? '');
    await heart.click();
    await expect(page.getByRole('dialog', exact(words.login))).toBeVisible();

    // Signed in: a failed add says so, and the heart stays as it was.
    await signInNewShopper(page);
    await page.route('**/api/product/SaveWishList/*', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(main.getByRole('alert')).toHaveText(words.addFailed);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.unroute('**/api/product/SaveWishList/*');

    // Kept: pressed, also after a reload (the server has it).
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The profile's wishlist lists it with its stock; its heart there takes it off.
    await startOn(page, '/user/profile/wishlist', language, baseURL ?? '');
    await expect(main.getByRole('heading', { level: 1, ...exact(words.title) })).toBeVisible();
    const item = main.getByRole('listitem').filter({ hasText: product.name });
    await expect(item).toContainText(words.inStock);
    await expectNoAxeViolations(page);
    // A failed delete says so, and the product stays; then it is taken off.
    const itemHeart = item.getByRole('button', exact(words.cardHeart(product.name)));
    await page.route('**/api/product/RemoveWishList/*', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await itemHeart.click();
    await expect(item.getByRole('alert')).toHaveText(words.removeFailed);
    await expect(itemHeart).toHaveAttribute('aria-pressed', 'true');
    await page.unroute('**/api/product/RemoveWishList/*');
    await itemHeart.click();
    await expect(main.getByText(words.empty)).toBeVisible();
    await expect(item).toHaveCount(0);

    // From a card of the product list: kept, and the product's page says so.
    await startOn(
      page,
      `/product?search=${encodeURIComponent(product.name)}`,
      language,
      baseURL ?? '',
    );
    const cardHeart = main.getByRole('button', exact(words.cardHeart(product.name)));
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    await cardHeart.click();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await startOn(page, productPage, language, baseURL ?? '');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  test(`a guest's heart on a product card asks them to log in (${language})`, {
    tag,
  }, async ({ page, baseURL }) => {
    const words = WORDS[language];
    const [product] = await productsOfDifferentStores(page.request, 1, language);
    if (!product) throw new Error('a product expected');
    await startOn(
      page,
      `/product?search=${encodeURIComponent(product.name)}`,
      language,
      baseURL ?? '',
    );
    await page
      .getByRole('main')
      .getByRole('button', exact(words.cardHeart(product.name)))
      .click();
    await expect(page.getByRole('dialog', exact(words.login))).toBeVisible();
  });
}
