import { expect, test } from './support/fixtures.ts';

// A first visit paints the layout and the banner popup from what index.html carries: no call
// for the layout's settings or banners, and the popup's image preloaded from the HTML. Once
// the popup was seen, later pages of the session neither show nor preload it.

const LAYOUT_CALLS = [
  '/api/Setting/Logo',
  '/api/Setting/Footer',
  '/api/ContactUs/ConfigFooter',
  '/api/Bannerclose',
  '/api/Banner/BannerPopup',
  '/api/Setting/SiteMode',
];

test('the first visit shows the popup without calling the API for the layout', async ({
  page,
  consoleErrors,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });

  await page.goto('/product');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('img').first()).toBeVisible();
  // The popup's image, one for phones and one for wider screens.
  const popupPreloads = page.locator('link[rel="preload"][as="image"][media]');
  expect(await popupPreloads.count()).toBe(2);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(apiCalls.filter((path) => LAYOUT_CALLS.includes(path))).toEqual([]);

  // Seen once the app has the page (a popup closed before that is closed for this page only).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await page.goto('/product');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(popupPreloads).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
