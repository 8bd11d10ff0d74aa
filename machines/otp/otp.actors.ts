import { fromPromise } from 'xstate';

/** A code on its way: its reference, and when it was sent (ms since the epoch). */
export interface SentCode {
  reference: string;
  sentAt: number;
}

export interface CodeCheck {
  telephone: string;
  reference: string;
  code: string;
}

/**
 * What the OTP form needs from the API (`POST /OTP/Send`, `POST /OTP/Validate`, and
 * `POST /ValidateEmailTelephone` for a new account's phone).
 */
export interface OtpApi {
  /** Whether an account already uses this phone. */
  isRegistered(telephone: string, signal: AbortSignal): Promise<boolean>;
  send(telephone: string, signal: AbortSignal): Promise<SentCode>;
  /** Resolves when the code is right; rejects with the server's message otherwise. */
  check(request: CodeCheck, signal: AbortSignal): Promise<void>;
}

export function createOtpActors(api: OtpApi) {
  return {
    checkPhone: fromPromise<boolean, { telephone: string }>(({ input, signal }) =>
      api.isRegistered(input.telephone, signal),
    ),
    sendCode: fromPromise<SentCode, { telephone: string }>(({ input, signal }) =>
      api.send(input.telephone, signal),
    ),
    checkCode: fromPromise<void, CodeCheck>(({ input, signal }) => api.check(input, signal)),
  };
}
