import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures.ts';

// The first-load budget measured where it matters: every script the home route fetches on
// a first visit (entry, vendor and lazy route chunks), gzipped from dist/, at most 151.2 kB:
// 150 until React took over a first screen drawn by the server (its listeners at once, the
// session's server snapshot: 0.1 kB over, 2026-11-28), 151 until the app started in steps
// (src/app/start-app.tsx, for Lighthouse's blocking time on the list and product pages from
// 111-116 ms to under 10) and plurals counted without Intl.NumberFormat (0.2 kB together);
// issue 34's goal is 140.
// scripts/check-budget.mjs counts the initial chunks at build time; this adds the figure
// with the route chunks to dist/budget.json.

const BUDGET_KB = 151.2;
const dist = join(import.meta.dirname, '..', '..', 'dist');

// Measured once, on the phone viewport.
test(`home route first-load JS stays within ${BUDGET_KB} kB gz`, { tag: '@phone' }, async ({
  page,
  baseURL,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === baseURL) scripts.add(url.pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const files = [...scripts].map((path) => ({
    path,
    gzipBytes: gzipSync(readFileSync(join(dist, decodeURIComponent(path)))).length,
  }));
  const totalBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const totalKB = Math.round(totalBytes / 100) / 10; // kB = 1000 bytes, as rsbuild prints
  console.log(`home route first-load JS: ${totalKB} kB gz in ${files.length} files`);

  const budgetFile = join(dist, 'budget.json');
  const report = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : {};
  report.homeRoute = { totalKB, totalBytes, files };
  writeFileSync(budgetFile, `${JSON.stringify(report, null, 2)}\n`);

  expect(files.length).toBeGreaterThan(0);
  expect(
    totalKB,
    `first-load JS of / (${files.map((f) => f.path).join(', ')})`,
  ).toBeLessThanOrEqual(BUDGET_KB);
});
