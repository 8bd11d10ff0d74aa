import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { SessionUser } from '../../machines/session/session-rules.ts';
import type { SessionActor } from './session.ts';
import { type SessionStatus, sessionStatusOf } from './session-status.ts';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({
  session,
  children,
}: {
  session: SessionActor;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor needs a SessionProvider above it');
  return session;
}

export function useSessionStatus(): SessionStatus {
  return useSelector(useSessionActor(), sessionStatusOf);
}

/** The signed-in user's profile, null for a guest. */
export function useSessionUser(): SessionUser | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.user);
}
