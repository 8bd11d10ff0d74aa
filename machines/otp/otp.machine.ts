// The phone one-time-code form (spec section 4, OTP flow): phone entry, send, code entry with
// its reference while the code lives (180 s; 150 s in the registration wizard), EXPIRED at the
// end with resend and edit-phone, validate. Done, with the checked code, when it is right:
// the login, register and social sign-in flows invoke it and spend the code. A code for a new
// account checks the phone first (spec section 5: checked before the code is sent): a phone
// that has an account gets no code, and the shopper logs in with it or changes the number.
import { assertEvent, assign, setup } from 'xstate';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { type CodeCheck, createOtpActors, type SentCode } from './otp.actors';

export const OTP_LIFETIME_SECONDS = 180;
export const WIZARD_OTP_LIFETIME_SECONDS = 150;

export interface OtpInput {
  lifetimeSeconds: number;
  /**
   * A phone number already given (the login form's, or registration's whose code the server
   * refused): its code is sent at once, after the check when it is for a new account.
   */
  telephone?: string;
  /** The code is for a new account: a phone that has one is refused before a code is sent. */
  newAccount?: boolean;
}

export interface OtpContext extends ErrorInfo {
  lifetimeSeconds: number;
  newAccount: boolean;
  telephone: string;
  reference: string | null;
  sentAt: number | null;
  code: string;
}

export type OtpEvent =
  | { type: 'otp.send'; telephone: string }
  | { type: 'otp.validate'; code: string }
  | { type: 'otp.resend' }
  | { type: 'otp.editPhone' };

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    output: {} as CodeCheck,
  },
  actors: createOtpActors(unwired('otp')),
  delays: {
    codeLifetime: ({ context }) => context.lifetimeSeconds * 1000,
  },
  guards: {
    hasTelephone: ({ context }) => context.telephone !== '',
    forNewAccount: ({ context }) => context.newAccount,
    isRegistered: (_, params: { registered: boolean }) => params.registered,
  },
  actions: {
    keepTelephone: assign(({ event }) => {
      assertEvent(event, 'otp.send');
      return { telephone: event.telephone };
    }),
    keepCode: assign(({ event }) => {
      assertEvent(event, 'otp.validate');
      return { code: event.code };
    }),
    keepSentCode: assign((_, params: SentCode) => ({
      reference: params.reference,
      sentAt: params.sentAt,
      code: '',
    })),
    ...errorActions<OtpContext, OtpEvent>(),
    forgetCode: assign({ reference: null, sentAt: null, code: '' }),
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    lifetimeSeconds: input.lifetimeSeconds,
    newAccount: input.newAccount ?? false,
    telephone: input.telephone ?? '',
    reference: null,
    sentAt: null,
    code: '',
    ...noError,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasTelephone', target: 'admitting' }, { target: 'phoneEntry' }],
    },
    phoneEntry: {
      entry: 'forgetCode',
      on: { 'otp.send': { target: 'admitting', actions: 'keepTelephone' } },
    },
    admitting: {
      always: [{ guard: 'forNewAccount', target: 'checkingPhone' }, { target: 'sending' }],
    },
    checkingPhone: {
      entry: 'forgetError',
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ telephone: context.telephone }),
        onDone: [
          {
            guard: { type: 'isRegistered', params: ({ event }) => ({ registered: event.output }) },
            target: 'phoneInUse',
          },
          { target: 'sending' },
        ],
        // Nothing is sent unchecked: the shopper asks again.
        onError: {
          target: 'phoneEntry',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The number has an account: log in with it (the view's way out) or change it.
    phoneInUse: {
      on: {
        'otp.send': { target: 'admitting', actions: 'keepTelephone' },
        'otp.editPhone': 'phoneEntry',
      },
    },
    sending: {
      entry: 'forgetError',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ telephone: context.telephone }),
        onDone: {
          target: 'codeEntry',
          actions: { type: 'keepSentCode', params: ({ event }) => event.output },
        },
        onError: {
          target: 'phoneEntry',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    codeEntry: {
      after: { codeLifetime: 'expired' },
      on: { 'otp.editPhone': { target: 'phoneEntry', actions: 'forgetError' } },
      initial: 'idle',
      states: {
        idle: {
          on: { 'otp.validate': { target: 'checking', actions: 'keepCode' } },
        },
        checking: {
          entry: 'forgetError',
          invoke: {
            id: 'checkCode',
            src: 'checkCode',
            input: ({ context }) => ({
              telephone: context.telephone,
              reference: context.reference ?? '',
              code: context.code,
            }),
            onDone: '#otp.verified',
            onError: {
              target: 'idle',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    expired: {
      on: {
        'otp.resend': 'sending',
        'otp.editPhone': 'phoneEntry',
      },
    },
    verified: { type: 'final' },
  },
  output: ({ context }) => ({
    telephone: context.telephone,
    reference: context.reference ?? '',
    code: context.code,
  }),
});
