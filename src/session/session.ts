// The session as every page knows it: whether someone is signed in, and who. Made once,
// before the first render, and given to the views (SessionContext) and the router's context
// (route guards); every 401 the API answers is reported to it when there is a session to end.
// The session's machine (./session-runtime.ts) is a chunk of its own, loaded only once a
// session may exist (the expiry marker is there) or something is sent to it: a guest's session
// cannot change without a reload (signing in reloads the page), so a guest's page never loads
// it unasked.
import type { SessionEvent } from '../../machines/session/session.machine.ts';
import { onUnauthorized } from '../api/client.ts';
import { readExpiryMarker } from './session-cookies.ts';
import type { SessionView } from './session-status.ts';

/**
 * The session, not started yet: started before the first render when the browser draws the app,
 * after the hydration of a first screen the server drew (the screen shows the session as it
 * starts, so nothing it loads may change that screen before React has taken it over). Events
 * sent before then, or while the machine's code loads, are kept and sent in order.
 */
export function createSession(goTo401: () => void) {
  const hasSession = readExpiryMarker() !== undefined;
  // As the machine starts: loading the profile when the marker is there, else a guest.
  let view: SessionView = { status: hasSession ? 'pending' : 'guest', user: null };
  const listeners = new Set<() => void>();
  const publish = (next: SessionView) => {
    if (next.status === view.status && next.user === view.user) return;
    view = next;
    for (const listener of listeners) listener();
  };

  let started = false;
  let asked = hasSession;
  let begin = () => {};
  let stopListening = () => {};
  const machine = new Promise<void>((resolve) => {
    begin = resolve;
  })
    .then(() => import('./session-runtime.ts'))
    .then((module) =>
      module.startSessionRuntime({
        hasSession,
        goTo401,
        publish,
        // Logged out: the page reloads, and a 401 meanwhile has no session to end.
        onEnd: () => stopListening(),
      }),
    );
  // Its code could not be fetched (a deployment replaced it): the views show a guest rather than
  // a session pending for ever, as a profile that cannot be loaded does.
  machine.catch((error: unknown) => {
    console.error('the session could not start:', error);
    publish({ status: 'guest', user: null });
  });

  const session = {
    view: () => view,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send(event: SessionEvent) {
      asked = true;
      if (started) begin();
      void machine.then(
        (actor) => actor.send(event),
        () => {},
      );
    },
    start() {
      started = true;
      if (asked) begin();
      return session;
    },
  };
  // A 401 ends a session (kept until it starts); without one, a guest's page, it has nothing to
  // end. The server draws the session as it starts and never listens.
  if (hasSession && typeof document !== 'undefined')
    stopListening = onUnauthorized(() => session.send({ type: 'session.unauthorized' }));
  return session;
}

export type Session = ReturnType<typeof createSession>;

/** The session once it is known: a tap made while a profile still loads waits for it. */
export function settledSession(session: Session): Promise<SessionView> {
  return new Promise((resolve) => {
    const settle = () => {
      if (session.view().status === 'pending') return false;
      resolve(session.view());
      return true;
    };
    if (settle()) return;
    const stop = session.subscribe(() => {
      if (settle()) stop();
    });
  });
}
