import type { Page } from '@playwright/test';
import { expectCartCount } from './support/cart.ts';
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

/**
 * Holds the app's scripts back until `release` is called: all of them (the page is the
 * server's alone), or only the lazy chunks (the app runs, but cannot take the screen over:
 * the page's own chunks and messages are still on their way).
 */
async function holdScripts(page: Page, which: 'all' | 'chunks' = 'all'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(which === 'all' ? '**/static/js/**' : '**/static/js/async/**', async (route) => {
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

test('a sort chosen before the scripts arrive is applied once they have', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL ?? '');
  const release = await holdScripts(page);
  await page.goto('/product?hidePopup=true', { waitUntil: 'commit' });
  const sort = page.getByRole('main').getByRole('combobox', { name: /เรียง|sort/i });
  await sort.selectOption('priceAsc');
  release();
  await expect(page).toHaveURL((url) => url.searchParams.get('sortBy') === 'priceAsc');
  await expect(sort).toHaveValue('priceAsc');
});

test('a price range typed before the scripts arrive is kept and applied', {
  tag: '@desktop',
}, async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
  const release = await holdScripts(page);
  await page.goto('/product?hidePopup=true', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const lowest = main.getByRole('textbox', { name: 'ราคาต่ำสุด' });
  await lowest.fill('100');
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await main.getByRole('button', { name: 'ใช้ช่วงราคา' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('startprice') === '100');
  await expect(lowest).toHaveValue('100');
});

test('a quantity typed and taps made while the page is being taken over are all played, in order', async ({
  page,
  context,
  baseURL,
  samples,
}) => {
  await acceptCookies(context, baseURL ?? '');
  const release = await holdScripts(page, 'chunks');
  // The app's entry has run (an async script holds the page's load event until it has; not
  // DOMContentLoaded); React is waiting for the product page's chunk.
  await page.goto(`/product/${encodeURIComponent(samples.product.urlKey)}?hidePopup=true`, {
    waitUntil: 'load',
  });
  const main = mainLandmark(page);
  await main.getByRole('textbox', { name: 'จำนวน' }).fill('2');
  await main.getByRole('button', { name: 'เพิ่มจำนวน' }).click();
  await main.getByRole('button', { name: 'เพิ่มลงตะกร้า', exact: true }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(main.getByRole('status').filter({ hasText: 'เพิ่มลงตะกร้าแล้ว' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'จำนวน' })).toHaveValue('3');
  // One line of three in the cart.
  await expectCartCount(page, 1);
  await page.goto('/cart');
  const line = mainLandmark(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: samples.product.name }) });
  await expect(line.getByRole('textbox')).toHaveValue('3');
});

test('a page scrolled before the app arrived stays where it is, and knows it is scrolled', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL ?? '');
  const release = await holdScripts(page, 'chunks');
  await page.goto('/?hidePopup=true', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The go-to-top button shows for a page scrolled past 400 px.
  await expect(page.getByRole('button', { name: 'กลับขึ้นด้านบน' })).toBeVisible();
  // Where it was, give or take the browser's scroll anchoring of a pixel or two.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 600)).toBeLessThan(10);
});

test("a dot tapped while the carousel's machine is on its way shows its slide once it arrives", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL ?? '');
  // The carousel's machine is fetched once the page is React's (src/app/later-actor.ts): the
  // chunk that holds it (its id, as minified) is held back until the dot has been tapped.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route('**/static/js/async/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('id:"carousel"')) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/?hidePopup=true');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect.poll(() => held).toBe(true);
  const banners = page.getByRole('region', { name: 'แบนเนอร์สินค้า' });
  await banners.getByRole('button', { name: 'ไปที่สไลด์ 4' }).click();
  await expect(banners.getByRole('button', { name: 'ไปที่สไลด์ 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  release();
  // Autoplay alone would take 9 s to get there.
  await expect(banners.getByRole('button', { name: 'ไปที่สไลด์ 4' })).toHaveAttribute(
    'aria-current',
    'true',
    { timeout: 2_000 },
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
