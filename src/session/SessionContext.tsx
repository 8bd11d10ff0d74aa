import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import type { SessionUser } from '../../machines/session/session-rules.ts';
import type { SessionActor } from './session.ts';
import { type SessionStatus, sessionStatusOf } from './session-status.ts';

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

interface SessionValue {
  session: SessionActor;
  /**
   * The snapshot the page was first drawn with. The server draws a first screen from the
   * session as it starts, and the browser starts it only once it has hydrated: a part that
   * hydrates later (a lazy one) hydrates from this snapshot too, then shows the session as it
   * is (React's server snapshot), instead of failing to match the server's HTML.
   */
  drawnWith: SessionSnapshot;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({
  session,
  children,
}: {
  session: SessionActor;
  children: ReactNode;
}) {
  const [value] = useState(() => ({ session, drawnWith: session.getSnapshot() }));
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionValue(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('the session hooks need a SessionProvider above them');
  return value;
}

export const useSessionActor = (): SessionActor => useSessionValue().session;

/** What `selector` picks of the session: a value that stays the same object until it changes. */
function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  const { session, drawnWith } = useSessionValue();
  const subscribe = useCallback(
    (onChange: () => void) => session.subscribe(onChange).unsubscribe,
    [session],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(session.getSnapshot()),
    () => selector(drawnWith),
  );
}

export function useSessionStatus(): SessionStatus {
  return useSessionSelector(sessionStatusOf);
}

/** The signed-in user's profile, null for a guest. */
export function useSessionUser(): SessionUser | null {
  return useSessionSelector((snapshot) => snapshot.context.user);
}
