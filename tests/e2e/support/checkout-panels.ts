// Going through the checkout's panels in the browser, as the checkout's and the affiliate's
// customer's browser tests do.
import type { Page } from '@playwright/test';
import { startOn } from './accounts.ts';
import { CHECKOUT_WORDS } from './checkout-words.ts';
import { exact, expect, mainLandmark } from './fixtures.ts';
import type { Language } from './shopper.ts';

export type Words = (typeof CHECKOUT_WORDS)[Language];

export const panelHeading = (page: Page, words: Words, panel: number) =>
  mainLandmark(page).getByRole('heading', { level: 2, ...exact(words.panels[panel - 1] ?? '') });

export async function next(page: Page, words: Words, toPanel: number) {
  await mainLandmark(page).getByRole('button', exact(words.next)).click();
  await expect(panelHeading(page, words, toPanel)).toBeFocused();
}

/** From the cart's payment button to the checkout's first panel. */
export async function openCheckout(page: Page, language: Language, baseURL: string) {
  const words = CHECKOUT_WORDS[language];
  await startOn(page, '/cart', language, baseURL);
  await mainLandmark(page).getByRole('button', { name: words.payButton }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expect(
    mainLandmark(page).getByRole('heading', { level: 1, ...exact(words.title) }),
  ).toBeVisible();
  await expect(panelHeading(page, words, 1)).toBeVisible();
}

/** Panels 1 to 4 with their first choices, paying by `channel`, to the review (panel 5). */
export async function reviewWith(page: Page, words: Words, channel: string) {
  await next(page, words, 2);
  await next(page, words, 3);
  await next(page, words, 4);
  await mainLandmark(page).getByRole('radio', exact(channel)).check();
  await next(page, words, 5);
}

/** The same, then places on panel 5. */
export async function placeWith(page: Page, words: Words, channel: string) {
  await reviewWith(page, words, channel);
  await mainLandmark(page).getByRole('button', exact(words.place)).click();
}
