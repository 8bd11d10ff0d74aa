// The live machine inspector of development builds (lazily mounted by src/app/App.tsx): a
// toggle in the bottom corner opens the running actors and the log of events and transitions.
import { useLingui } from '@lingui/react/macro';
import {
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { loadDevCatalog } from '../dev-catalog.ts';
import { devInspect } from '../inspect.ts';
import { ActorList } from './ActorList.tsx';
import { EventLog } from './EventLog.tsx';
import type { Recorder } from './recorder.ts';
import './inspector.css';

/** Its messages come with it, in the `dev` catalog. */
function useDevCatalog(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void loadDevCatalog().then(() => setLoaded(true));
  }, []);
  return loaded;
}

function Inspector({ recorder }: { recorder: Recorder }) {
  const { t } = useLingui();
  const recording = useSyncExternalStore(recorder.subscribe, recorder.read);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="machine-inspector" data-machine-inspector="">
      <button
        ref={toggle}
        type="button"
        className="machine-inspector__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t`ตัวตรวจสอบแมชชีน`}
      </button>
      {open && (
        <section
          id={panelId}
          className="machine-inspector__panel"
          aria-label={t`ตัวตรวจสอบแมชชีน`}
          onKeyDown={closeOnEscape}
        >
          <ActorList actors={recording.actors} />
          <EventLog log={recording.log} actors={recording.actors} />
        </section>
      )}
    </div>
  );
}

export function InspectorPanel({ recorder = devInspect }: { recorder?: Recorder }) {
  const loaded = useDevCatalog();
  return loaded && recorder ? <Inspector recorder={recorder} /> : null;
}
