// The social sign-in buttons (spec sections 4 and 7): the shopper chooses LINE, Facebook,
// Google or Apple and leaves for the provider through our server, with the spec's state. The
// buttons stay busy for the spec's social-login loading time (Apple a second longer); still
// here after it, the trip did not start, and they work again. Where the trip ends is another
// flow, the landing (social-sign-in.machine.ts).
import { assign, emit, setup } from 'xstate';
import type { CodeCheck } from '../otp/otp.actors';
import {
  carriedCodeOf,
  type SocialIntent,
  type SocialProvider,
  socialStateOf,
} from './social-state';

export interface SocialLeaveContext {
  intent: SocialIntent;
  provider: SocialProvider | null;
}

export type SocialLeaveEvent = { type: 'social.choose'; provider: SocialProvider };

/** Where to go, and the phone code registration checked (the tab keeps it for the landing). */
export type SocialLeaveEmitted = { type: 'social.leave'; url: string; carried: CodeCheck | null };

export const socialLeaveMachine = setup({
  types: {
    context: {} as SocialLeaveContext,
    events: {} as SocialLeaveEvent,
    input: {} as { intent: SocialIntent },
    emitted: {} as SocialLeaveEmitted,
  },
  delays: {
    /** The spec's social-login loading time, Apple's a second longer: then the buttons work again. */
    socialLoading: ({ context }) => (context.provider === 'apple' ? 3000 : 2000),
  },
  actions: {
    keepProvider: assign({
      provider: (_, params: { provider: SocialProvider }) => params.provider,
    }),
    emitLeave: emit(({ context }) => {
      const provider = context.provider as SocialProvider;
      const state = socialStateOf(provider, context.intent);
      return {
        type: 'social.leave' as const,
        url: `/auth/${provider}?state=${encodeURIComponent(state)}`,
        carried: carriedCodeOf(context.intent),
      };
    }),
  },
}).createMachine({
  id: 'socialLeave',
  context: ({ input }) => ({ intent: input.intent, provider: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'social.choose': {
          target: 'leaving',
          actions: { type: 'keepProvider', params: ({ event }) => ({ provider: event.provider }) },
        },
      },
    },
    leaving: {
      tags: ['busy'],
      entry: 'emitLeave',
      // Still here after the loading time: the trip did not start, so the buttons come back.
      after: { socialLoading: 'choosing' },
    },
  },
});
