// The account flows' actors over the API client: each machine's adapter interface
// (machines/*/…actors.ts) answered by the contract's calls.
import { createLoginActors, type LoginApi } from '../../../machines/login/login.actors.ts';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import { createOtpActors, type OtpApi } from '../../../machines/otp/otp.actors.ts';
import { otpMachine } from '../../../machines/otp/otp.machine.ts';
import { forgotPasswordMachine } from '../../../machines/password/forgot-password.machine.ts';
import {
  createPasswordActors,
  type PasswordApi,
} from '../../../machines/password/password.actors.ts';
import { passwordResetMachine } from '../../../machines/password/password-reset.machine.ts';
import {
  createRegisterActors,
  type RegisterApi,
} from '../../../machines/register/register.actors.ts';
import { registerMachine } from '../../../machines/register/register.machine.ts';
import {
  createSocialSignInActors,
  type SocialSignInApi,
} from '../../../machines/social/social-sign-in.actors.ts';
import { socialSignInMachine } from '../../../machines/social/social-sign-in.machine.ts';
import { PROVIDER_NAMES } from '../../../machines/social/social-state.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/unwrap.ts';

/** `POST /ValidateEmailTelephone` for a phone alone: does an account use it? */
async function phoneHasAccount(telephone: string, signal: AbortSignal) {
  const detail = unwrap(await api.POST('/ValidateEmailTelephone', { body: { telephone }, signal }));
  return detail.telephoneInUse;
}

const otpApi: OtpApi = {
  isRegistered: phoneHasAccount,
  async send(telephone, signal) {
    const { reference } = unwrap(
      await api.POST('/OTP/Send', { body: { telephone, type: 1 }, signal }),
    );
    return { reference, sentAt: Date.now() };
  },
  async check({ telephone, reference, code }, signal) {
    unwrap(
      await api.POST('/OTP/Validate', {
        body: { telephone, reference, otp: code, type: 1 },
        signal,
      }),
    );
  },
};

const loginApi: LoginApi = {
  hasAccount: phoneHasAccount,
  async signIn(request, signal) {
    unwrap(await api.POST('/login', { body: { ...request, type: 2 }, signal }));
  },
};

const registerApi: RegisterApi = {
  async checkContact(contact, signal) {
    return unwrap(await api.POST('/ValidateEmailTelephone', { body: contact, signal }));
  },
  async register(request, signal) {
    unwrap(await api.POST('/Register', { body: request, signal }));
  },
};

const passwordApi: PasswordApi = {
  async requestReset(email, signal) {
    unwrap(await api.POST('/ForgotPassword', { body: { email }, signal }));
  },
  async reset(request, signal) {
    unwrap(await api.POST('/ResetPassword', { body: request, signal }));
  },
};

const socialSignInApi: SocialSignInApi = {
  async hasAccount({ provider, ticket }, signal) {
    const detail = unwrap(
      await api.POST('/ValidateAccout', {
        body: { Provider: PROVIDER_NAMES[provider], Ticket: ticket },
        signal,
      }),
    );
    return detail.isHaveAccount;
  },
  async logIn(request, signal) {
    const social = { Provider: PROVIDER_NAMES[request.provider], Ticket: request.ticket };
    const body =
      request.type === 4
        ? { ...social, type: 4 as const }
        : {
            ...social,
            type: 2 as const,
            telephone: request.verified.telephone,
            OTP: request.verified.code,
            reference: request.verified.reference,
            // The code step and the register modal show the terms this accepts.
            isAccept: true,
          };
    const { created } = unwrap(await api.POST('/LoginExternal', { body, signal }));
    return { created };
  },
};

const otp = otpMachine.provide({ actors: createOtpActors(otpApi) });

export const wiredLoginMachine = loginMachine.provide({
  actors: { ...createLoginActors(loginApi), otp },
});
export const wiredRegisterMachine = registerMachine.provide({
  actors: { ...createRegisterActors(registerApi), otp },
});
export const wiredForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: createPasswordActors(passwordApi),
});
export const wiredPasswordResetMachine = passwordResetMachine.provide({
  actors: createPasswordActors(passwordApi),
});
export const wiredSocialSignInMachine = socialSignInMachine.provide({
  actors: { ...createSocialSignInActors(socialSignInApi), otp },
});
