import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { loadingBarMachine } from '../../machines/loading-bar/loading-bar.machine.ts';
import { useMachineActor } from '../app/machine-actor.ts';
import './loading-bar.css';

/** A thin bar at the top while a route loads; the machine hides quick loads and caps long ones. */
export function LoadingBar() {
  const { t } = useLingui();
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const actor = useMachineActor(loadingBarMachine);
  const visible = useSelector(actor, (s) => s.matches({ loading: 'visible' }));

  useEffect(() => {
    actor.send({ type: pending ? 'loading.start' : 'loading.done' });
  }, [actor, pending]);

  if (!visible) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t`กำลังโหลดหน้า`}>
      <div className="loading-bar__fill" />
    </div>
  );
}
