import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import type { SessionUser } from '../../machines/session/session-rules.ts';
import type { Session } from './session.ts';
import type { SessionStatus, SessionView } from './session-status.ts';

interface SessionValue {
  session: Session;
  /**
   * What the page was first drawn with. The server draws a first screen from the session as
   * it starts, and the browser starts it only once it has hydrated: a part that hydrates later
   * (a lazy one) hydrates from this view too, then shows the session as it is (React's server
   * snapshot), instead of failing to match the server's HTML.
   */
  drawnWith: SessionView;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const [value] = useState(() => ({ session, drawnWith: session.view() }));
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionValue(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('the session hooks need a SessionProvider above them');
  return value;
}

export const useSession = (): Session => useSessionValue().session;

function useSessionView(): SessionView {
  const { session, drawnWith } = useSessionValue();
  return useSyncExternalStore(session.subscribe, session.view, () => drawnWith);
}

export function useSessionStatus(): SessionStatus {
  return useSessionView().status;
}

/** The signed-in user's profile, null for a guest. */
export function useSessionUser(): SessionUser | null {
  return useSessionView().user;
}
