import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session/session.machine.ts';
import type { SessionUser } from '../../machines/session/session-rules.ts';

export type SessionStatus = 'pending' | 'signedIn' | 'guest';

/** What the views read of the session: the same object until it changes. */
export interface SessionView {
  status: SessionStatus;
  /** The signed-in user's profile, null for a guest. */
  user: SessionUser | null;
}

/** Signed in (a profile is set), a guest, or pending while a session may still load. */
export function sessionStatusOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.context.user) return 'signedIn';
  return snapshot.matches('loading') ? 'pending' : 'guest';
}
