import type { Page } from '@playwright/test';
import { ONE_ROUTE_PER_VIEW, ROUTES, type RouteCase, WALKED_ON_PHONES } from './routes.ts';
import {
  test as base,
  expect,
  expectNoAxeViolations,
  type Language,
  mainLandmark,
  openPage,
  useLanguage,
} from './support/fixtures.ts';

// Every route of the spec's section 2: the page answers inside the layout in the right
// language, does what the spec says for that route, logs no console error and passes axe
// (WCAG 2.2 AA tags).
//
// Each thing once: on phones in Thai, one route of each view and every route with a check of
// its own (a redirect, a 404, a layout rule); on desktop in English, one route of each view
// (routes.ts). So every view is seen in both languages and on both viewports; the other routes
// of a view show the same page on other or made-up params (the component tests render each).
// E2E_FULL=1 walks every route on both viewports in both languages.

const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/;

/**
 * One page per worker, walked from route to route: each route is a full page load, with the
 * cookies and storage of the route before cleared, but with the browser's cache kept warm
 * (the app's scripts compiled once, not once a route), which makes a route about 2.5 times
 * faster to walk than in a fresh context of its own.
 */
const test = base.extend<{ walker: Page }, { walkerPage: Page }>({
  walkerPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        locale,
        timezoneId,
        baseURL,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  walker: async ({ walkerPage: page, baseURL }, use, testInfo) => {
    if (page.url().startsWith(baseURL ?? '')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    // The route before is left for good: nothing it still does reaches this one.
    await page.goto('about:blank');
    await page.unrouteAll();
    await page.context().clearCookies();
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    }
  },
});

/** Console errors and uncaught exceptions while `walk` runs. */
async function consoleErrorsOf(page: Page, walk: () => Promise<void>) {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  const onError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await walk();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return errors;
}

/**
 * Keeps the page where it is when it starts a full page load to `path` by itself: axe reading
 * a page that navigates away fails ("Execution context was destroyed"), and a load held back
 * would leave the page waiting on it. The load is answered 204 No Content, on which a browser
 * stays on the page it has, at whatever moment the page starts it. The returned function
 * checks that the page did ask for it.
 */
async function keepPageFrom(page: Page, path: string) {
  let asked = 0;
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      asked += 1;
      return route.fulfill({ status: 204 });
    },
  );
  return async () => {
    await expect.poll(() => asked, { message: `the page goes on to ${path}` }).toBe(1);
  };
}

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

interface Walk {
  language: Language;
  routes: RouteCase[];
  /** The project it runs in (none: both). */
  tag?: '@phone' | '@desktop';
}

const WALKS: Walk[] = process.env.E2E_FULL
  ? [
      { language: 'th', routes: ROUTES },
      { language: 'en', routes: ROUTES },
    ]
  : [
      { language: 'th', routes: WALKED_ON_PHONES, tag: '@phone' },
      { language: 'en', routes: ONE_ROUTE_PER_VIEW, tag: '@desktop' },
    ];

test.describe.configure({ mode: 'parallel' });

for (const { language, routes, tag } of WALKS) {
  test.describe(`every route (${language})`, tag ? { tag } : {}, () => {
    for (const route of routes) {
      test(route.route, async ({ walker: page, baseURL, samples }) => {
        await useLanguage(page.context(), baseURL ?? '', language);
        const url = route.url(samples);
        test.info().annotations.push({ type: 'url', description: url });
        const leaving = route.leavesFor ? await keepPageFrom(page, route.leavesFor) : undefined;

        const consoleErrors = await consoleErrorsOf(page, async () => {
          await openPage(page, url);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          if (route.endsAt)
            await expect(page).toHaveURL((u) => u.pathname === route.endsAt?.(samples));
          await checkLayout(page, route, url);
          await expectNoAxeViolations(page);
          await checkExpectation(page, route);
          await leaving?.();
        });

        const allowed =
          route.madeUpParams || route.expect === 'not-found' ? NOT_FOUND_RESOURCE : null;
        expect(consoleErrors.filter((e) => !allowed?.test(e))).toEqual([]);
      });
    }
  });
}
