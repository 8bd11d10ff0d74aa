// The session actor: started once, before the first render, and given to the views
// (SessionContext) and the router's context (route guards). Every 401 the API answers is
// reported to it; what it emits becomes navigation, analytics and reloads.
import { onUnauthorized } from '../api/client.ts';
import { createMachineActor } from '../app/machine-actor.ts';
import { wiredSessionMachine } from '../flows/session.ts';
import { readExpiryMarker } from './session-cookies.ts';

export function startSession(goTo401: () => void) {
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
  return session.start();
}

export type SessionActor = ReturnType<typeof startSession>;
