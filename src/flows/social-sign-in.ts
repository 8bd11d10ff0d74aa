// The social sign-in flow wired to the API: `POST /ValidateAccout` and `POST /LoginExternal`.
import {
  createSocialSignInActors,
  type SocialSignInApi,
} from '../../machines/social/social-sign-in.actors.ts';
import { socialSignInMachine } from '../../machines/social/social-sign-in.machine.ts';
import { PROVIDER_NAMES } from '../../machines/social/social-state.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { wiredOtpMachine } from './otp.ts';

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

export const wiredSocialSignInMachine = socialSignInMachine.provide({
  actors: { ...createSocialSignInActors(socialSignInApi), otp: wiredOtpMachine },
});
