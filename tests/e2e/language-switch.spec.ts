import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './support/fixtures.ts';

// The language dropdown offers ENG and TH; changing language reloads the page and keeps the
// choice in the `language` cookie for a year (spec §2, §9).

const LABEL = { en: 'ENG', th: 'TH' } as const;

/** An option's name starts with its short label: "ENG · English". */
const optionName = (language: keyof typeof LABEL) => ({
  name: new RegExp(`^\\s*${LABEL[language]}\\b`),
});

/** The header's language dropdown; on phones the same choices sit in the menu's sidebar. */
async function chooseLanguage(page: Page, language: keyof typeof LABEL) {
  const banner = page.getByRole('banner');
  // The page may still be rendering: wait for the header before asking what it shows.
  await expect(banner).toBeVisible();
  const dropdown = banner.getByRole('button', { name: /ภาษา|language/i }).first();
  const menu = banner.getByRole('button', { name: /เมนู|menu/i });
  // On wide screens the dropdown is a chunk of its own: wait for it or for the phone's menu.
  await expect(dropdown.or(menu)).toBeVisible();
  let area = banner;
  if (await dropdown.isVisible()) {
    await dropdown.click();
  } else {
    await menu.click();
    area = page.getByRole('dialog');
  }
  const option = optionName(language);
  await area
    .getByRole('button', option)
    .or(area.getByRole('menuitemradio', option))
    .first()
    .click();
}

test('switching language reloads in the new language and sets the cookie for a year', {
  tag: '@phone',
}, async ({ page, context, baseURL, consoleErrors }) => {
  await acceptCookies(context, baseURL ?? '');
  await page.goto('/product?hidePopup=true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  const reload = page.waitForEvent('load');
  await chooseLanguage(page, 'en');
  await reload;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/product/);

  const cookie = (await context.cookies()).find((c) => c.name === 'language');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);

  const back = page.waitForEvent('load');
  await chooseLanguage(page, 'th');
  await back;
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('th');
  expect(consoleErrors).toEqual([]);
});

test('the footer language buttons switch language too', { tag: '@desktop' }, async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookies(context, baseURL ?? '');
  await page.goto('/?hidePopup=true');
  // The footer's contents load as it nears the screen.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const reload = page.waitForEvent('load');
  await page.getByRole('contentinfo').getByRole('button', optionName('en')).click();
  await reload;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  expect(consoleErrors).toEqual([]);
});
