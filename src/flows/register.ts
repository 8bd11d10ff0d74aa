// The register flow wired to the API: `POST /ValidateEmailTelephone` and `POST /Register`.
import { createRegisterActors, type RegisterApi } from '../../machines/register/register.actors.ts';
import { registerMachine } from '../../machines/register/register.machine.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { wiredOtpMachine } from './otp.ts';

const registerApi: RegisterApi = {
  async checkContact(contact, signal) {
    return unwrap(await api.POST('/ValidateEmailTelephone', { body: contact, signal }));
  },
  async register(request, signal) {
    unwrap(await api.POST('/Register', { body: request, signal }));
  },
};

export const wiredRegisterMachine = registerMachine.provide({
  actors: { ...createRegisterActors(registerApi), otp: wiredOtpMachine },
});
