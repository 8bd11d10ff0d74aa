import type { Page } from '@playwright/test';
import {
  acceptCookies,
  baht,
  expect,
  headerSearch,
  mainLandmark,
  test,
  useLanguage,
} from './support/fixtures.ts';
import { getProduct } from './support/samples.ts';
import { LANGUAGE_PROJECTS } from './support/shopper.ts';

// The first screen the server draws (server/http/first-screen.ts): there before any script
// runs, and taken over by React as it is (issue: a paint before the scripts).

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a product page without scripts shows its name, price and picture (${language})`, {
    tag,
  }, async ({ browser, baseURL, request, samples }) => {
    const product = await getProduct(request, samples.product.urlKey, language);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await useLanguage(context, baseURL ?? '', language);
    const page = await context.newPage();
    await page.goto(`/product/${encodeURIComponent(product.urlKey)}`);

    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(main.getByText(baht(product.price, language)).first()).toBeVisible();
    const picture = main.getByRole('img', { name: product.images[0]?.alt ?? product.name }).first();
    await expect(picture).toBeVisible();
    // Drawn, not a broken image: its bytes arrived without a script asking.
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await context.close();
  });
}

/** Holds the app's scripts back until `release` is called: the page is the server's alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the scripts take the first screen over without drawing it again', async ({
  page,
  context,
  baseURL,
  samples,
}) => {
  await acceptCookies(context, baseURL ?? '');
  const release = await holdScripts(page);
  await page.goto(`/product/${encodeURIComponent(samples.product.urlKey)}?hidePopup=true`, {
    waitUntil: 'commit',
  });
  const heading = await mainLandmark(page).getByRole('heading', { level: 1 }).elementHandle();
  const header = await page.getByRole('banner').elementHandle();
  expect(heading).not.toBeNull();
  expect(header).not.toBeNull();

  release();
  // Hydrated: React answers typing in the header's search with suggestions (the field's focus
  // loads them, so it is tried again until React has the page).
  const field = headerSearch(page);
  await expect(async () => {
    await field.blur();
    await field.focus();
    await field.fill('ho');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  // The very elements the server drew are still the page's.
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await header?.evaluate((element) => element.isConnected)).toBe(true);
});

test('what a shopper types before the scripts arrive is kept and searched', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL ?? '');
  const release = await holdScripts(page);
  await page.goto('/category?hidePopup=true', { waitUntil: 'commit' });
  const field = headerSearch(page);
  await field.fill('honey');
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(field).toHaveValue('honey');
  await field.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/product' && url.searchParams.get('search') === 'honey',
  );
});

test('the first visit is drawn with its popup, which becomes a modal dialog', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL ?? '');
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const popup = page.locator('#popup-root dialog');
  // Before any script: open and visible, but not yet modal.
  await expect(popup).toBeVisible();
  expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
  const drawn = await popup.elementHandle();
  release();
  await expect.poll(() => popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  expect(await drawn?.evaluate((element) => element.isConnected)).toBe(true);
});
