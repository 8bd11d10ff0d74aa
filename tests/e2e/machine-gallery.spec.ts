import type { Locator, Page } from '@playwright/test';
import { machines } from '../../machines/index.ts';
import { startOn } from './support/accounts.ts';
import { expect, expectNoAxeViolations, type Language, test } from './support/fixtures.ts';

// The statechart gallery (/dev/machines): the build under test has PUBLIC_MACHINE_GALLERY=true.

const CHART = { th: 'แผนภาพสถานะของ', en: 'Statechart of' };
const NEXT = { th: 'ถัดไป', en: 'Next' };
const PATH_TO = { th: 'เส้นทางสั้นที่สุดไปยัง', en: 'Shortest path to' };
const STEP = { th: (n: number) => `ขั้นที่ ${n} จาก 4`, en: (n: number) => `Step ${n} of 4` };

const chartOf = (page: Page, language: Language, id: string) =>
  page.getByRole('group', { name: `${CHART[language]} ${id}` });

/** A state's button: its accessible name starts with its id inside the machine. */
const stateButton = (chart: Locator, relativeId: string) =>
  chart.getByRole('button', { name: new RegExp(`^${relativeId}, `) });

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The login modal's path to `reloading` (a failed login reloads after 3 s), walked by Enter. */
async function walkToReloading(page: Page, language: Language, chart: Locator) {
  const panel = page.getByRole('region', { name: `${PATH_TO[language]} reloading` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  await expect(stateButton(chart, 'form')).toHaveAttribute('aria-current', 'step');
  const next = panel.getByRole('button', { name: NEXT[language] });
  await tabTo(page, next);
  for (const [step, state] of [
    [1, 'pausing'],
    [2, 'signingIn'],
    [3, 'failed'],
    [4, 'reloading'],
  ] as const) {
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toContainText(STEP[language](step));
    await expect(stateButton(chart, state)).toHaveAttribute('aria-current', 'step');
  }
  await expect(next).toBeFocused();
}

test('a phone opens the login modal in Thai, taps a state and steps through its path', {
  tag: '@phone',
}, async ({ page, baseURL, consoleErrors }) => {
  await startOn(page, '/dev/machines?machine=login', 'th', baseURL ?? '');
  const nav = page.getByRole('navigation', { name: 'เครื่องสถานะทั้งหมด' });
  for (const { id } of machines)
    await expect(nav.getByRole('link', { name: id, exact: true })).toBeVisible();

  const chart = chartOf(page, 'th', 'login');
  await expect(chart).toBeVisible();
  // The chart scrolls inside its own box: the page never gets wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const reloading = stateButton(chart, 'reloading');
  await reloading.scrollIntoViewIfNeeded();
  await reloading.tap();
  await expect(reloading).toHaveAttribute('aria-pressed', 'true');
  await walkToReloading(page, 'th', chart);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('in English, by keyboard alone: choose the login modal, select a state, step through', {
  tag: '@desktop',
}, async ({ page, baseURL, consoleErrors }) => {
  await startOn(page, '/dev/machines', 'en', baseURL ?? '');
  const nav = page.getByRole('navigation', { name: 'All machines' });
  for (const { id, description } of machines) {
    await expect(
      nav.getByRole('listitem').filter({ has: page.getByRole('link', { name: id, exact: true }) }),
    ).toContainText(description);
  }

  await tabTo(page, nav.getByRole('link', { name: 'login', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]machine=login/);
  const chart = chartOf(page, 'en', 'login');
  await expect(chart).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'login', exact: true })).toBeFocused();

  await tabTo(page, stateButton(chart, 'reloading'));
  await page.keyboard.press('Enter');
  await walkToReloading(page, 'en', chart);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: STEP.en(3) })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('every machine of the registry is drawn and passes axe', {
  tag: '@desktop',
}, async ({ page, baseURL, consoleErrors }) => {
  await startOn(page, '/dev/machines', 'th', baseURL ?? '');
  const nav = page.getByRole('navigation', { name: 'เครื่องสถานะทั้งหมด' });
  for (const { id } of machines) {
    await nav.getByRole('link', { name: id, exact: true }).click();
    const chart = chartOf(page, 'th', id);
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('button').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(consoleErrors).toEqual([]);
});
