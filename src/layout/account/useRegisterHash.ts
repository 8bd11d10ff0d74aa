import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openAccountModal } from '../../session/account-modals.ts';
import { useSessionStatus } from '../../session/SessionContext.tsx';

/** #register opens the register modal for a guest (a signed-in visitor is sent to /). */
export function useRegisterHash(): void {
  const hash = useRouterState({ select: (state) => state.location.hash });
  const status = useSessionStatus();
  useEffect(() => {
    if (hash === 'register' && status === 'guest') openAccountModal({ kind: 'register' });
  }, [hash, status]);
}
