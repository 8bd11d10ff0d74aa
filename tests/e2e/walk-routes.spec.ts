import type { Page } from '@playwright/test';
import { ROUTES, type RouteCase } from './routes.ts';
import {
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  mainLandmark,
  openPage,
  test,
  useLanguage,
} from './support/fixtures.ts';

// Every route of the spec's section 2, in Thai and in English: the page answers inside the
// layout in the right language, does what the spec says for that route, logs no console
// error and passes axe (WCAG 2.2 AA tags).

const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/;

const firstHeading = (page: Page) =>
  mainLandmark(page)
    .getByRole('heading', { level: 1 })
    .first()
    .textContent({ timeout: 2_000 })
    .catch(() => null);

async function checkExpectation(page: Page, route: RouteCase) {
  const notFoundHeading = mainLandmark(page).getByRole('heading', { level: 1, name: '404' });
  switch (route.expect ?? 'page') {
    case 'home': {
      const heading = await firstHeading(page);
      const path = new URL(page.url()).pathname;
      await openPage(page, '/');
      const homeHeading = await firstHeading(page);
      expect(
        path === '/' || (homeHeading !== null && heading === homeHeading),
        `expected the home page, got ${path} with heading ${JSON.stringify(heading)}`,
      ).toBe(true);
      break;
    }
    case 'not-found':
      await expect(notFoundHeading).toBeVisible();
      break;
    case 'unauthorised':
      await expect(page).toHaveURL(/\/401$/);
      break;
    case 'page':
      if (!route.madeUpParams) await expect(notFoundHeading).toHaveCount(0);
      break;
  }
}

/** The route's layout rule, while the page is still that route (/close goes home when open). */
async function checkLayout(page: Page, route: RouteCase, url: string) {
  const stayed = new URL(page.url()).pathname === new URL(url, page.url()).pathname;
  if (!stayed) return;
  if (route.noHeader) await expect(page.getByRole('banner')).toHaveCount(0);
  if (route.noFooter) await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  test.describe(`every route (${language})`, () => {
    for (const route of ROUTES) {
      // Routes on made-up params (the seed has no such thing yet) are walked on phones only,
      // unless E2E_FULL: on desktop they show the same layout and placeholder once more.
      const tag = route.madeUpParams ? { tag: '@made-up-params' } : {};
      test(route.route, tag, async ({ page, context, baseURL, samples, consoleErrors }) => {
        await useLanguage(context, baseURL ?? '', language);
        const url = route.url(samples);
        test.info().annotations.push({ type: 'url', description: url });

        await openPage(page, url);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (route.endsAt)
          await expect(page).toHaveURL((u) => u.pathname === route.endsAt?.(samples));
        await checkLayout(page, route, url);
        await expectNoAxeViolations(page);
        await checkExpectation(page, route);

        const allowed =
          route.madeUpParams || route.expect === 'not-found' ? NOT_FOUND_RESOURCE : null;
        expect(consoleErrors.filter((e) => !allowed?.test(e))).toEqual([]);
      });
    }
  });
}
