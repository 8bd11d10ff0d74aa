// Becoming an affiliate, the member's side (/user/profile/affiliate): the page loads where the
// member stands; on the form each document is sent on its own as it is chosen (one at a time),
// then the application once every one is in; staff answer within 3 business days, so the page
// waits and can be read again; a refusal shows its reason and the member may apply again; a
// verified member is an affiliate. A refused document or field keeps what was typed, with the
// server's words; an application another tab sent meanwhile (409) is read again.
import { assertEvent, assign, setup } from 'xstate';
import { statusOf } from '../shared/api-failure';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import {
  type AffiliateApplicationApi,
  type ApplicationForm,
  createAffiliateApplicationActors,
  type DocumentUpload,
} from './affiliate-application.actors';
import {
  type ApplicationState,
  type DocumentKind,
  missingDocuments,
  stageOf,
} from './affiliate-application-rules';

export interface AffiliateApplicationContext extends ErrorInfo {
  /** The server's last answer (null until the first). */
  state: ApplicationState | null;
  /** The document being sent, then the one last refused (its field shows the error). */
  document: DocumentKind | null;
  /** Held only while it is sent. */
  upload: DocumentUpload | null;
  form: ApplicationForm | null;
}

export type AffiliateApplicationEvent =
  | { type: 'application.retry' }
  | ({ type: 'application.attach' } & DocumentUpload)
  | { type: 'application.submit'; form: ApplicationForm }
  | { type: 'application.reapply' }
  | { type: 'application.reload' };

/** The error a submit without every document keeps (the view words it). */
export const DOCUMENTS_MISSING = 'documents.missing';

const answered = (output: ApplicationState, stage: ReturnType<typeof stageOf>) =>
  stageOf(output) === stage;

export const affiliateApplicationMachine = setup({
  types: {
    context: {} as AffiliateApplicationContext,
    events: {} as AffiliateApplicationEvent,
  },
  actors: createAffiliateApplicationActors(
    unwired<AffiliateApplicationApi>('affiliateApplication'),
  ),
  actions: {
    keepState: assign((_, params: { state: ApplicationState }) => ({ state: params.state })),
    keepUpload: assign(({ event }) => {
      assertEvent(event, 'application.attach');
      return { upload: { kind: event.kind, file: event.file }, document: event.kind };
    }),
    forgetUpload: assign({ upload: null }),
    forgetDocument: assign({ document: null }),
    keepForm: assign(({ event }) => {
      assertEvent(event, 'application.submit');
      return { form: event.form, document: null };
    }),
    forgetForm: assign({ form: null }),
    keepDocumentsMissing: assign({ ...noError, errorCode: DOCUMENTS_MISSING, document: null }),
    ...errorActions<AffiliateApplicationContext, AffiliateApplicationEvent>(),
  },
  guards: {
    isVerified: (_, params: { state: ApplicationState }) => answered(params.state, 'verified'),
    isWaiting: (_, params: { state: ApplicationState }) => answered(params.state, 'waiting'),
    isRefused: (_, params: { state: ApplicationState }) => answered(params.state, 'refused'),
    allDocumentsSent: ({ context }) =>
      context.state !== null && missingDocuments(context.state).length === 0,
    /** The application was sent (or decided) meanwhile, from another tab. */
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
  },
}).createMachine({
  id: 'affiliateApplication',
  context: { state: null, document: null, upload: null, form: null, ...noError },
  initial: 'loading',
  states: {
    loading: {
      entry: 'forgetError',
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ state: event.output }) },
            target: 'verified',
            actions: { type: 'keepState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            guard: { type: 'isWaiting', params: ({ event }) => ({ state: event.output }) },
            target: 'waiting',
            actions: { type: 'keepState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ state: event.output }) },
            target: 'refused',
            actions: { type: 'keepState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'keepState', params: ({ event }) => ({ state: event.output }) },
          },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unavailable: {
      on: { 'application.retry': 'loading' },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'application.attach': { target: 'sending', actions: 'keepUpload' },
            'application.submit': [
              { guard: 'allDocumentsSent', target: 'submitting', actions: 'keepForm' },
              { actions: 'keepDocumentsMissing' },
            ],
          },
        },
        sending: {
          entry: 'forgetError',
          invoke: {
            id: 'sendDocument',
            src: 'sendDocument',
            input: ({ context }) => context.upload as DocumentUpload,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepState', params: ({ event }) => ({ state: event.output }) },
                'forgetDocument',
              ],
            },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#affiliateApplication.loading',
              },
              {
                target: 'idle',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
          exit: 'forgetUpload',
        },
        submitting: {
          entry: 'forgetError',
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context }) => context.form as ApplicationForm,
            onDone: {
              target: '#affiliateApplication.waiting',
              actions: { type: 'keepState', params: ({ event }) => ({ state: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#affiliateApplication.loading',
              },
              {
                target: 'idle',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
          exit: 'forgetForm',
        },
      },
    },
    waiting: {
      on: { 'application.reload': 'loading' },
    },
    refused: {
      on: { 'application.reapply': 'editing' },
    },
    verified: { type: 'final' },
  },
});
