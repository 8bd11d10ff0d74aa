// The one way the app starts actors (Biome's noRestrictedImports sends every other one
// here): each starts with the development inspector attached, so every machine, today's and
// later ones, shows in it without work of its own. In production `devInspect` is undefined
// and the minifier folds these down to plain useActorRef and createActor calls.
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import {
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
  type ConditionalRequired,
  createActor,
  type EmittedFrom,
  type EventObject,
  type IsNotNever,
  type RequiredActorOptionsKeys,
} from 'xstate';
import { devInspect } from '../dev/inspect.ts';

/** A handler for each event the actor may emit, by its type. */
export type EmittedHandlers<TLogic extends AnyActorLogic> = {
  [E in EmittedFrom<TLogic> as E['type']]?: (event: E) => void;
};

/**
 * xstate's own options parameter (`input` is required when the logic requires it), and for
 * the hook, `on`: handlers of what the actor emits, attached before it starts.
 */
type Options<TLogic extends AnyActorLogic, Extra = unknown> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown } & Extra],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

const inspected = (options?: ActorOptions<AnyActorLogic>) =>
  devInspect ? { ...options, inspect: devInspect } : options;

// The typed signatures are overloads: a rest parameter in the implementation would be
// compiled to an `arguments` loop in the first-load bundle.

/**
 * `useActorRef` with the development inspector: started on mount, stopped on unmount. The
 * handlers in `on` hear every event the actor emits, one emitted as it starts included: they
 * are attached when the actor is made, in render, before the effect that starts it (an effect
 * of the view's own would run after that one), and always call the view's latest handler.
 */
export function useMachineActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: Options<TLogic, { on?: EmittedHandlers<TLogic> }>
): Actor<TLogic>;
export function useMachineActor(
  logic: AnyActorLogic,
  options?: ActorOptions<AnyActorLogic> & { on?: object },
) {
  const { on, ...actorOptions } = options ?? {};
  const handlers = on as Record<string, ((event: EventObject) => void) | undefined> | undefined;
  const actor = useActorRef(logic, inspected(actorOptions));
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const attachedTo = useRef<AnyActorRef | null>(null);
  if (handlers && attachedTo.current !== actor) {
    attachedTo.current = actor;
    for (const type of Object.keys(handlers))
      actor.on(type, (event: EventObject) => latest.current?.[type]?.(event));
  }
  return actor;
}

/**
 * `createActor` with the development inspector, for actors that outlive views. Like
 * createActor it returns the actor unstarted: listeners go on before `.start()`, so none
 * misses what the actor emits as it starts.
 */
export function createMachineActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: Options<TLogic>
): Actor<TLogic>;
export function createMachineActor(logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) {
  return createActor(logic, inspected(options));
}
