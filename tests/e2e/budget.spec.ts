import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BY_IDLE_KB,
  FIRST_LOAD_KB,
  measureHomeFirstLoad,
  type ScriptFile,
} from './support/first-load.ts';
import { expect, test } from './support/fixtures.ts';

// The first-load budget measured where it matters (./support/first-load.ts says what each
// figure counts). scripts/check-budget.mjs counts the initial chunks at build time; this adds
// these figures with the route chunks to dist/budget.json.

const dist = join(import.meta.dirname, '..', '..', 'dist');

// Measured once, on the phone viewport.
test(`home route first-load JS stays within ${FIRST_LOAD_KB} kB gz`, {
  tag: '@phone',
}, async ({ page, baseURL }) => {
  const { firstLoad, byNetworkIdle } = await measureHomeFirstLoad(page, baseURL as string, dist);
  console.log(
    `home route first-load JS: ${firstLoad.totalKB} kB gz in ${firstLoad.files.length} files ` +
      `(ceiling ${FIRST_LOAD_KB}); by network idle ${byNetworkIdle.totalKB} kB gz in ` +
      `${byNetworkIdle.files.length} files (ceiling ${BY_IDLE_KB})`,
  );

  const budgetFile = join(dist, 'budget.json');
  const report = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : {};
  report.homeRoute = { firstLoad, byNetworkIdle };
  writeFileSync(budgetFile, `${JSON.stringify(report, null, 2)}\n`);

  const names = (files: ScriptFile[]) => files.map((f) => f.path).join(', ');
  // The page's own chunk is part of its first load: what React hydrates is in it.
  expect(firstLoad.files.length).toBeGreaterThan(3);
  expect(firstLoad.totalKB, `first-load JS of / (${names(firstLoad.files)})`).toBeLessThanOrEqual(
    FIRST_LOAD_KB,
  );
  expect(
    byNetworkIdle.totalKB,
    `JS of / by network idle (${names(byNetworkIdle.files)})`,
  ).toBeLessThanOrEqual(BY_IDLE_KB);
});
