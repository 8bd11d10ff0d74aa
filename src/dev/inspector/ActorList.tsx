import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { displayJson } from './display-json.ts';
import type { RecordedActor } from './recorder.ts';

export const actorLabel = (actor: { name: string; sessionId: string }) =>
  `${actor.name} (${actor.sessionId})`;

/** The running actors: each one's state value, and its context on demand. */
export function ActorList({ actors }: { actors: readonly RecordedActor[] }) {
  const headingId = useId();
  const names = new Map(actors.map((actor) => [actor.sessionId, actor.name]));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>แอคเตอร์ที่ทำงานอยู่ ({actors.length})</Trans>
      </h2>
      {actors.length === 0 ? (
        <p>
          <Trans>ไม่มีแอคเตอร์ที่ทำงานอยู่</Trans>
        </p>
      ) : (
        <ul className="machine-inspector__actors">
          {actors.map((actor) => {
            const label = actorLabel(actor);
            const parent = actor.parent && (names.get(actor.parent) ?? actor.parent);
            return (
              <li key={actor.sessionId}>
                <strong>{label}</strong>
                {parent && (
                  <span>
                    {' '}
                    <Trans>ลูกของ {parent}</Trans>
                  </span>
                )}
                {actor.value !== undefined && (
                  <div>
                    <Trans context="a machine's state">สถานะ</Trans>:{' '}
                    <code>{displayJson(actor.value)}</code>
                  </div>
                )}
                {actor.context !== undefined && (
                  <details>
                    <summary>
                      <Trans>ข้อมูลบริบท (context)</Trans>
                    </summary>
                    <pre>{displayJson(actor.context, 2)}</pre>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
