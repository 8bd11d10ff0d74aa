// The register modal (spec sections 2, 4 and 5): a person in 2 steps (what they will use the
// shop for; then the phone code and the account form), a company in 3 (company details,
// purposes, then the same). The phone is verified first (the wizard's 150 s code, for a new
// account: a phone that has one gets no code); the e-mail and password form follows, with a
// live check of the e-mail and phone. Register without accepting the terms opens them; accept
// then Continue submits. A code the server refuses on submit (it ran out while the shopper
// typed, or the phone was taken meanwhile) sends a new one to the same phone, the form kept,
// and registration goes on straight after the check (spec section 4). Other errors come back
// to the form; success shows its screen for 2 s, then the page reloads.
import { assertEvent, assign, emit, setup, stateIn } from 'xstate';
import type { CodeCheck } from '../otp/otp.actors';
import { otpMachine, WIZARD_OTP_LIFETIME_SECONDS } from '../otp/otp.machine';
import type { AccountKind } from '../shared/account-kind';
import { type ErrorInfo, errorActions, noError, phoneCodeRefused } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import {
  type AccountForm,
  type ContactCheck,
  createRegisterActors,
  type RegisterRequest,
} from './register.actors';

export type TermsDocument = 'terms' | 'privacy';

export interface RegisterInput {
  account?: AccountKind;
  /** A phone already verified (the login modal hands one over). */
  verified?: CodeCheck;
}

export interface RegisterContext extends ErrorInfo {
  account: AccountKind;
  company: string;
  businessTypeId: number | null;
  purposes: number[];
  verified: CodeCheck | null;
  /** The phone whose code the server refused: a new code goes to it at once. */
  telephone: string;
  /** The e-mail last checked, and what the check found. */
  email: string;
  contact: ContactCheck | null;
  termsDocument: TermsDocument;
  accepted: boolean;
  /** The submitted form, held until the server answers (and while a refused code is renewed). */
  pending: AccountForm | null;
}

export type RegisterEvent =
  | { type: 'register.chooseAccount'; account: AccountKind }
  | { type: 'register.setCompany'; company: string; businessTypeId: number }
  | { type: 'register.setPurposes'; purposes: number[] }
  | { type: 'register.back' }
  | { type: 'register.checkContact'; email: string }
  | { type: 'register.submit'; form: AccountForm }
  | { type: 'register.showTerms'; document: TermsDocument }
  | { type: 'register.setAccepted'; accepted: boolean }
  | { type: 'register.continue' }
  | { type: 'register.closeTerms' };

export type RegisterEmitted = { type: 'register.succeeded' } | { type: 'register.reload' };

const isInUse = (check: ContactCheck | null) =>
  check !== null && (check.emailInUse || check.telephoneInUse);

function registerRequestOf(context: RegisterContext): RegisterRequest {
  const form = context.pending as AccountForm;
  const verified = context.verified as CodeCheck;
  const company = context.account === 'company';
  return {
    type: company ? 2 : 1,
    email: form.email,
    password: form.password,
    confirmPassword: form.confirmPassword,
    telephone: verified.telephone,
    otp: verified.code,
    reference: verified.reference,
    isAccept: true,
    policy: true,
    news: form.news,
    isSendByEmail: form.isSendByEmail,
    userTargetTypeId: context.purposes,
    ...(company ? { company: context.company, businessTypeId: context.businessTypeId ?? 0 } : {}),
  };
}

/**
 * Back from the phone code or the account form (a checked phone is kept; a phone whose code
 * was refused is not sent a code again by itself). Not from the terms view, which has only
 * Close (the path tests on the screens found the machine taking it there).
 */
const backToPurposes = {
  target: '#register.purposes',
  actions: ['forgetError', 'forgetPending', 'forgetRenewal'],
} as const;

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    emitted: {} as RegisterEmitted,
  },
  actors: { ...createRegisterActors(unwired('register')), otp: otpMachine },
  delays: { successScreen: 2000 },
  guards: {
    isCompany: ({ context }) => context.account === 'company',
    isPerson: ({ context }) => context.account === 'person',
    hasVerifiedPhone: ({ context }) => context.verified !== null,
    hasPending: ({ context }) => context.pending !== null,
    notRenewing: ({ context }) => context.pending === null,
    codeRefused: (_, params: { error: unknown }) => phoneCodeRefused(params.error),
    acceptedInForm: ({ event }) => event.type === 'register.submit' && event.form.accepted,
    contactTaken: stateIn({ verify: { account: { contact: 'taken' } } }),
    // The last check's answer is in context only while the contact region shows it.
    canContinue: ({ context }) =>
      context.accepted && context.pending !== null && !isInUse(context.contact),
    inUse: (_, params: ContactCheck) => isInUse(params),
  },
  actions: {
    keepAccount: assign(({ event }) => {
      assertEvent(event, 'register.chooseAccount');
      return { account: event.account };
    }),
    keepCompany: assign(({ event }) => {
      assertEvent(event, 'register.setCompany');
      return { company: event.company, businessTypeId: event.businessTypeId };
    }),
    keepPurposes: assign(({ event }) => {
      assertEvent(event, 'register.setPurposes');
      return { purposes: event.purposes };
    }),
    keepVerified: assign({ verified: (_, params: CodeCheck) => params }),
    renewCode: assign(({ context }) => ({
      telephone: context.verified?.telephone ?? '',
      verified: null,
    })),
    forgetRenewal: assign({ telephone: '' }),
    keepEmail: assign(({ event }) => {
      assertEvent(event, 'register.checkContact');
      return { email: event.email, contact: null };
    }),
    keepContact: assign({ contact: (_, params: ContactCheck) => params }),
    keepPending: assign(({ event }) => {
      assertEvent(event, 'register.submit');
      return { pending: event.form, accepted: event.form.accepted };
    }),
    showDocument: assign(({ event }) => {
      assertEvent(event, 'register.showTerms');
      return { termsDocument: event.document };
    }),
    showTermsFirst: assign({ termsDocument: 'terms' as TermsDocument }),
    keepAccepted: assign(({ event }) => {
      assertEvent(event, 'register.setAccepted');
      return { accepted: event.accepted };
    }),
    forgetPending: assign({ pending: null }),
    ...errorActions<RegisterContext, RegisterEvent>(),
    emitSucceeded: emit({ type: 'register.succeeded' }),
    emitReload: emit({ type: 'register.reload' }),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    account: input.account ?? 'person',
    company: '',
    businessTypeId: null,
    purposes: [],
    verified: input.verified ?? null,
    telephone: '',
    email: '',
    contact: null,
    termsDocument: 'terms',
    accepted: false,
    pending: null,
    ...noError,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isCompany', target: 'company' }, { target: 'purposes' }],
    },
    company: {
      on: {
        'register.chooseAccount': { target: 'starting', actions: 'keepAccount' },
        'register.setCompany': { target: 'purposes', actions: 'keepCompany' },
      },
    },
    purposes: {
      on: {
        'register.chooseAccount': {
          guard: 'isPerson',
          target: 'starting',
          actions: 'keepAccount',
        },
        'register.setPurposes': { target: 'verify', actions: 'keepPurposes' },
        'register.back': { guard: 'isCompany', target: 'company' },
      },
    },
    verify: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'hasVerifiedPhone', target: 'account' }, { target: 'phone' }],
        },
        phone: {
          // Not while a refused code is renewed: the held form would go with it.
          on: { 'register.back': { guard: 'notRenewing', ...backToPurposes } },
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({
              lifetimeSeconds: WIZARD_OTP_LIFETIME_SECONDS,
              newAccount: true,
              telephone: context.telephone || undefined,
            }),
            onDone: [
              {
                guard: 'hasPending',
                target: '#register.submitting',
                actions: { type: 'keepVerified', params: ({ event }) => event.output },
              },
              {
                target: 'account',
                actions: { type: 'keepVerified', params: ({ event }) => event.output },
              },
            ],
          },
        },
        account: {
          type: 'parallel',
          states: {
            contact: {
              initial: 'unchecked',
              // Only this region moves: re-entering it (`reenter` here) re-entered the whole
              // account step, and a check arriving with the terms open closed them (found by
              // the path tests on the screens).
              on: { 'register.checkContact': { target: '.checking', actions: 'keepEmail' } },
              states: {
                unchecked: {},
                checking: {
                  // A newer address restarts the check; the older answer is not waited for.
                  on: {
                    'register.checkContact': {
                      target: 'checking',
                      reenter: true,
                      actions: 'keepEmail',
                    },
                  },
                  invoke: {
                    id: 'checkContact',
                    src: 'checkContact',
                    input: ({ context }) => ({
                      email: context.email,
                      telephone: context.verified?.telephone ?? '',
                    }),
                    onDone: [
                      {
                        guard: { type: 'inUse', params: ({ event }) => event.output },
                        target: 'taken',
                        actions: { type: 'keepContact', params: ({ event }) => event.output },
                      },
                      {
                        target: 'free',
                        actions: { type: 'keepContact', params: ({ event }) => event.output },
                      },
                    ],
                    // The server checks again on submit: a failed live check blocks nothing.
                    onError: 'unchecked',
                  },
                },
                taken: {},
                free: {},
              },
            },
            form: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'register.back': backToPurposes,
                    'register.submit': [
                      // The button is disabled while the check reports a clash.
                      { guard: 'contactTaken' },
                      {
                        guard: 'acceptedInForm',
                        target: '#register.submitting',
                        actions: 'keepPending',
                      },
                      { target: 'terms', actions: ['keepPending', 'showTermsFirst'] },
                    ],
                    'register.showTerms': { target: 'terms', actions: 'showDocument' },
                  },
                },
                // One document at a time: the view has no way to the other (the path tests
                // play every transition on the screens), Close goes back to both links.
                terms: {
                  on: {
                    'register.setAccepted': { actions: 'keepAccepted' },
                    'register.continue': [
                      // A check that found the address taken while the terms were open
                      // sends the shopper back to the form, where the clash is shown (the
                      // path tests on the screens found a known-taken address submitted).
                      { guard: 'canContinue', target: '#register.submitting' },
                      { target: 'editing' },
                    ],
                    'register.closeTerms': 'editing',
                  },
                },
              },
            },
          },
        },
      },
    },
    submitting: {
      entry: 'forgetError',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registerRequestOf(context),
        onDone: 'succeeded',
        onError: [
          {
            guard: { type: 'codeRefused', params: ({ event }) => ({ error: event.error }) },
            target: '#register.verify.phone',
            actions: [
              'renewCode',
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: '#register.verify.account',
            actions: [
              'forgetPending',
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    succeeded: {
      entry: ['forgetPending', 'emitSucceeded'],
      after: { successScreen: 'reloading' },
    },
    reloading: { type: 'final', entry: 'emitReload' },
  },
});
