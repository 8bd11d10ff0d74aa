import { setup } from 'xstate';

export type LoadingBarEvent = { type: 'loading.start' } | { type: 'loading.done' };

export const loadingBarMachine = setup({
  types: { events: {} as LoadingBarEvent },
  delays: {
    // Quick route changes finish before the bar would show, so they never flash it.
    throttle: 200,
    // A load that hangs does not leave the bar up forever.
    maxDuration: 5000,
  },
}).createMachine({
  id: 'loadingBar',
  initial: 'idle',
  states: {
    idle: { on: { 'loading.start': 'loading' } },
    loading: {
      initial: 'waiting',
      on: { 'loading.done': 'idle' },
      states: {
        waiting: { after: { throttle: 'visible' } },
        visible: { after: { maxDuration: '#loadingBar.idle' } },
      },
    },
  },
});
