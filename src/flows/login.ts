// The login flow wired to the API: the phone's account check and `POST /login`.
import { createLoginActors, type LoginApi } from '../../machines/login/login.actors.ts';
import { loginMachine } from '../../machines/login/login.machine.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { phoneHasAccount, wiredOtpMachine } from './otp.ts';

const loginApi: LoginApi = {
  hasAccount: phoneHasAccount,
  async signIn(request, signal) {
    unwrap(await api.POST('/login', { body: request, signal }));
  },
};

export const wiredLoginMachine = loginMachine.provide({
  actors: { ...createLoginActors(loginApi), otp: wiredOtpMachine },
});
