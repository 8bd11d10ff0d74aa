import { fromPromise } from 'xstate';
import type { CodeCheck } from '../otp/otp.actors';

/** Where the login is made: 2 a shopper's, 4 the seller route's (/seller); the same accounts. */
export type LoginType = 2 | 4;

/** One way to sign in (`POST /login`): e-mail or phone with a password, or a checked phone code. */
export type SignInRequest = { rememberMe: boolean; type: LoginType } & (
  | { email: string; password: string }
  | { telephone: string; password: string }
  | { telephone: string; otp: string; reference: string }
);

/** What the login modal needs from the API. */
export interface LoginApi {
  /** Whether an account has this phone (`POST /ValidateEmailTelephone`). */
  hasAccount(telephone: string, signal: AbortSignal): Promise<boolean>;
  /** Signs in; the server sets the session cookie. Rejects with the server's message. */
  signIn(request: SignInRequest, signal: AbortSignal): Promise<void>;
}

export function createLoginActors(api: LoginApi) {
  return {
    checkAccount: fromPromise<boolean, { telephone: string }>(({ input, signal }) =>
      api.hasAccount(input.telephone, signal),
    ),
    signIn: fromPromise<void, SignInRequest>(({ input, signal }) => api.signIn(input, signal)),
  };
}

/** A verified phone code handed to registration (the phone had no account). */
export type VerifiedPhone = CodeCheck;
