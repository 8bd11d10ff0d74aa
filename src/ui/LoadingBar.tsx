import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useLaterActor, useLaterSelector } from '../app/later-actor.ts';
import './loading-bar.css';

const loadLoadingBarMachine = () =>
  import('../../machines/loading-bar/loading-bar.machine.ts').then(
    (module) => module.loadingBarMachine,
  );

/**
 * A thin bar at the top while a route loads; the machine hides quick loads and caps long ones.
 * Its code arrives with the first load of a route (the bar waits 200 ms before it shows).
 */
export function LoadingBar() {
  const { t } = useLingui();
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const bar = useLaterActor(loadLoadingBarMachine);
  const visible = useLaterSelector(bar, (s) => s.matches({ loading: 'visible' }), false);

  // Idle until a route first loads: the first render's "done" is not worth a chunk.
  const hasLoaded = useRef(false);
  useEffect(() => {
    if (pending) hasLoaded.current = true;
    if (hasLoaded.current) bar.send({ type: pending ? 'loading.start' : 'loading.done' });
  }, [bar, pending]);

  if (!visible) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t`กำลังโหลดหน้า`}>
      <div className="loading-bar__fill" />
    </div>
  );
}
