// What the shopper specs (cart, address book, checkout, payment, my orders) share: each
// language on the project that runs it, and a new shopper signed in on the page.
import type { Page } from '@playwright/test';
import { freshContact, registerByApi } from './accounts.ts';
import type { Language } from './fixtures.ts';

// Beside the pairs it types, so a shopper spec imports both from here.
export type { Language };

/** [language, tag] pairs: Thai on the phone project, English on the desktop one. */
export const LANGUAGE_PROJECTS = [
  ['th', '@phone'],
  ['en', '@desktop'],
] as const satisfies ReadonlyArray<readonly [Language, string]>;

/** A new shopper, registered and so signed in: the page's requests share its cookies. */
export async function signInNewShopper(page: Page) {
  await registerByApi(page.request, freshContact());
}
