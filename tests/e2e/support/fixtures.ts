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
}

export const test = base.extend<Fixtures, { samples: Samples }>({
  samples: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await loadSamples(api));
      await api.dispose();
    },
    { scope: 'worker' },
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

/** axe-core over the page as it is now, WCAG 2.2 AA tags; prints every violation readably. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = describeViolations(violations);
  expect(violations.length, `axe violations on ${page.url()}:\n${report}`).toBe(0);
}

/** The page's main landmark: exactly one, as the layout renders it. */
export const mainLandmark = (page: Page) => page.locator('main, [role="main"]');

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
