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
        ask();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  /** The actor has started: the kept events go to it, after `first`. */
  const arrived = (started: Actor<TLogic>, first: EventFromLogic<TLogic>[]) => {
    if (!mounted) {
      started.stop();
      return;
    }
    actor = started;
    for (const event of [...first, ...kept.splice(0)]) started.send(event);
    started.subscribe(changed);
    // A view whose reading is what it showed before does not draw again.
    changed();
  };
  // Mounted again after an unmount: React's strict mode tries each effect's undoing at once.
  const mount = () => {
    mounted = true;
  };
  const unmount = () => {
    mounted = false;
    actor?.stop();
    actor = undefined;
  };
  return { later, arrived, mount, unmount };
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
  const [asked, setAsked] = useState(false);
  const [{ later, arrived, mount, unmount }] = useState(() =>
    laterActor<TLogic>(() => setAsked(true)),
  );
  const latest = useRef({ load, options });
  latest.current = { load, options };
  useEffect(() => {
    mount();
    return unmount;
  }, [mount, unmount]);

  const started = useRef(false);
  const afterLoad = options.afterLoad === true;
  useEffect(() => {
    if (started.current || (!asked && !afterLoad)) return;
    const start = async () => {
      started.current = true;
      const [logic, { createMachineActor }] = await Promise.all([
        latest.current.load(),
        import('./machine-actor.ts'),
      ]);
      // Their chunks were evaluated in this task: the machine starts in one of its own (each about
      // 20 ms on Lighthouse's slow phone, together over its 50 ms of a long task).
      await nextTask();
      const { input, startWith = [] } = latest.current.options;
      arrived(createMachineActor(logic, { input }).start(), startWith);
    };
    if (!asked) return afterPageLoad(() => void start());
    void start();
  }, [asked, afterLoad, arrived]);

  return later;
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
