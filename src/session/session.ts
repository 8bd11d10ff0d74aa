// The session actor: made once, before the first render, and given to the views
// (SessionContext) and the router's context (route guards). Every 401 the API answers is
// reported to it; what it emits becomes navigation, analytics and reloads.
import { onUnauthorized } from '../api/client.ts';
import { createMachineActor } from '../app/machine-actor.ts';
import { wiredSessionMachine } from '../flows/session.ts';
import { readExpiryMarker } from './session-cookies.ts';

/**
 * The session, not started yet: started before the first render when the browser draws the app,
 * after the hydration of a first screen the server drew (the screen shows the session as it
 * starts, so nothing it loads may change that screen before React has taken it over).
 */
export function createSession(goTo401: () => void) {
  const session = createMachineActor(wiredSessionMachine, {
    input: { hasSession: readExpiryMarker() !== undefined },
  });
  session.on('session.expired', goTo401);
  session.on('session.loggedOut', async () => {
    const { track } = await import('../analytics/track.ts');
    track('logout');
    window.location.assign('/');
  });
  session.on('session.identified', async ({ user }) => {
    const { identifyMember } = await import('../analytics/identify.ts');
    // Analytics must never break the page (e.g. no WebCrypto on a plain-http address).
    await identifyMember(user).catch((error: unknown) => console.warn('analytics:', error));
  });
  const stopListening = onUnauthorized(() => session.send({ type: 'session.unauthorized' }));
  session.subscribe({ complete: stopListening, error: stopListening });
  return session;
}

export type SessionActor = ReturnType<typeof createSession>;
