// The one way the app starts actors (Biome's noRestrictedImports sends every other one
// here): each starts with the development inspector attached, so every machine, today's and
// later ones, shows in it without work of its own. In production `devInspect` is undefined
// and the minifier folds these down to plain useActorRef and createActor calls.
import { useActorRef } from '@xstate/react';
import {
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type ConditionalRequired,
  createActor,
  type IsNotNever,
  type RequiredActorOptionsKeys,
} from 'xstate';
import { devInspect } from '../dev/inspect.ts';

/** xstate's own options parameter: `input` is required when the logic requires it. */
type Options<TLogic extends AnyActorLogic> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

const inspected = (options?: ActorOptions<AnyActorLogic>) =>
  devInspect ? { ...options, inspect: devInspect } : options;

// The typed signatures are overloads: a rest parameter in the implementation would be
// compiled to an `arguments` loop in the first-load bundle.

/** `useActorRef` with the development inspector: started on mount, stopped on unmount. */
export function useMachineActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: Options<TLogic>
): Actor<TLogic>;
export function useMachineActor(logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) {
  return useActorRef(logic, inspected(options));
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
