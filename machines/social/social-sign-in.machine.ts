// Social sign-in with LINE, Facebook, Google or Apple (spec sections 4, 7 and 8), where the
// provider's trip ends: the server comes back to /login/{provider}/redirect/get-login with a
// one-time ticket for the identity it got from the provider (the buttons that left are
// social-leave.machine.ts). An identity linked to an account signs in; one that is not needs
// a phone code first (the one registration already checked, carried in the state, or a new
// one), then signs in, linking or making the account. A failed sign-in is shown and the page
// reloads after 3 s.
import { type AnyEventObject, assign, emit, setup } from 'xstate';
import type { CodeCheck } from '../otp/otp.actors';
import { OTP_LIFETIME_SECONDS, otpMachine } from '../otp/otp.machine';
import { type ErrorInfo, errorActions, noError, phoneCodeRefused } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import {
  createSocialSignInActors,
  type ExternalLogin,
  type SocialLoggedIn,
} from './social-sign-in.actors';
import {
  carriedCodeOf,
  intentOfState,
  LOGIN_INTENT,
  type SocialIntent,
  type SocialProvider,
} from './social-state';

/** Where the server sent the shopper back: the ticket, or the provider's refusal. */
export interface SocialLanding {
  provider: SocialProvider;
  ticket: string | null;
  state: string | null;
  /** `cancelled` when the shopper said no at the provider, `failed` otherwise. */
  error: string | null;
  /** The code registration checked, kept by the tab while the shopper was away. */
  carried: CodeCheck | null;
}

export type SocialSignInInput = { landing: SocialLanding };

export interface SocialSignInContext extends ErrorInfo {
  provider: SocialProvider;
  intent: SocialIntent;
  ticket: string | null;
  landingError: string | null;
  hasAccount: boolean;
  /** A phone code the shopper entered here, when the state carried none that still works. */
  verified: CodeCheck | null;
}

export type SocialSignInEmitted =
  | { type: 'social.succeeded'; created: boolean }
  | { type: 'social.reload' };

/** The code registration checked, while no other has been entered. */
const codeOf = (context: SocialSignInContext): CodeCheck | null =>
  context.verified ?? carriedCodeOf(context.intent);

function externalLoginOf(context: SocialSignInContext): ExternalLogin {
  const ticket = { provider: context.provider, ticket: context.ticket ?? '' };
  if (context.hasAccount) return { ...ticket, type: 4 };
  return { ...ticket, type: 2, verified: codeOf(context) as CodeCheck };
}

function contextOf(input: SocialSignInInput): SocialSignInContext {
  const base = { ...noError, hasAccount: false, verified: null };
  const { provider, ticket, state, error, carried } = input.landing;
  const intent = state === null ? null : intentOfState(provider, state);
  // The kept code counts only for the phone the state names.
  const code =
    intent && carried && carried.telephone === intent.telephone
      ? { code: carried.code, reference: carried.reference }
      : {};
  return {
    ...base,
    provider,
    intent: intent ? { ...intent, ...code } : LOGIN_INTENT,
    ticket,
    // A ticket with a state this shop did not write is not one to use.
    landingError: error ?? (ticket === null || intent === null ? 'failed' : null),
  };
}

export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    input: {} as SocialSignInInput,
    emitted: {} as SocialSignInEmitted,
  },
  actors: { ...createSocialSignInActors(unwired('social sign-in')), otp: otpMachine },
  delays: { reloadAfterFailure: 3000 },
  guards: {
    wasCancelled: ({ context }) => context.landingError === 'cancelled',
    landedBadly: ({ context }) => context.landingError !== null,
    hasAccount: ({ context }) => context.hasAccount,
    hasCode: ({ context }) => codeOf(context) !== null,
    /** The server refused the phone code (spent, expired, wrong): another one may do. */
    codeWasRefused: ({ context }, params: { error: unknown }) =>
      !context.hasAccount && phoneCodeRefused(params.error),
  },
  actions: {
    keepHasAccount: assign({
      hasAccount: (_, params: { hasAccount: boolean }) => params.hasAccount,
    }),
    keepVerified: assign({ verified: (_, params: CodeCheck) => params }),
    /** A refused code is spent or dead: the next one comes from the code step. */
    forgetCodes: assign(({ context }) => ({
      verified: null,
      intent: { ...context.intent, code: '', reference: '' },
    })),
    // The landing takes no events of the shopper's: it goes on by itself, or through its code step.
    ...errorActions<SocialSignInContext, AnyEventObject>(),
    emitSucceeded: emit((_, params: SocialLoggedIn) => ({
      type: 'social.succeeded' as const,
      created: params.created,
    })),
    emitReload: emit({ type: 'social.reload' }),
  },
}).createMachine({
  id: 'socialSignIn',
  context: ({ input }) => contextOf(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'wasCancelled', target: 'cancelled' },
        { guard: 'landedBadly', target: 'failed' },
        { target: 'checkingAccount' },
      ],
    },
    checkingAccount: {
      tags: ['busy'],
      invoke: {
        id: 'checkAccount',
        src: 'checkAccount',
        input: ({ context }) => ({
          provider: context.provider,
          ticket: context.ticket ?? '',
        }),
        onDone: {
          target: 'routing',
          actions: {
            type: 'keepHasAccount',
            params: ({ event }) => ({ hasAccount: event.output }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    routing: {
      always: [
        { guard: 'hasAccount', target: 'loggingIn' },
        { guard: 'hasCode', target: 'loggingIn' },
        { target: 'code' },
      ],
    },
    code: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({
          lifetimeSeconds: OTP_LIFETIME_SECONDS,
          telephone: context.intent.telephone,
        }),
        onDone: {
          target: 'loggingIn',
          actions: { type: 'keepVerified', params: ({ event }) => event.output },
        },
      },
    },
    loggingIn: {
      tags: ['busy'],
      entry: 'forgetError',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => externalLoginOf(context),
        onDone: {
          target: 'succeeded',
          actions: { type: 'emitSucceeded', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'codeWasRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: [
              'forgetCodes',
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'failed',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    succeeded: { type: 'final' },
    failed: {
      after: { reloadAfterFailure: 'reloading' },
    },
    reloading: { type: 'final', entry: 'emitReload' },
    cancelled: { type: 'final' },
  },
});
