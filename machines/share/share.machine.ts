import { assertEvent, assign, setup } from 'xstate';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { createShareActors } from './share.actors';

export interface ShareContext extends ErrorInfo {
  url: string;
  title: string;
}

export type ShareEvent =
  | { type: 'share.open'; url: string; title: string }
  | { type: 'share.close' }
  | { type: 'share.copy' };

export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
  },
  actors: createShareActors(unwired('share')),
  delays: {
    copiedDelay: 500,
    copiedDuration: 2000,
  },
  actions: {
    keepPage: assign(({ event }) => {
      assertEvent(event, 'share.open');
      return { url: event.url, title: event.title };
    }),
    ...errorActions<ShareContext, ShareEvent>(),
  },
}).createMachine({
  id: 'share',
  context: { url: '', title: '', ...noError },
  initial: 'closed',
  states: {
    closed: {
      on: { 'share.open': { target: 'open', actions: 'keepPage' } },
    },
    open: {
      initial: 'idle',
      on: {
        'share.close': 'closed',
        'share.copy': '.copying',
      },
      states: {
        idle: {},
        copying: {
          entry: 'forgetError',
          invoke: {
            id: 'copyToClipboard',
            src: 'copyToClipboard',
            input: ({ context }) => ({ text: context.url }),
            onDone: 'confirming',
            onError: {
              target: 'failed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        confirming: { after: { copiedDelay: 'copied' } },
        copied: { after: { copiedDuration: 'idle' } },
        failed: {},
      },
    },
  },
});
