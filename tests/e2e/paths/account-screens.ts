import { accountButton, freshContact, registerByApi, startOn } from '../support/accounts.ts';
import { expect } from '../support/fixtures.ts';
import type { Screen } from './screen-model.ts';

// What the account screens' path models share: where they open, and their words (Thai:
// the path tests play in the source language; the account tests cover both).

export const exact = (name: string) => ({ name, exact: true });

/** The login modal, open over /faq, for a guest with the clock installed for timers. */
export async function openLoginModal(screen: Screen) {
  await screen.page.clock.install();
  await startOn(screen.page, '/faq', 'th', screen.baseURL);
  await (await accountButton(screen.page, 'เข้าสู่ระบบ')).click();
  return screen.page.getByRole('dialog', exact('เข้าสู่ระบบ'));
}

/** A person registered a moment ago (by the API): an account no other test signs in to. */
export async function freshAccount(screen: Screen) {
  const contact = freshContact();
  await registerByApi(screen.page.request, contact);
  return contact;
}

/** The error a flow shows when its context holds one (the server's words, or its own). */
export async function expectFlowError(
  scope: ReturnType<Screen['page']['getByRole']>,
  error: { errorCode: string | null },
) {
  const alert = scope.getByRole('alert');
  if (error.errorCode) await expect(alert).toBeVisible();
  else await expect(alert).toHaveCount(0);
}
