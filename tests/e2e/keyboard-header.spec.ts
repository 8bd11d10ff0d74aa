import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './support/fixtures.ts';

// Keyboard only (WCAG 2.1.1, 2.4.7): the header is reachable with Tab, every stop shows a
// visible focus indicator, the e-membership dropdown opens and closes from the keyboard,
// and Enter follows a link. Phones reach the same menu through the menu button's sidebar.

interface Stop {
  inBanner: boolean;
  href: string | null;
  name: string;
  role: string;
  focusVisible: boolean;
}

async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { inBanner: false, href: null, name: '', role: 'body', focusVisible: false };
    }
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const link = el.closest('a');
    return {
      inBanner: !!el.closest('header, [role="banner"]'),
      href: link ? new URL(link.href).pathname : null,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      focusVisible: outline || shadow,
    };
  });
}

/** Tabs from the top of the page until focus has been through the header and left it. */
async function tabThroughHeader(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < 60; i++) {
    const stop = await tab(page);
    if (!stop.inBanner && stops.some((s) => s.inBanner)) break;
    stops.push(stop);
  }
  return stops.filter((s) => s.inBanner);
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
  await page.goto('/?hidePopup=true');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('desktop header: every item reachable by Tab with a visible focus', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone header is covered below');
  const stops = await tabThroughHeader(page);
  const hrefs = new Set(stops.map((s) => s.href));
  for (const href of ['/', '/product', '/news', '/faq', '/contactus']) {
    expect(hrefs, `Tab reaches the ${href} link`).toContain(href);
  }
  expect(
    stops.some((s) => s.role === 'combobox' || s.role === 'input' || s.role === 'searchbox'),
  ).toBe(true);
  expect(stops.some((s) => /ตะกร้า|cart/i.test(s.name) || s.href === '/cart')).toBe(true);
  const invisible = stops.filter((s) => !s.focusVisible);
  expect(invisible, 'header stops without a visible focus indicator').toEqual([]);

  // The e-membership dropdown opens with Enter, shows its two links, closes with Escape.
  const membership = page.getByRole('banner').getByRole('button', { name: /e-membership|สมาชิก/i });
  await membership.focus();
  await page.keyboard.press('Enter');
  const banner = page.getByRole('banner');
  await expect(banner.locator('a[href="/card-terms-and-conditions"]')).toBeVisible();
  await expect(banner.locator('a[href="/member-benefits"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(banner.locator('a[href="/member-benefits"]')).toBeHidden();
  await expect(membership).toBeFocused();

  // Enter follows a focused link.
  await banner.locator('a[href="/product"]').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product$/);
  expect(consoleErrors).toEqual([]);
});

test('phone header: the menu button opens the sidebar by keyboard and Escape returns focus', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop header is covered above');
  const stops = await tabThroughHeader(page);
  expect(stops.length).toBeGreaterThan(0);
  expect(
    stops.filter((s) => !s.focusVisible),
    'stops without a visible focus',
  ).toEqual([]);

  const menu = page.getByRole('banner').getByRole('button', { name: /เมนู|menu/i });
  await menu.focus();
  await page.keyboard.press('Enter');
  const sidebar = page.getByRole('dialog');
  await expect(sidebar).toBeVisible();
  for (const href of ['/product', '/news', '/faq', '/contactus']) {
    await expect(sidebar.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await page.keyboard.press('Tab');
  expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(menu).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
