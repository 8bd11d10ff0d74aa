// Actors whose code is not in the first load: xstate and the machine arrive in a chunk when the
// view first needs them, and until then the view shows what the machine's first state would
// (the server drew the same). Events sent meanwhile are kept and sent in order once it starts,
// so a tap made while the chunk loads is never lost.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { afterPageLoad } from './after-page-load.ts';
import { nextTask } from './next-task.ts';

export interface LaterActorOptions<TLogic extends AnyActorLogic> {
  input?: InputFrom<TLogic>;
  /** Sent as it starts, before any kept event: read when it starts, as `input` is. */
  startWith?: EventFromLogic<TLogic>[];
  /** Start once the page has loaded, unasked (a timer the view shows); else on the first send. */
  afterLoad?: boolean;
}

/** An actor that may not have started yet, as its view reads it and sends to it. */
export interface LaterActor<TLogic extends AnyActorLogic> {
  /** The started actor, once its code has arrived. */
  current: () => Actor<TLogic> | undefined;
  /** Sends to the actor, loading and starting it first if need be. */
  send: (event: EventFromLogic<TLogic>) => void;
  /** Hears the actor's changes, its arrival included. */
  subscribe: (listener: () => void) => () => void;
}

function laterActor<TLogic extends AnyActorLogic>(ask: () => void) {
  let actor: Actor<TLogic> | undefined;
  let mounted = true;
  /** Told apart from a start an unmount has called off, whose actor must not arrive. */
  let generation = 0;
  let starting = false;
  const kept: EventFromLogic<TLogic>[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const later: LaterActor<TLogic> = {
    current: () => actor,
    send(event) {
      if (actor) actor.send(event);
      else {
        kept.push(event);
        if (!starting) ask();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    later,
    /** A start to make, or undefined when one is on its way. */
    begin: (): number | undefined => {
      if (starting || actor) return undefined;
      starting = true;
      return generation;
    },
    /** The actor has started: the kept events go to it, after `first`. */
    arrived(start: number, started: Actor<TLogic>, first: EventFromLogic<TLogic>[]) {
      if (start !== generation || !mounted) {
        started.stop();
        return;
      }
      starting = false;
      actor = started;
      for (const event of [...first, ...kept.splice(0)]) started.send(event);
      started.subscribe(changed);
      // A view whose reading is what it showed before does not draw again.
      changed();
    },
    /** Its code could not be fetched: the next event asks again, the kept ones still kept. */
    failed(start: number) {
      if (start === generation) starting = false;
    },
    // Mounted again after an unmount: React's strict mode tries each effect's undoing at once.
    mount() {
      mounted = true;
    },
    unmount() {
      mounted = false;
      generation += 1;
      starting = false;
      actor?.stop();
      actor = undefined;
    },
  };
}

/**
 * `useMachineActor` (with the development inspector) for logic that `load` fetches: started
 * when `afterLoad` says or on the first `send`, stopped on unmount. Once it is on its way, a
 * change of `afterLoad` leaves it be.
 */
export function useLaterActor<TLogic extends AnyActorLogic>(
  load: () => Promise<TLogic>,
  options: LaterActorOptions<TLogic> = {},
): LaterActor<TLogic> {
  // Counts the asks, so an ask after a failed fetch starts again.
  const [asks, setAsks] = useState(0);
  const [store] = useState(() => laterActor<TLogic>(() => setAsks((n) => n + 1)));
  const latest = useRef({ load, options });
  latest.current = { load, options };
  useEffect(() => {
    store.mount();
    return store.unmount;
  }, [store]);

  const afterLoad = options.afterLoad === true;
  useEffect(() => {
    if (asks === 0 && !afterLoad) return;
    const start = async () => {
      const token = store.begin();
      if (token === undefined) return;
      try {
        const [logic, { createMachineActor }] = await Promise.all([
          latest.current.load(),
          import('./machine-actor.ts'),
        ]);
        // Their chunks were evaluated in this task: the machine starts in one of its own (each
        // about 20 ms on Lighthouse's slow phone, together over its 50 ms of a long task).
        await nextTask();
        const { input, startWith = [] } = latest.current.options;
        store.arrived(token, createMachineActor(logic, { input }).start(), startWith);
      } catch (error) {
        console.error('a machine could not be loaded:', error);
        store.failed(token);
      }
    };
    if (asks === 0) return afterPageLoad(() => void start());
    void start();
  }, [asks, afterLoad, store]);

  return store.later;
}

/** What `select` picks of the actor's snapshot once it has started, `before` until then. */
export function useLaterSelector<TLogic extends AnyActorLogic, T>(
  later: LaterActor<TLogic>,
  select: (snapshot: SnapshotFrom<TLogic>) => T,
  before: T,
): T {
  const value = () => {
    const actor = later.current();
    return actor ? select(actor.getSnapshot()) : before;
  };
  return useSyncExternalStore(later.subscribe, value, () => before);
}
