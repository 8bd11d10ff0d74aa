// The login modal (spec sections 2 and 4): a person signs in by e-mail or phone, a company or
// store by e-mail; remember me. A phone is checked first: with an account it signs in with its
// password, without one it goes to a phone code and on to registration (a mobile; a landline
// can get no code, and the form says to register with a mobile). `/login/otp` signs in
// with a phone code alone. The modal cannot be dismissed while it waits for a code.
// Refused credentials come back to the form with the server's message (what was typed stays);
// any other failure is shown and the page reloads after 3 s.
import { assertEvent, assign, emit, setup } from 'xstate';
import { OTP_LIFETIME_SECONDS, otpMachine } from '../otp/otp.machine';
import type { AccountKind } from '../shared/account-kind';
import { statusOf } from '../shared/api-failure';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import {
  createLoginActors,
  type LoginType,
  type SignInRequest,
  type VerifiedPhone,
} from './login.actors';

export type LoginMethod = 'email' | 'phone' | 'otp';

export interface LoginInput {
  /** `/login/otp` starts with the phone code; the modal with e-mail. */
  method?: LoginMethod;
  /** A phone that has an account (registration found it): its login by phone, filled in. */
  telephone?: string;
  /** 4 on the seller route (/seller); a shopper's login (2) elsewhere. */
  type?: LoginType;
}

export interface LoginContext extends ErrorInfo {
  type: LoginType;
  account: AccountKind;
  method: LoginMethod;
  rememberMe: boolean;
  email: string;
  telephone: string;
  /** Held only between submit and the answer, never shown or emitted. */
  password: string;
  verified: VerifiedPhone | null;
}

export type LoginEvent =
  | { type: 'login.chooseAccount'; account: AccountKind }
  | { type: 'login.chooseMethod'; method: LoginMethod }
  | { type: 'login.setRememberMe'; rememberMe: boolean }
  | { type: 'login.submit'; email?: string; telephone?: string; password?: string }
  | { type: 'login.back' };

export type LoginEmitted =
  | { type: 'login.succeeded' }
  | { type: 'login.reload' }
  | { type: 'login.register'; verified: VerifiedPhone };

const LANDLINE_DIGITS = 9;
/** The form's error for a landline that has no account (the view says: register by mobile). */
export const LANDLINE_WITHOUT_ACCOUNT = 'login.landlineWithoutAccount';

/** Answers that mean "not these credentials" or "not now": the form takes them. */
const REFUSALS = new Set([400, 429]);

function signInRequestOf(context: LoginContext): SignInRequest {
  const { rememberMe, type } = context;
  if (context.method === 'otp' && context.verified)
    return {
      rememberMe,
      type,
      telephone: context.verified.telephone,
      otp: context.verified.code,
      reference: context.verified.reference,
    };
  if (context.method === 'phone')
    return { rememberMe, type, telephone: context.telephone, password: context.password };
  return { rememberMe, type, email: context.email, password: context.password };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
  },
  actors: { ...createLoginActors(unwired('login')), otp: otpMachine },
  delays: {
    /** The spec delays the login call by 200 ms. */
    loginDelay: 200,
    reloadAfterFailure: 3000,
  },
  guards: {
    isPerson: ({ context }) => context.account === 'person',
    byPhone: ({ context }) => context.method === 'phone',
    byCode: ({ context }) => context.method === 'otp',
    hasAccount: (_, params: { hasAccount: boolean }) => params.hasAccount,
    // Codes go to mobiles (10 digits); a landline (9) can only sign in with its password.
    isLandline: ({ context }) => context.telephone.length === LANDLINE_DIGITS,
    wasRefused: (_, params: { error: unknown }) => REFUSALS.has(statusOf(params.error) ?? 0),
  },
  actions: {
    keepAccount: assign(({ event }) => {
      assertEvent(event, 'login.chooseAccount');
      // A company signs in by e-mail only.
      return event.account === 'company'
        ? { account: event.account, method: 'email' as const }
        : { account: event.account };
    }),
    keepMethod: assign(({ event }) => {
      assertEvent(event, 'login.chooseMethod');
      return { method: event.method };
    }),
    keepRememberMe: assign(({ event }) => {
      assertEvent(event, 'login.setRememberMe');
      return { rememberMe: event.rememberMe };
    }),
    keepCredentials: assign(({ event, context }) => {
      assertEvent(event, 'login.submit');
      return {
        email: event.email ?? context.email,
        telephone: event.telephone ?? context.telephone,
        password: event.password ?? '',
      };
    }),
    keepVerified: assign({ verified: (_, params: VerifiedPhone) => params }),
    forgetPassword: assign({ password: '' }),
    ...errorActions<LoginContext, LoginEvent>(),
    keepLandlineRefusal: assign({ ...noError, errorCode: LANDLINE_WITHOUT_ACCOUNT }),
    emitSucceeded: emit({ type: 'login.succeeded' }),
    emitReload: emit({ type: 'login.reload' }),
    emitRegister: emit(({ context }) => ({
      type: 'login.register' as const,
      verified: context.verified as VerifiedPhone,
    })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    type: input.type ?? 2,
    account: 'person',
    method: input.method ?? (input.telephone ? 'phone' : 'email'),
    rememberMe: false,
    email: '',
    telephone: input.telephone ?? '',
    password: '',
    verified: null,
    ...noError,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        'login.chooseAccount': { actions: ['keepAccount', 'forgetError'] },
        'login.chooseMethod': {
          guard: 'isPerson',
          actions: ['keepMethod', 'forgetError'],
        },
        'login.setRememberMe': { actions: 'keepRememberMe' },
        'login.submit': [
          { guard: 'byPhone', target: 'checkingAccount', actions: 'keepCredentials' },
          { guard: 'byCode', target: 'code', actions: 'keepCredentials' },
          { target: 'pausing', actions: 'keepCredentials' },
        ],
      },
    },
    checkingAccount: {
      entry: 'forgetError',
      invoke: {
        id: 'checkAccount',
        src: 'checkAccount',
        input: ({ context }) => ({ telephone: context.telephone }),
        onDone: [
          {
            guard: { type: 'hasAccount', params: ({ event }) => ({ hasAccount: event.output }) },
            target: 'pausing',
          },
          // A landline without an account: no code can reach it, so none is asked for.
          {
            guard: 'isLandline',
            target: 'form',
            actions: ['forgetPassword', 'keepLandlineRefusal'],
          },
          { target: 'code', actions: 'forgetPassword' },
        ],
        onError: {
          target: 'form',
          actions: [
            'forgetPassword',
            { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    code: {
      tags: ['undismissable'],
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({
          lifetimeSeconds: OTP_LIFETIME_SECONDS,
          telephone: context.telephone,
          // A phone without an account goes on to registration: another number typed in the
          // code step must not have one either.
          newAccount: context.method === 'phone',
        }),
        onDone: [
          {
            guard: 'byCode',
            target: 'pausing',
            actions: { type: 'keepVerified', params: ({ event }) => event.output },
          },
          {
            target: 'registering',
            actions: { type: 'keepVerified', params: ({ event }) => event.output },
          },
        ],
      },
      on: { 'login.back': 'form' },
    },
    pausing: {
      entry: 'forgetError',
      after: { loginDelay: 'signingIn' },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => signInRequestOf(context),
        onDone: 'succeeded',
        onError: [
          {
            guard: { type: 'wasRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'form',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      exit: 'forgetPassword',
    },
    succeeded: { type: 'final', entry: 'emitSucceeded' },
    failed: {
      after: { reloadAfterFailure: 'reloading' },
    },
    reloading: { type: 'final', entry: 'emitReload' },
    registering: { type: 'final', entry: 'emitRegister' },
  },
});
