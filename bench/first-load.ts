// The home route's first-load JavaScript for `npm run bench`: the same measurement as the
// browser test's (tests/e2e/support/first-load.ts), on a phone as the test's mobile project is.
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { measureHomeFirstLoad } from '../tests/e2e/support/first-load.ts';
import { root } from './server.ts';

export async function homeFirstLoad(origin: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent: devices['Pixel 7'].userAgent,
      locale: 'th-TH',
    });
    const { firstLoad, byNetworkIdle } = await measureHomeFirstLoad(
      await context.newPage(),
      origin,
      join(root, 'dist'),
    );
    return { firstLoadKB: firstLoad.totalKB, byNetworkIdleKB: byNetworkIdle.totalKB };
  } finally {
    await browser.close();
  }
}
