import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
import { PHONE } from './tests/e2e/support/phone.ts';
import { E2E_ADMIN_TOKEN } from './tests/e2e/support/staff.ts';

// A free port and a fresh database each run, so runs side by side do not collide. The config
// is loaded again in every worker: the environment carries the first choice to them.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/server-memory.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    // A trace records every action's snapshots, a sixth of the browser tests' time (274 s to
    // 233 s measured on a third of them): kept for runs here, where a failure's trace can be
    // opened, not in CI, whose files nobody reads after the run (its log says what failed).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Tests tagged @phone or @desktop run in that project only.
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { browserName: 'chromium', ...PHONE },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
      grepInvert: /@phone/,
    },
  ],
  webServer: {
    // The already-built dist/ served by the compiled reference server on PGlite, as `npm start`
    // runs it (both from npm run build).
    command: 'node build/server/main.js',
    url: `${baseURL}/`,
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      // The browser's own address: social sign-in's cookie and redirects must stay on it.
      PUBLIC_URL: baseURL,
      // The path-driven tests register and sign in many times from one address.
      RATE_LIMIT_FACTOR: '10',
      // ...and sign in by phone code to accounts whose registration sent a code a moment ago.
      OTP_RESEND_SECONDS: '0',
      // Staff moves (confirm a slip, refuse it, ship) in the payment and order tests.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
