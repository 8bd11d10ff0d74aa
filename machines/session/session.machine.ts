// The one place that knows whether someone is signed in (spec section 4, Authentication and
// Token): authenticated exactly when a profile is set. Started once at the app root; the API
// client reports every 401 here, and however many arrive together, the session ends once and
// the app goes to /401 once.
import { assertEvent, assign, emit, setup } from 'xstate';
import { isUnauthorized } from '../shared/api-failure';
import { unwired } from '../shared/unwired';
import { createSessionActors, type LoadedSession } from './session.actors';
import { LONGEST_TIMER_MS, type SessionUser } from './session-rules';

export interface SessionContext {
  /** From the input: the expiry marker was there when the app started. */
  hasSession: boolean;
  user: SessionUser | null;
  addresses: unknown[];
  refreshInMs: number;
}

export interface SessionInput {
  /** The session's expiry marker cookie is there: a session may exist. */
  hasSession: boolean;
}

export type SessionEvent =
  | { type: 'session.unauthorized' }
  | { type: 'session.logout' }
  | { type: 'session.refresh' }
  | { type: 'session.profileChanged'; user: SessionUser };

/**
 * What the app does for the session: analytics and a reload at / on logout, /401 on expiry, and
 * the analytics member id 2 s after a sign-in is known (the spec's delay).
 */
export type SessionEmitted =
  | { type: 'session.loggedOut' }
  | { type: 'session.expired' }
  | { type: 'session.identified'; user: SessionUser };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: createSessionActors(unwired('session')),
  delays: {
    refreshDue: ({ context }) => Math.min(Math.max(context.refreshInMs, 0), LONGEST_TIMER_MS),
    memberIdDelay: 2000,
  },
  guards: {
    mayHaveSession: ({ context }) => context.hasSession,
    wasUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
  actions: {
    keepSession: assign((_, params: LoadedSession) => ({
      user: params.user,
      addresses: params.addresses,
      refreshInMs: params.refreshInMs,
    })),
    keepRefreshTime: assign({
      refreshInMs: (_, params: { refreshInMs: number }) => params.refreshInMs,
    }),
    keepProfile: assign(({ event }) => {
      assertEvent(event, 'session.profileChanged');
      return { user: event.user };
    }),
    forgetSession: assign({ user: null, addresses: [], refreshInMs: 0 }),
    emitExpired: emit({ type: 'session.expired' }),
    emitLoggedOut: emit({ type: 'session.loggedOut' }),
    emitIdentified: emit(({ context }) => ({
      type: 'session.identified' as const,
      user: context.user as SessionUser,
    })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    hasSession: input.hasSession,
    user: null,
    addresses: [],
    refreshInMs: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'mayHaveSession', target: 'loading' }, { target: 'guest' }],
    },
    loading: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: {
          target: 'signedIn',
          actions: { type: 'keepSession', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'wasUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'expiring',
          },
          // The spec: a failed profile fetch removes the token cookies.
          { target: 'forgetting' },
        ],
      },
      on: { 'session.unauthorized': 'expiring' },
    },
    guest: {},
    signedIn: {
      initial: 'identifying',
      states: {
        identifying: {
          after: { memberIdDelay: { target: 'identified', actions: 'emitIdentified' } },
        },
        identified: {},
      },
      after: { refreshDue: 'refreshing' },
      on: {
        'session.refresh': 'refreshing',
        'session.logout': 'loggingOut',
        'session.unauthorized': 'expiring',
        'session.profileChanged': { actions: 'keepProfile' },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          // Identified once per page: a refresh does not report the member again.
          target: 'signedIn.identified',
          actions: { type: 'keepRefreshTime', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'wasUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'expiring',
          },
          // The spec: a failed token refresh removes the token cookies.
          { target: 'forgetting' },
        ],
      },
      on: {
        'session.logout': 'loggingOut',
        'session.unauthorized': 'expiring',
      },
    },
    expiring: {
      entry: ['forgetSession', 'emitExpired'],
      invoke: { id: 'endExpiredSession', src: 'dropSession', onDone: 'guest', onError: 'guest' },
    },
    forgetting: {
      entry: 'forgetSession',
      invoke: { id: 'endFailedSession', src: 'dropSession', onDone: 'guest', onError: 'guest' },
    },
    loggingOut: {
      entry: 'forgetSession',
      invoke: { id: 'endSession', src: 'endSession', onDone: 'loggedOut', onError: 'loggedOut' },
    },
    loggedOut: { type: 'final', entry: 'emitLoggedOut' },
  },
});
