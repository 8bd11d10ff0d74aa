import { fromPromise } from 'xstate';

export interface NewPassword {
  token: string;
  password: string;
  confirmPassword: string;
}

/** What the forgot-password modal and the reset page need from the API. */
export interface PasswordApi {
  /** `POST /ForgotPassword`: the server answers alike whether or not the address exists. */
  requestReset(email: string, signal: AbortSignal): Promise<void>;
  /** `POST /ResetPassword` with the token of the e-mailed link. */
  reset(request: NewPassword, signal: AbortSignal): Promise<void>;
}

export function createPasswordActors(api: PasswordApi) {
  return {
    requestReset: fromPromise<void, { email: string }>(({ input, signal }) =>
      api.requestReset(input.email, signal),
    ),
    resetPassword: fromPromise<void, NewPassword>(({ input, signal }) => api.reset(input, signal)),
  };
}
