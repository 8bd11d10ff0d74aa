import { fromPromise } from 'xstate';
import type { CodeCheck } from '../otp/otp.actors';
import type { SocialProvider } from './social-state';

/** The one-time ticket our server hands back from the provider, standing for the identity. */
export interface SocialTicket {
  provider: SocialProvider;
  ticket: string;
}

/** `type` 4 signs in the account linked to the identity; 2 links or makes one with a phone code. */
export type ExternalLogin =
  | (SocialTicket & { type: 4 })
  | (SocialTicket & { type: 2; verified: CodeCheck });

/** Whether the first sign-in made a new account (rather than linking one the phone had). */
export interface SocialLoggedIn {
  created: boolean;
}

/** What the social sign-in needs from the API and the browser. */
export interface SocialSignInApi {
  /** Whether an account is linked to the identity (`POST /ValidateAccout`). */
  hasAccount(ticket: SocialTicket, signal: AbortSignal): Promise<boolean>;
  /** Signs in (`POST /LoginExternal`); the server sets the session cookie. */
  logIn(request: ExternalLogin, signal: AbortSignal): Promise<SocialLoggedIn>;
}

export function createSocialSignInActors(api: SocialSignInApi) {
  return {
    checkAccount: fromPromise<boolean, SocialTicket>(({ input, signal }) =>
      api.hasAccount(input, signal),
    ),
    logIn: fromPromise<SocialLoggedIn, ExternalLogin>(({ input, signal }) =>
      api.logIn(input, signal),
    ),
  };
}
