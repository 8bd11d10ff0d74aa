// The home route's first-load JavaScript for `npm run bench`: the same measurement as the
// browser test's (tests/e2e/support/first-load.ts), on a phone as the test's mobile project is.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { measureHomeFirstLoad } from '../tests/e2e/support/first-load.ts';
import { PHONE } from '../tests/e2e/support/phone.ts';
import { root } from './server.ts';

export async function homeFirstLoad(origin: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'th-TH' });
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
