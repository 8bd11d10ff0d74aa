import {
  acceptCookies,
  baht,
  expect,
  mainLandmark,
  test,
  useLanguage,
} from './support/fixtures.ts';
import { getProduct } from './support/samples.ts';
import { LANGUAGE_PROJECTS } from './support/shopper.ts';

// Product detail: the name in the shopper's language and the price in baht, 0,0.00 (spec §1).

// Each language on the viewport that runs it (Thai on phones, English on desktop): the page is
// the same on both, so each language and each viewport is seen once.
for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`product detail shows its price in baht (${language})`, {
    tag,
  }, async ({ page, context, baseURL, request, samples, consoleErrors }) => {
    const product = await getProduct(request, samples.product.urlKey, language);
    await useLanguage(context, baseURL ?? '', language);
    await acceptCookies(context, baseURL ?? '');
    await page.goto(`/product/${encodeURIComponent(product.urlKey)}?hidePopup=true`);

    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1 })).toContainText(product.name);
    const price = baht(product.price, language);
    expect(price).toMatch(/^฿\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(main.getByText(price, { exact: false }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
