// Actors whose code is not in the first load: xstate and the machine arrive in a chunk when the
// view first needs them, and until then the view shows what the machine's first state would
// (the server drew the same). Events sent meanwhile are kept and sent in order once it starts,
// so a tap made while the chunk loads is never lost.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { afterPageLoad } from './after-page-load.ts';

export interface LaterActorOptions<TLogic extends AnyActorLogic> {
  input?: InputFrom<TLogic>;
  /** Sent as it starts, before any kept event: read when it starts, as `input` is. */
  startWith?: EventFromLogic<TLogic>[];
  /** Start once the page has loaded, unasked (a timer the view shows); else on the first send. */
  afterLoad?: boolean;
}

export interface LaterActor<TLogic extends AnyActorLogic> {
  /** The started actor, once its code has arrived. */
  actor: Actor<TLogic> | undefined;
  /** Sends to the actor, loading and starting it first if need be. */
  send: (event: EventFromLogic<TLogic>) => void;
}

/**
 * `useMachineActor` (with the development inspector) for logic that `load` fetches: started
 * when `afterLoad` says or on the first `send`, stopped on unmount.
 */
export function useLaterActor<TLogic extends AnyActorLogic>(
  load: () => Promise<TLogic>,
  options: LaterActorOptions<TLogic> = {},
): LaterActor<TLogic> {
  const [actor, setActor] = useState<Actor<TLogic>>();
  const [asked, setAsked] = useState(false);
  const kept = useRef<EventFromLogic<TLogic>[]>([]);
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const live = useRef<Actor<TLogic>>(undefined);

  const afterLoad = options.afterLoad === true;
  useEffect(() => {
    if (!asked && !afterLoad) return;
    let stopped = false;
    const start = async () => {
      const [logic, { createMachineActor }] = await Promise.all([
        latest.current.load(),
        import('./machine-actor.ts'),
      ]);
      if (stopped) return;
      const { input, startWith = [] } = latest.current.options;
      const started = createMachineActor(logic, { input }).start();
      for (const event of [...startWith, ...kept.current.splice(0)]) started.send(event);
      live.current = started;
      setActor(started);
    };
    const cancel = asked ? undefined : afterPageLoad(() => void start());
    if (asked) void start();
    return () => {
      stopped = true;
      cancel?.();
      live.current?.stop();
      live.current = undefined;
    };
  }, [asked, afterLoad]);

  const send = useCallback((event: EventFromLogic<TLogic>) => {
    if (live.current) live.current.send(event);
    else {
      kept.current.push(event);
      setAsked(true);
    }
  }, []);
  return { actor, send };
}

const unsubscribed = () => () => {};

/** What `select` picks of the actor's snapshot once it has started, `before` until then. */
export function useLaterSelector<TLogic extends AnyActorLogic, T>(
  actor: Actor<TLogic> | undefined,
  select: (snapshot: SnapshotFrom<TLogic>) => T,
  before: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return unsubscribed();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const value = () => (actor ? select(actor.getSnapshot()) : before);
  return useSyncExternalStore(subscribe, value, () => before);
}
