import { expect } from '../support/fixtures.ts';
import { cartPanel, openHome, openPanel } from './cart-screens.ts';
import type { ScreenModel } from './screen-model.ts';

/** The slide-in cart's open, sliding out and closed, over the home page. */
export const cartPanelScreens: ScreenModel = {
  open: openHome,
  states: {
    'cartPanel.closed': async (screen) => {
      await expect(cartPanel(screen.page)).toHaveCount(0);
    },
    'cartPanel.open': async (screen) => {
      await expect(cartPanel(screen.page)).toBeVisible();
      await expect(cartPanel(screen.page)).not.toHaveClass(/cart-panel--closing/);
    },
    'cartPanel.closing': async (screen) => {
      await expect(cartPanel(screen.page)).toHaveClass(/cart-panel--closing/);
    },
  },
  events: {
    'cartPanel.open': ({ screen }) => openPanel(screen),
    // The slide out lasts until the path moves the page's clock on: time stands still meanwhile.
    'cartPanel.close': async ({ screen }) => {
      await screen.page.clock.pauseAt(Date.now() + 1_000);
      await screen.page.keyboard.press('Escape');
    },
    'xstate.after.closeAnimation.cartPanel.closing': async ({ screen }) => {
      await screen.page.clock.fastForward(250);
      await screen.page.clock.resume();
    },
  },
};
