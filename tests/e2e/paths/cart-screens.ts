import type { Page } from '@playwright/test';
import { startOn } from '../support/accounts.ts';
import { cartButton } from '../support/cart.ts';
import { exact } from './account-screens.ts';
import type { Screen } from './screen-model.ts';

// What the cart's path models share: where they open and the panel (Thai: the path tests
// play in the source language; tests/e2e/cart.spec.ts covers both).

export const cartPanel = (page: Page) => page.getByRole('dialog', exact('ตะกร้าสินค้า'));

/** Home for a guest in Thai, with the page's clock installed to move the cart's timers on. */
export async function openHome(screen: Screen) {
  await screen.page.clock.install();
  await startOn(screen.page, '/', 'th', screen.baseURL);
}

/** The slide-in cart, opened from the header's icon. */
export async function openPanel(screen: Screen) {
  await cartButton(screen.page).click();
  await cartPanel(screen.page).waitFor();
}
