// The forgot-password and password-reset flows wired to the API (`POST /ForgotPassword`,
// `POST /ResetPassword`).
import { forgotPasswordMachine } from '../../machines/password/forgot-password.machine.ts';
import { createPasswordActors, type PasswordApi } from '../../machines/password/password.actors.ts';
import { passwordResetMachine } from '../../machines/password/password-reset.machine.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';

const passwordApi: PasswordApi = {
  async requestReset(email, signal) {
    unwrap(await api.POST('/ForgotPassword', { body: { email }, signal }));
  },
  async reset(request, signal) {
    unwrap(await api.POST('/ResetPassword', { body: request, signal }));
  },
};

export const wiredForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: createPasswordActors(passwordApi),
});
export const wiredPasswordResetMachine = passwordResetMachine.provide({
  actors: createPasswordActors(passwordApi),
});
