// The session's machine, started by ./session.ts once a session may exist (its expiry marker
// is there) or something is sent to it: a guest's first load carries neither it nor xstate.
// What it emits becomes navigation, analytics and reloads; the views learn what it knows
// through `publish`.
import { createMachineActor } from '../app/machine-actor.ts';
import { wiredSessionMachine } from '../flows/session.ts';
import { type SessionView, sessionStatusOf } from './session-status.ts';

export function startSessionRuntime({
  hasSession,
  goTo401,
  publish,
  onEnd,
}: {
  hasSession: boolean;
  goTo401: () => void;
  publish: (view: SessionView) => void;
  /** The session has ended for this page (logged out). */
  onEnd: () => void;
}) {
  const session = createMachineActor(wiredSessionMachine, { input: { hasSession } });
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
  session.subscribe({
    next: (snapshot) => publish({ status: sessionStatusOf(snapshot), user: snapshot.context.user }),
    complete: onEnd,
  });
  return session.start();
}
