// The phone-code flow wired to the API: `POST /ValidateEmailTelephone` (a new account's phone),
// `POST /OTP/Send` and `POST /OTP/Validate`. The login, register and social sign-in flows
// invoke it.
import { createOtpActors, type OtpApi } from '../../machines/otp/otp.actors.ts';
import { otpMachine } from '../../machines/otp/otp.machine.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';

/** `POST /ValidateEmailTelephone` for a phone alone: does an account use it? */
export async function phoneHasAccount(telephone: string, signal: AbortSignal) {
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

export const wiredOtpMachine = otpMachine.provide({ actors: createOtpActors(otpApi) });
