// Phone codes: send one (with its reference) and check one without using it up. Register,
// login by phone code and external login use it up (otp.ts).

import { fieldError } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { checkOtp, sendOtp } from './otp.ts';
import type { AccountServices } from './services.ts';

export const otpHandlers = {
  sendOtp: ({ db, body, services, client, culture }) =>
    sendOtp(
      {
        db,
        now: services.now(),
        sms: services.messaging.sms,
        limits: services.limits,
        address: client.address,
        culture,
        resendSeconds: services.otpResendSeconds,
      },
      body.telephone,
    ),

  validateOtp: async ({ db, body, services }) => {
    const checked = await checkOtp(db, services.now(), body);
    if ('error' in checked) throw fieldError(checked.error.field, checked.error.message);
    return { verified: true as const };
  },
} satisfies Partial<Handlers<AccountServices>>;
