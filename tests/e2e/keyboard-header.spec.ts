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
  /** The element or one of its two parents looks different while focused (2.4.7). */
  focusVisible: boolean;
}

type FocusStyles = { e2eFocusStyles: (el: Element) => string };

/** Installs in the page what focus styling can change, on the element and its two parents. */
function installFocusStyles(page: Page) {
  return page.evaluate(() => {
    (window as unknown as FocusStyles).e2eFocusStyles = (el) =>
      [el, el.parentElement, el.parentElement?.parentElement]
        .filter((e): e is HTMLElement => !!e)
        .map((e) => {
          const s = getComputedStyle(e);
          return [
            s.outlineStyle,
            s.outlineWidth,
            s.outlineColor,
            s.boxShadow,
            s.borderColor,
            s.backgroundColor,
            s.color,
            s.textDecorationLine,
          ].join(' ');
        })
        .join(' | ');
  });
}

async function tab(page: Page, index: number) {
  await page.keyboard.press('Tab');
  return page.evaluate((i) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { inBanner: false, href: null, name: '', role: 'body' };
    el.dataset.e2eStop = String(i);
    el.dataset.e2eFocused = (window as unknown as FocusStyles).e2eFocusStyles(el);
    const link = el.closest('a');
    return {
      inBanner: !!el.closest('header, [role="banner"]'),
      href: link ? new URL(link.href).pathname : null,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
    };
  }, index);
}

/** Tabs from the top of the page until focus has been through the header and left it. */
async function tabThroughHeader(page: Page): Promise<Stop[]> {
  await installFocusStyles(page);
  const stops: Omit<Stop, 'focusVisible'>[] = [];
  for (let i = 0; i < 60; i++) {
    const stop = await tab(page, i);
    if (!stop.inBanner && stops.some((s) => s.inBanner)) break;
    stops.push(stop);
  }
  // Compare each stop's focused look with its look once focus has gone.
  const unchanged = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const { e2eFocusStyles } = window as unknown as FocusStyles;
    return [...document.querySelectorAll<HTMLElement>('[data-e2e-stop]')]
      .filter((el) => el.dataset.e2eFocused === e2eFocusStyles(el))
      .map((el) => Number(el.dataset.e2eStop));
  });
  return stops
    .map((stop, i) => ({ ...stop, focusVisible: !unchanged.includes(i) }))
    .filter((s) => s.inBanner);
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
  await page.goto('/?hidePopup=true');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('desktop header: every item reachable by Tab with a visible focus', {
  tag: '@desktop',
}, async ({ page, consoleErrors }) => {
  // The desktop header's own parts (language, account, the main menu) arrive in a chunk of
  // their own after the first paint: the walk starts once they are there.
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
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
  const membership = page.getByRole('banner').getByRole('button', { name: /e-membership/i });
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

test('phone header: the menu button opens the sidebar by keyboard and Escape returns focus', {
  tag: '@phone',
}, async ({ page, consoleErrors }) => {
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
