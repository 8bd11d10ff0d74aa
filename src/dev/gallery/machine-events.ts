/**
 * What an event type stands for. XState names the events it sends a machine itself:
 * `xstate.after.<delay>.<state id>` when a timer fires, `xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>` when an invoked actor settles, `xstate.done.state.<id>` when a
 * compound state reaches its final state, `xstate.init` at the start, and '' stands for an
 * eventless (always) transition. The chart's labels and the path's steps read them back.
 */
export type MachineEvent =
  | { kind: 'init' }
  | { kind: 'always' }
  | { kind: 'after'; delay: string }
  | { kind: 'done' | 'error'; actor: string }
  | { kind: 'stateDone' }
  | { kind: 'event'; type: string };

const AFTER = /^xstate\.after\.([^.]+)\./;
const ACTOR = /^xstate\.(done|error)\.actor\.(.+)$/;

export function machineEventOf(type: string): MachineEvent {
  if (type === '') return { kind: 'always' };
  if (type === 'xstate.init') return { kind: 'init' };
  if (type.startsWith('xstate.done.state.')) return { kind: 'stateDone' };
  const after = AFTER.exec(type);
  if (after?.[1] !== undefined) return { kind: 'after', delay: after[1] };
  const actor = ACTOR.exec(type);
  if (actor?.[2] !== undefined)
    return { kind: actor[1] === 'done' ? 'done' : 'error', actor: actor[2] };
  return { kind: 'event', type };
}

/** The chart's name for a transition's event: code notation, the same in both languages. */
export function eventLabel(type: string): string {
  const event = machineEventOf(type);
  switch (event.kind) {
    case 'init':
      return 'init';
    case 'always':
      return 'always';
    case 'after':
      // A delay given in milliseconds rather than by name.
      return /^\d+$/.test(event.delay) ? `after ${event.delay} ms` : `after ${event.delay}`;
    case 'done':
    case 'error':
      return `${event.kind}: ${event.actor}`;
    case 'stateDone':
      return 'done';
    case 'event':
      return event.type;
  }
}
