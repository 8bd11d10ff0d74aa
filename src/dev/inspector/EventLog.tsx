import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { actorLabel } from './ActorList.tsx';
import type { LogEntry, RecordedActor } from './recorder.ts';

interface EventLogProps {
  log: readonly LogEntry[];
  actors: readonly RecordedActor[];
}

/** Every actor the log or the running list names, for the filter. */
function actorsNamed({ log, actors }: EventLogProps): Map<string, string> {
  const named = new Map<string, string>();
  for (const actor of [...actors, ...log.map((entry) => entry.actor)]) {
    named.set(actor.sessionId, actorLabel(actor));
  }
  return named;
}

/** The events received and transitions taken, newest first, filterable by actor. */
export function EventLog(props: EventLogProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const named = actorsNamed(props);
  // An actor that left both lists leaves the filter with it.
  const shown = named.has(filter) ? filter : '';
  const entries = props.log.filter((entry) => !shown || entry.actor.sessionId === shown).reverse();
  const timeFormat = new Intl.DateTimeFormat(i18n.locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>เหตุการณ์และการเปลี่ยนสถานะ (ล่าสุดอยู่บนสุด)</Trans>
      </h2>
      <label htmlFor={filterId}>
        <Trans>กรองตามแอคเตอร์</Trans>
      </label>{' '}
      <select id={filterId} value={shown} onChange={(event) => setFilter(event.target.value)}>
        <option value="">{t`ทุกแอคเตอร์`}</option>
        {[...named].map(([sessionId, label]) => (
          <option key={sessionId} value={sessionId}>
            {label}
          </option>
        ))}
      </select>
      <table aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t`เวลา`}</th>
            <th scope="col">{t`แอคเตอร์`}</th>
            <th scope="col">{t`เหตุการณ์`}</th>
            <th scope="col">{t`การเปลี่ยนสถานะ`}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq}>
              <td>{timeFormat.format(entry.time)}</td>
              <td>{actorLabel(entry.actor)}</td>
              <td>
                <code>{entry.eventType}</code>
              </td>
              <td>{entry.transition ?? t`รับเหตุการณ์`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {entries.length === 0 && (
        <p>
          <Trans>ยังไม่มีเหตุการณ์</Trans>
        </p>
      )}
    </section>
  );
}
