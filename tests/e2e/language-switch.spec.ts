import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The language dropdown offers ENG and TH; changing language reloads the page and keeps the
// choice in the `language` cookie for a year (spec §2, §9).

const LABEL = { en: 'ENG', th: 'TH' } as const;

/**
 * The header's language dropdown, or the footer's language buttons where the header has
 * none (phones). An option's name starts with its short label: "ENG · English".
 */
async function chooseLanguage(page: Page, language: keyof typeof LABEL) {
  const option = { name: new RegExp(`^\\s*${LABEL[language]}\\b`) };
  for (const area of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
    const select = area.getByRole('combobox', { name: /ภาษา|language/i });
    if (await select.isVisible()) {
      await select.selectOption({ label: LABEL[language] });
      return;
    }
    const toggle = area.getByRole('button', { name: /ภาษา|language/i }).first();
    if (await toggle.isVisible()) await toggle.click();
    const choice = area
      .getByRole('button', option)
      .or(area.getByRole('menuitemradio', option))
      .or(area.getByRole('menuitem', option))
      .or(area.getByRole('link', option))
      .first();
    if (await choice.isVisible()) {
      await choice.click();
      return;
    }
  }
  throw new Error('no visible language control in the header or the footer');
}

test('switching language reloads in the new language and sets the cookie for a year', async ({
  page,
  context,
  consoleErrors,
}) => {
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
