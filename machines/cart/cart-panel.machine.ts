// The slide-in cart (spec section 2): opened by the header's cart icon, closed by its close
// button, Escape or a route change, after a 250 ms slide out (section 9) during which it
// stays on screen.
import { setup } from 'xstate';

export type CartPanelEvent = { type: 'cartPanel.open' } | { type: 'cartPanel.close' };

export const cartPanelMachine = setup({
  types: { events: {} as CartPanelEvent },
  delays: { closeAnimation: 250 },
}).createMachine({
  id: 'cartPanel',
  initial: 'closed',
  states: {
    closed: { on: { 'cartPanel.open': 'open' } },
    open: { on: { 'cartPanel.close': 'closing' } },
    closing: {
      after: { closeAnimation: 'closed' },
      on: { 'cartPanel.open': 'open' },
    },
  },
});
