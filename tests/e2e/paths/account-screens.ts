import type { Locator } from '@playwright/test';
import { accountButton, freshContact, registerByApi, startOn } from '../support/accounts.ts';
import { expect } from '../support/fixtures.ts';
import type { Screen } from './screen-model.ts';

// What the account screens' path models share: where they open, and their words (Thai:
// the path tests play in the source language; the account tests cover both).

export const exact = (name: string) => ({ name, exact: true });

/** `path` for a guest in Thai, with the page's clock installed to move its timers on. */
export async function openOn(screen: Screen, path: string) {
  await screen.page.clock.install();
  await startOn(screen.page, path, 'th', screen.baseURL);
}

/** The login modal, open over /faq. */
export async function openLoginModal(screen: Screen) {
  await openOn(screen, '/faq');
  await (await accountButton(screen.page, 'เข้าสู่ระบบ')).click();
  return screen.page.getByRole('dialog', exact('เข้าสู่ระบบ'));
}

/** The register modal (#register): where the register and phone-code paths play. */
export const registerModal = (screen: Screen) =>
  screen.page.getByRole('dialog', exact('สมัครสมาชิก'));

/**
 * A person registered a moment ago (by the API): an account no other test signs in to. The
 * browser stays a guest: the API call shares its cookies, and registering signs in.
 */
export async function freshAccount(screen: Screen) {
  const contact = freshContact();
  await registerByApi(screen.page.request, contact);
  await screen.page.context().clearCookies({ name: /^token(_expiry)?$/ });
  return contact;
}

/** The error a flow shows when its context holds one (the server's words, or its own). */
export async function expectFlowError(scope: Locator, error: { errorCode: string | null }) {
  const alert = scope.getByRole('alert');
  if (error.errorCode) await expect(alert).toBeVisible();
  else await expect(alert).toHaveCount(0);
}
