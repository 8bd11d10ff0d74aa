import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { machineEventOf } from './machine-events.ts';
import { type PathStep, payloadText, type StatePath, stateValueText } from './state-paths.ts';

interface StatePathPanelProps {
  /** The chosen state, as the chart names it. */
  stateName: string;
  path: StatePath | undefined;
  /** The state is left at once by an eventless transition, so no path can stop in it. */
  transient: boolean;
  step: number;
  onStep: (step: number) => void;
}

/** What a step means in words: timers and actors' outcomes spelled out. */
function useStepMeaning() {
  const { t } = useLingui();
  return (step: PathStep): string => {
    const event = machineEventOf(step.event.type);
    switch (event.kind) {
      case 'init':
        return t`เริ่มต้น`;
      case 'after':
        return t`ตัวจับเวลา ${event.delay} ครบกำหนด`;
      case 'done':
        return t`${event.actor} ทำงานสำเร็จ`;
      case 'error':
        return t`${event.actor} ล้มเหลว`;
      case 'stateDone':
        return t`สถานะย่อยถึงสถานะสุดท้าย`;
      case 'always':
      case 'event':
        return t`เหตุการณ์ ${step.event.type}`;
    }
  };
}

/**
 * The shortest path to the chosen state as numbered steps, with buttons to walk it; the
 * chart shows the states of the current step. The buttons stay focusable at either end
 * (aria-disabled, not disabled), so stepping by keyboard never loses the focus.
 */
export function StatePathPanel({ stateName, path, transient, step, onStep }: StatePathPanelProps) {
  const { t } = useLingui();
  const meaning = useStepMeaning();
  const headingId = useId();
  const heading = <h3 id={headingId}>{t`เส้นทางสั้นที่สุดไปยัง ${stateName}`}</h3>;
  if (path === undefined) {
    return (
      <section className="state-path" aria-labelledby={headingId}>
        {heading}
        <p>
          {transient
            ? t`สถานะนี้ผ่านไปทันทีด้วยการเปลี่ยนสถานะอัตโนมัติ (always) ไม่มีเส้นทางใดหยุดอยู่ที่สถานะนี้`
            : t`ไม่มีเส้นทางจากอินพุตตัวอย่างที่ไปถึงสถานะนี้`}
        </p>
      </section>
    );
  }
  const last = path.steps.length - 1;
  const current = path.steps[step];
  const go = (to: number) => () => {
    if (to >= 0 && to <= last) onStep(to);
  };
  const input = path.input === undefined ? t`ไม่มีอินพุต` : JSON.stringify(path.input);
  return (
    <section className="state-path" aria-labelledby={headingId}>
      {heading}
      <p>
        {t`เริ่มจากอินพุต`} <code>{input}</code>
      </p>
      <ol className="state-path__steps" start={0}>
        {path.steps.map((pathStep, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps never reorder
            key={i}
            aria-current={i === step ? 'step' : undefined}
            className={i === step ? 'is-current' : undefined}
          >
            <span>{meaning(pathStep)}</span>
            {i > 0 && payloadText(pathStep.event) !== '' && (
              <code className="state-path__payload">{payloadText(pathStep.event)}</code>
            )}
            <span className="state-path__reached">
              → <code>{stateValueText(pathStep.value)}</code>
            </span>
          </li>
        ))}
      </ol>
      <div className="state-path__controls">
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={step === 0}
          onClick={go(step - 1)}
        >
          {t`ก่อนหน้า`}
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={step === last}
          onClick={go(step + 1)}
        >
          {t`ถัดไป`}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={step === 0}
          onClick={go(0)}
        >
          {t`เริ่มใหม่`}
        </button>
      </div>
      <p className="state-path__status" role="status">
        {current &&
          t`ขั้นที่ ${step} จาก ${last}: ${meaning(current)} → ${stateValueText(current.value)}`}
      </p>
    </section>
  );
}
