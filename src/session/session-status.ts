import type { SessionActor } from './session.ts';

export type SessionStatus = 'pending' | 'signedIn' | 'guest';

/** Signed in (a profile is set), a guest, or pending while a session may still load. */
export function sessionStatusOf(snapshot: ReturnType<SessionActor['getSnapshot']>): SessionStatus {
  if (snapshot.context.user) return 'signedIn';
  return snapshot.matches('loading') ? 'pending' : 'guest';
}
