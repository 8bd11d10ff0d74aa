// The page of the e-mailed link (/user/resetpassword/{token}): a new password twice, saved
// once; a used or expired link answers with the server's message and the form stays filled.
import { assertEvent, assign, setup } from 'xstate';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { createPasswordActors, type NewPassword } from './password.actors';

export interface PasswordResetContext extends ErrorInfo {
  token: string;
  /** Held only between submit and the answer. */
  pending: Omit<NewPassword, 'token'> | null;
}

export type PasswordResetEvent = {
  type: 'reset.submit';
  password: string;
  confirmPassword: string;
};

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { token: string },
  },
  actors: createPasswordActors(unwired('password')),
  actions: {
    keepPending: assign(({ event }) => {
      assertEvent(event, 'reset.submit');
      return { pending: { password: event.password, confirmPassword: event.confirmPassword } };
    }),
    forgetPending: assign({ pending: null }),
    ...errorActions<PasswordResetContext, PasswordResetEvent>(),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ token: input.token, pending: null, ...noError }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'reset.submit': { target: 'saving', actions: 'keepPending' } },
    },
    saving: {
      entry: 'forgetError',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          token: context.token,
          password: context.pending?.password ?? '',
          confirmPassword: context.pending?.confirmPassword ?? '',
        }),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      exit: 'forgetPending',
    },
    saved: { type: 'final' },
  },
});
