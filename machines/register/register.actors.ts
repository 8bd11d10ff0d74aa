import { fromPromise } from 'xstate';

/** What the shopper fills in on the last step. */
export interface AccountForm {
  email: string;
  password: string;
  confirmPassword: string;
  news: boolean;
  isSendByEmail: boolean;
  /** Terms and privacy accepted. */
  accepted: boolean;
}

/** The `POST /Register` body. */
export interface RegisterRequest {
  type: 1 | 2;
  email: string;
  password: string;
  confirmPassword: string;
  telephone: string;
  otp: string;
  reference: string;
  isAccept: true;
  policy: boolean;
  news: boolean;
  isSendByEmail: boolean;
  userTargetTypeId: number[];
  company?: string;
  businessTypeId?: number;
}

export interface ContactCheck {
  emailInUse: boolean;
  telephoneInUse: boolean;
}

/** What registration needs from the API. */
export interface RegisterApi {
  /** `POST /ValidateEmailTelephone`. */
  checkContact(
    contact: { email: string; telephone: string },
    signal: AbortSignal,
  ): Promise<ContactCheck>;
  /** `POST /Register`; the server sets the session cookie. Rejects with the server's errors. */
  register(request: RegisterRequest, signal: AbortSignal): Promise<void>;
}

export function createRegisterActors(api: RegisterApi) {
  return {
    checkContact: fromPromise<ContactCheck, { email: string; telephone: string }>(
      ({ input, signal }) => api.checkContact(input, signal),
    ),
    register: fromPromise<void, RegisterRequest>(({ input, signal }) =>
      api.register(input, signal),
    ),
  };
}
