import { useLingui } from '@lingui/react/macro';
import { type Ref, Suspense, use, useState, useTransition } from 'react';
import type { machines } from '../../../machines/index.ts';
import { chartLayoutOf, statePathsOf } from './gallery-resources.ts';
import { MACHINE_DESCRIPTIONS } from './machine-descriptions.ts';
import { Statechart } from './Statechart.tsx';
import { StatePathPanel } from './StatePathPanel.tsx';
import { relativeStateId } from './statechart-graph.ts';

type Entry = (typeof machines)[number];

const NOTHING: ReadonlySet<string> = new Set();

interface MachineDetailProps {
  entry: Entry;
  /** The heading takes the focus when another machine is chosen. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** One machine: its description, its statechart and the path to the state chosen in it. */
export function MachineDetail({ entry, headingRef }: MachineDetailProps) {
  const { i18n, t } = useLingui();
  const headingId = `machine-${entry.id}`;
  return (
    <section className="machine-detail" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        <code>{entry.id}</code>
      </h2>
      <p>{i18n._(MACHINE_DESCRIPTIONS[entry.id])}</p>
      <Suspense fallback={<p role="status">{t`กำลังจัดวางแผนภาพ…`}</p>}>
        <ChartWithPath entry={entry} />
      </Suspense>
    </section>
  );
}

function ChartWithPath({ entry }: { entry: Entry }) {
  const { t } = useLingui();
  const layout = use(chartLayoutOf(entry.id));
  const [selected, setSelected] = useState<string>();
  const [step, setStep] = useState(0);
  // Finding the paths suspends; inside a transition the chart stays while they are found.
  const [finding, startFinding] = useTransition();
  const path = selected === undefined ? undefined : use(statePathsOf(entry.id)).get(selected);
  const shown = path?.steps[step];

  return (
    <>
      <Statechart
        layout={layout}
        title={t`แผนภาพสถานะของ ${entry.id}`}
        selected={selected}
        active={shown ? new Set(shown.active) : NOTHING}
        taken={shown ? new Set(shown.taken) : NOTHING}
        onSelect={(stateId) =>
          startFinding(() => {
            setSelected(stateId);
            setStep(0);
          })
        }
      />
      {finding && <p role="status">{t`กำลังหาเส้นทาง…`}</p>}
      {selected === undefined ? (
        <p className="machine-detail__hint">
          {t`เลือกสถานะในแผนภาพ (คลิก หรือกด Enter) เพื่อดูเส้นทางสั้นที่สุดที่ไปถึงสถานะนั้น`}
        </p>
      ) : (
        <StatePathPanel
          stateName={relativeStateId(selected, entry.machine.id)}
          path={path}
          transient={(entry.machine.getStateNodeById(selected).always?.length ?? 0) > 0}
          step={step}
          onStep={setStep}
        />
      )}
    </>
  );
}
