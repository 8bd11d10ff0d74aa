import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { loadSamples, type Samples } from './samples.ts';

export type Language = 'th' | 'en';
export const LANGUAGES: Language[] = ['th', 'en'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Fixtures {
  /** Console errors and uncaught exceptions of the page, checked empty after each test. */
  consoleErrors: string[];
  /** Every test: no first screen the browser failed to hydrate, nothing the CSP refused. */
  firstScreenHydrated: undefined;
}

/** What app/make-app.tsx says when React redraws a server's screen, and what a CSP refusal says. */
const HYDRATION_OR_CSP =
  /did not hydrate as drawn|Minified React error #4(18|19|22|23|25)|Content Security Policy/;

export const test = base.extend<Fixtures, { samples: Samples }>({
  samples: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await loadSamples(api));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  firstScreenHydrated: [
    async ({ page }, use) => {
      const failures: string[] = [];
      const check = (text: string) => {
        if (HYDRATION_OR_CSP.test(text)) failures.push(text);
      };
      page.on('console', (message) => check(message.text()));
      page.on('pageerror', (error) => check(error.message));
      await use(undefined);
      expect(failures, 'the first screen hydrates as the server drew it').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** The language cookie the SPA reads at start (no locale prefix in URLs). */
export async function useLanguage(context: BrowserContext, baseURL: string, language: Language) {
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
}

/** Dismisses the cookie consent banner ahead of time, for tests about something else. */
export async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'accept_cookies', value: 'true', url: baseURL }]);
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    at ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * axe-core over the page as it is now, WCAG 2.2 AA tags; prints every violation readably.
 * Legacy mode runs axe in the page alone: the default mode finishes every run in a blank page
 * it opens beside it (to merge the results of frames from other origins, which the shop has
 * none of), which doubled the time of each check.
 */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const report = describeViolations(violations);
  expect(violations.length, `axe violations on ${page.url()}:\n${report}`).toBe(0);
}

/** A role's accessible name matched whole, not as a part of a longer one. */
export const exact = (name: string) => ({ name, exact: true });

/** The page's main landmark: exactly one, as the layout renders it. */
export const mainLandmark = (page: Page) => page.locator('main, [role="main"]');

const SETTLING = new Set(['document', 'script', 'fetch', 'xhr', 'stylesheet']);

/**
 * Opens a URL and waits until the page has rendered its data: no script, stylesheet or API
 * request in flight for 150 ms (images may still be loading: they do not change the DOM).
 * Cheaper than `networkidle`, and it ends on pages that keep images or polls going.
 */
export async function openPage(page: Page, url: string) {
  let inFlight = 0;
  let lastChange = Date.now();
  const track = (delta: number) => (request: { resourceType(): string }) => {
    if (!SETTLING.has(request.resourceType())) return;
    inFlight += delta;
    lastChange = Date.now();
  };
  const started = track(1);
  const ended = track(-1);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await expect(mainLandmark(page)).toHaveCount(1);
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 150)) {
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The header search field: a combobox (with suggestions) or a plain search box. */
export function headerSearch(page: Page) {
  const banner = page.getByRole('banner');
  return banner.getByRole('combobox').or(banner.getByRole('searchbox')).first();
}

/** Opens the header search on phones when it sits behind a search button. */
export async function revealHeaderSearch(page: Page) {
  const field = headerSearch(page);
  if (await field.isVisible()) return field;
  await page
    .getByRole('banner')
    .getByRole('button', { name: /ค้นหา|search/i })
    .first()
    .click();
  await expect(field).toBeVisible();
  return field;
}

/** Baht as the SPA formats it (0,0.00 with the ฿ sign) in both languages. */
export function baht(amount: number, language: Language) {
  return new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US', {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
