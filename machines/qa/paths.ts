import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  type AdjacencyMap,
  createTestModel,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type PathGenerator,
  type StatePath,
  type TestPath,
} from 'xstate/graph';
import { cartContextView } from './cart-samples';
import { chatSocketContextView } from './chat-socket-samples';
import { checkoutContextView } from './checkout-samples';
import { transitionName } from './inventory';
import { returnRequestContextView } from './return-request-samples';
import { soonestTimerOnly, timelessModelOf } from './timeless';

export type ModelPath = TestPath<AnyMachineSnapshot, AnyEventObject>;
type Generator = PathGenerator<AnyMachineSnapshot, AnyEventObject, unknown>;

/**
 * Shortest paths reach every state but not every transition: a self-transition, or a second
 * way into a state already reached, is left out. So for each kind of step the model can take
 * (state, event, transitions taken, resulting state), this adds the shortest path to where it
 * starts followed by it; createTestModel then drops paths that start a longer one.
 */
const everyKindOfStep: Generator = (logic, options) => {
  const model = logic as unknown as AnyStateMachine;
  const serialize = options.serializeState ?? ((state) => JSON.stringify(state));
  const keyOf = ({ state, steps }: StatePath<AnyMachineSnapshot, AnyEventObject>) =>
    steps.length > 1
      ? serialize(state, steps.at(-1)?.event, steps.at(-2)?.state)
      : serialize(state, undefined, undefined);
  const shortestPaths = getShortestPaths(logic, options);
  const shortest = new Map(shortestPaths.map((path) => [keyOf(path), path]));
  const kinds = new Set<string>();
  const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(
    logic,
    options,
  );
  // The shortest paths too: a start that ends in a state with no way out is a path of its own.
  const steps = Object.entries(adjacency).flatMap(([key, { state: from, transitions }]) => {
    const head = shortest.get(key);
    if (head === undefined) return [];
    // The map's keys are branded strings, which Object.values cannot see through.
    const edges = Object.values(transitions) as Array<{
      event: AnyEventObject;
      state: AnyMachineSnapshot;
    }>;
    return edges.flatMap(({ event, state }) => {
      const taken = model.getTransitionData(from, event).map(transitionName);
      const kind = JSON.stringify([from.value, event.type, taken, state.value]);
      if (kinds.has(kind)) return [];
      kinds.add(kind);
      return [{ state, steps: [...head.steps, { state, event }], weight: head.weight + 1 }];
    });
  });
  return [...shortestPaths, ...steps];
};

/**
 * QA's view of a context that has no bound of its own: snapshots alike in it are one state of
 * the model (without one, the traversal would never end).
 */
const contextViews: Record<string, (context: never) => unknown> = {
  cart: cartContextView,
  checkout: checkoutContextView,
  chatSocket: chatSocketContextView,
  returnRequest: returnRequestContextView,
};

/** The context as QA's paths tell states apart: its view, or the whole context. */
export function contextAsModelled(machine: AnyStateMachine, context: unknown): unknown {
  const view = contextViews[machine.id];
  return view ? view(context as never) : context;
}

/**
 * createTestModel's own key of a state (its value and context, and the step that reached a
 * new value), with the context seen through a view.
 */
const serializeThrough =
  (view: (context: never) => unknown) =>
  (state: AnyMachineSnapshot, event?: AnyEventObject, previous?: AnyMachineSnapshot): string => {
    const key = JSON.stringify({ value: state.value, context: view(state.context as never) });
    const moved = JSON.stringify(previous?.value) !== JSON.stringify(state.value);
    return event && (!previous || moved)
      ? `${key} via ${JSON.stringify(event)}${previous ? ` from ${JSON.stringify(previous.value)}` : ''}`
      : key;
  };

/** How paths are chosen: the shortest to each state, simple (no state twice), or every kind of step. */
export type PathKind = 'shortest' | 'simple' | 'everyStep';

const generators: Record<PathKind, Generator> = {
  shortest: getShortestPaths as Generator,
  simple: getSimplePaths as Generator,
  everyStep: everyKindOfStep,
};

/**
 * Paths over the machine's timeless model from one input, with `events` as the payloads to
 * try (an event the machine knows and `events` does not name is tried without one).
 */
export function pathsOf(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly AnyEventObject[],
  kind: PathKind = 'everyStep',
): ModelPath[] {
  const model = createTestModel(timelessModelOf(machine), { events: [...events] });
  const view = contextViews[machine.id];
  return model.getPaths(generators[kind], {
    input,
    ...(view && { serializeState: serializeThrough(view) }),
    filterEvents: soonestTimerOnly(machine),
  }) as ModelPath[];
}
