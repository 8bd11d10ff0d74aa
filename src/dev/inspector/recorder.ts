// What the inspector panel shows, kept from XState's inspection events: the running actors
// (read from their refs when the panel is told) and a bounded, time-ordered log of the events
// they received and the transitions they took. Development builds only (src/dev/inspect.ts).
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { transitionName } from '../../../machines/qa/inventory.ts';

/** Subscribers hear of changes at most this often: a transition reaches the panel within it. */
export const UPDATE_BATCH_MS = 50;
/** The log keeps the newest entries only, so a long session cannot grow it without bound. */
export const LOG_LIMIT = 500;
/** Logged when an event could not be recorded; a built script holding it holds the recorder. */
export const RECORDING_FAILED = 'machine-inspector: an inspection event was not recorded';

export interface RecordedActor {
  sessionId: string;
  /** The system id, the invoke id of a child, or the machine's id for a root. */
  name: string;
  /** The parent's session id. */
  parent: string | undefined;
  /** The machine's state value; undefined for actors that are not machines. */
  value: unknown;
  context: unknown;
}

export interface LogEntry {
  /** Order of arrival, also the React key. */
  seq: number;
  /** Date.now() when it happened. */
  time: number;
  actor: { sessionId: string; name: string };
  eventType: string;
  /** A transition taken, named as machines/qa/inventory.ts names it; absent for an event received. */
  transition?: string;
}

export interface Recording {
  /** Running actors, in the order they started. */
  actors: readonly RecordedActor[];
  /** Oldest first. */
  log: readonly LogEntry[];
}

export interface Recorder extends Observer<InspectionEvent> {
  next(event: InspectionEvent): void;
  /** The recording as of the last notification: a new object at each one (useSyncExternalStore). */
  read(): Recording;
  subscribe(listener: () => void): () => void;
}

interface Tracked {
  ref: AnyActorRef;
  /** Seen doing something besides being created: React may create an actor and drop it unstarted. */
  started: boolean;
}

/** Read from the logic: the snapshot cannot be read while a machine takes its first steps. */
function machineIdOf(ref: AnyActorRef): string | undefined {
  const id = (ref as { logic?: { id?: unknown } }).logic?.id;
  return typeof id === 'string' ? id : undefined;
}

function nameOf(ref: AnyActorRef): string {
  const systemId = (ref as { systemId?: string }).systemId;
  // A root's id is its session id, which says nothing: its machine's id does.
  return systemId ?? (ref.id === ref.sessionId ? (machineIdOf(ref) ?? ref.id) : ref.id);
}

/** The actor as it is now, if it still runs. */
function runningActor(ref: AnyActorRef): RecordedActor | undefined {
  const snapshot = ref.getSnapshot();
  if (snapshot.status !== 'active') return undefined;
  return {
    sessionId: ref.sessionId,
    name: nameOf(ref),
    parent: ref._parent?.sessionId,
    value: snapshot.value,
    context: snapshot.context,
  };
}

/**
 * The inspection observer every root actor is given. Its work per event is small and
 * synchronous; the panel is told on a timer, every UPDATE_BATCH_MS at most.
 * `forward` also receives every inspection event (the Stately inspector).
 */
export function createRecorder(forward?: (event: InspectionEvent) => void): Recorder {
  const tracked = new Map<string, Tracked>();
  let log: LogEntry[] = [];
  let seq = 0;
  let recording: Recording = { actors: [], log: [] };
  const listeners = new Set<() => void>();
  let notifying = false;

  const append = (ref: AnyActorRef, eventType: string, transition?: string) => {
    const actor = { sessionId: ref.sessionId, name: nameOf(ref) };
    log.push({ seq: seq++, time: Date.now(), actor, eventType, transition });
  };

  const notify = () => {
    notifying = false;
    const running: RecordedActor[] = [];
    for (const [sessionId, { ref, started }] of tracked) {
      const actor = started ? runningActor(ref) : undefined;
      if (actor) running.push(actor);
      else tracked.delete(sessionId);
    }
    if (log.length > LOG_LIMIT) log = log.slice(-LOG_LIMIT);
    recording = { actors: running, log: [...log] };
    for (const listener of listeners) listener();
  };

  const record = (event: InspectionEvent) => {
    const ref = event.actorRef as AnyActorRef;
    const known = tracked.get(ref.sessionId);
    if (known) known.started ||= event.type !== '@xstate.actor';
    else tracked.set(ref.sessionId, { ref, started: event.type !== '@xstate.actor' });

    if (event.type === '@xstate.event') append(ref, event.event.type);
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        append(ref, event.event.type, transitionName(transition));
      }
    }
    if (!notifying) {
      notifying = true;
      setTimeout(notify, UPDATE_BATCH_MS);
    }
  };

  return {
    next(event) {
      // XState does not catch an inspector's errors: one here would break the actor watched.
      try {
        record(event);
        forward?.(event);
      } catch (error) {
        console.error(RECORDING_FAILED, error);
      }
    },
    read: () => recording,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
