// The forgot-password modal (spec sections 2, 5 and 8): an e-mail, send, a success view that
// closes itself after 5 s. A failure keeps the e-mail typed; the view shows the spec's
// 'e-mail not found' for a network failure and the server's message otherwise.
import { assertEvent, assign, setup } from 'xstate';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { createPasswordActors } from './password.actors';

export interface ForgotPasswordContext extends ErrorInfo {
  email: string;
}

export type ForgotPasswordEvent = { type: 'forgotPassword.submit'; email: string };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: createPasswordActors(unwired('password')),
  delays: { closeAfterSuccess: 5000 },
  actions: {
    keepEmail: assign(({ event }) => {
      assertEvent(event, 'forgotPassword.submit');
      return { email: event.email };
    }),
    ...errorActions<ForgotPasswordContext, ForgotPasswordEvent>(),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', ...noError },
  initial: 'editing',
  states: {
    editing: {
      on: { 'forgotPassword.submit': { target: 'sending', actions: 'keepEmail' } },
    },
    sending: {
      entry: 'forgetError',
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'sent',
        onError: {
          target: 'editing',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: { after: { closeAfterSuccess: 'closed' } },
    closed: { type: 'final' },
  },
});
