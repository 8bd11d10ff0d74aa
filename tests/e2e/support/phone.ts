import { devices } from '@playwright/test';

/**
 * The phone the browser tests' mobile project and the bench's first-load measure run as. It
 * says it is one, as real phones do: the server draws the first screen for a phone
 * (server/http/first-screen.ts) rather than guessing a desktop and redrawing.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};
