import type { Locator, Page } from '@playwright/test';
import {
  acceptCookies,
  expect,
  expectNoAxeViolations,
  mainLandmark,
  test,
} from './support/fixtures.ts';

// Modals are the native <dialog> opened with showModal() (src/ui/Dialog.tsx): here Chromium
// itself keeps Tab inside, closes on Escape and gives focus back, which jsdom cannot show.

/** Where focus is: inside the dialog, on the page behind it, or nowhere (body). */
function focusPlace(dialog: Locator) {
  return dialog.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return el.contains(active) ? 'dialog' : `behind: ${active.outerHTML.slice(0, 80)}`;
  });
}

async function tabStops(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', count: number) {
  const places: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(key);
    places.push(await focusPlace(dialog));
  }
  return places;
}

test('the share dialog keeps Tab inside, closes on Escape and gives focus back', async ({
  page,
  context,
  baseURL,
  samples,
  consoleErrors,
}) => {
  await acceptCookies(context, baseURL ?? '');
  await page.goto(`/product/${encodeURIComponent(samples.product.urlKey)}?hidePopup=true`);
  const share = mainLandmark(page).getByRole('button', { name: 'แชร์' });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'แชร์' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches('dialog:modal'))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'ปิด' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Twice round the dialog both ways: focus never reaches the page behind. After the last
  // element Chromium passes focus to its own window controls once (the document's body here),
  // as native modals do, then back to the first element.
  const stopCount = await dialog.locator('a[href], button:not([disabled]), input').count();
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    const places = await tabStops(page, dialog, key, 2 * (stopCount + 1));
    expect(places.filter((place) => place !== 'dialog' && place !== 'body')).toEqual([]);
    expect(places.filter((place) => place === 'dialog').length).toBeGreaterThan(stopCount);
  }

  // The page behind does not scroll while the dialog is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

  await dialog.getByRole('button', { name: 'ปิด' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('the closed-shop dialog refuses Escape and backdrop clicks', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookies(context, baseURL ?? '');
  // The shop is closed: the page's boot data and first screen's data go (the SPA then draws
  // the page itself and asks the API) and the API says so.
  await page.route(
    (url) => url.pathname === '/product',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="(boot|first-screen)-data">[\s\S]*?<\/script>/g,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.route('**/api/Bannerclose', (route) =>
    route.fulfill({ json: { result: 1, message: '', detail: { isShow: true, banner: null } } }),
  );
  await page.goto('/product?hidePopup=true');
  await expect(page).toHaveURL(/\/close$/);
  const dialog = page.getByRole('dialog', { name: 'ปิดให้บริการชั่วคราว' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.evaluate((el) => {
    el.addEventListener('close', () => el.setAttribute('data-closes', 'yes'));
  });

  // Chromium refuses a page a second cancel without a user activation in between and closes
  // the dialog: Escape several times before any click, a backdrop click, then again.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches('dialog:modal'))).toBe(true);
  // closedby="none" held it: Chromium never closed it, not even for a moment.
  await expect(dialog).not.toHaveAttribute('data-closes');

  // As in a browser without closedby="none": Chromium closes it on the second Escape, and the
  // dialog opens again at once.
  await dialog.evaluate((el) => el.removeAttribute('closedby'));
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  await expect(dialog).toHaveAttribute('data-closes', 'yes');
  expect(await dialog.evaluate((el) => el.matches('dialog:modal'))).toBe(true);
  await expect(page).toHaveURL(/\/close$/);
  expect(consoleErrors).toEqual([]);
});
