import { expect } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createMachine,
  fromPromise,
  type InspectionEvent,
  type SimulatedClock,
} from 'xstate';
import {
  type AdjacencyMap,
  createTestModel,
  getAdjacencyMap,
  getShortestPaths,
  type PathGenerator,
  type StatePath,
  type TestPath,
} from 'xstate/graph';
import { allStateNodes, transitionName } from './coverage';
import { flushPromises, startOnClock } from './helpers';

type Path = TestPath<AnyMachineSnapshot, AnyEventObject>;

/**
 * The machine as a timeless model: each timer and each invoked actor's outcome becomes the
 * very event the real machine receives for it (`xstate.after.<delay>.<state>`,
 * `xstate.done.actor.<id>`, `xstate.error.actor.<id>`).
 * xstate 5.33's createTestModel refuses `after` and `invoke` (a check upstream has since
 * dropped); the paths it finds on this model then drive the real machine, its timers on a
 * SimulatedClock and its actors as fakes settled on cue.
 */
export function timelessModelOf(machine: AnyStateMachine): AnyStateMachine {
  const strip = (node: AnyStateNode): Record<string, unknown> => {
    const { after, invoke: _invoke, on, states: _states, ...config } = node.config;
    const effectEvents = [
      ...Object.entries(after ?? {}).map(([delay, transition]) => [
        `xstate.after.${delay}.${node.id}`,
        transition,
      ]),
      ...node.invoke.flatMap((invoked) => [
        [`xstate.done.actor.${invoked.id}`, invoked.onDone],
        [`xstate.error.actor.${invoked.id}`, invoked.onError],
      ]),
    ].filter(([, transition]) => transition !== undefined);
    return {
      ...config,
      on: { ...on, ...Object.fromEntries(effectEvents) },
      states: Object.fromEntries(
        Object.entries(node.states).map(([key, child]) => [key, strip(child)]),
      ),
    };
  };
  // biome-ignore lint/suspicious/noExplicitAny: a config rebuilt at run time has no static type
  return createMachine(strip(machine.root) as any, machine.implementations);
}

type Delay = AnyStateMachine['root']['after'][number]['delay'];

function delayMs(machine: AnyStateMachine, delay: Delay, context: unknown): number {
  const resolved = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
  if (resolved === undefined) throw new Error(`unknown delay ${delay}`);
  // biome-ignore lint/suspicious/noExplicitAny: the storefront's delays read only the context
  return typeof resolved === 'number' ? resolved : resolved({ context } as any, undefined);
}

/**
 * Real timers fire in order of their due time, which the timeless model does not know:
 * it may only fire the shortest of the timers running together.
 */
function soonestTimerOnly(machine: AnyStateMachine) {
  return (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    if (!event.type.startsWith('xstate.after.')) return true;
    const timers = snapshot._nodes.flatMap((node) =>
      machine.getStateNodeById(node.id).after.map((timer) => ({
        type: timer.eventType,
        ms: delayMs(machine, timer.delay, snapshot.context),
      })),
    );
    const ms = timers.find((timer) => timer.type === event.type)?.ms ?? 0;
    return timers.every((timer) => timer.ms >= ms);
  };
}

/**
 * Shortest paths reach every state but not every transition: a self-transition, or a second
 * way into a state already reached, is left out. So for each kind of step the model can take
 * (state, event, transitions taken, resulting state), this adds the shortest path to where it
 * starts followed by it; createTestModel then drops paths that start a longer one.
 */
const everyKindOfStep: PathGenerator<AnyMachineSnapshot, AnyEventObject, unknown> = (
  logic,
  options,
) => {
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

/** Paths over the model, from one input, that take every kind of step it has. */
export function pathsOf(machine: AnyStateMachine, input: unknown, events: AnyEventObject[]) {
  const model = createTestModel(timelessModelOf(machine), { events });
  return model.getPaths(everyKindOfStep, {
    input,
    filterEvents: soonestTimerOnly(machine),
  }) as Path[];
}

/** Fake actors for every actor the machine knows; each call waits to be settled by a path step. */
function fakeActors(machine: AnyStateMachine) {
  const calls: Array<{
    src: string;
    signal: AbortSignal;
    settle: (outcome: AnyEventObject) => void;
  }> = [];
  const sourceOf = new Map(
    allStateNodes(machine.root).flatMap((node) =>
      node.invoke.map((definition) => [definition.id, String(definition.src)] as const),
    ),
  );
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(
        ({ signal }) =>
          new Promise((resolve, reject) =>
            calls.push({
              src,
              signal,
              settle: (outcome) =>
                outcome.type.startsWith('xstate.done.')
                  ? resolve(outcome.output)
                  : reject(outcome.error),
            }),
          ),
      ),
    ]),
  );
  return {
    actors,
    settle(actorId: string, outcome: AnyEventObject) {
      const call = calls.findLast((c) => c.src === sourceOf.get(actorId) && !c.signal.aborted);
      if (call === undefined) throw new Error(`no call of ${actorId} is waiting`);
      calls.splice(calls.indexOf(call), 1);
      call.settle(outcome);
    },
  };
}

/** Due times of the actor's timers on the simulated clock, to fire exactly the one a path names. */
function timerLedger(
  actor: { system: { getSnapshot(): { _scheduledEvents: object } } },
  clock: SimulatedClock,
) {
  type Timer = { event: AnyEventObject; delay: number };
  const dueAt = new Map<Timer, number>();
  const running = () => Object.values(actor.system.getSnapshot()._scheduledEvents) as Timer[];
  const note = () => {
    for (const timer of running())
      if (!dueAt.has(timer)) dueAt.set(timer, clock.now() + timer.delay);
  };
  const due = (timer: Timer) => dueAt.get(timer) ?? Number.NaN;
  return {
    note,
    fire(type: string) {
      note();
      const timer = running().find((t) => t.event.type === type);
      if (timer === undefined) throw new Error(`no timer running for ${type}`);
      const sooner = running().filter((t) => due(t) < due(timer));
      if (sooner.length > 0) throw new Error(`${type} cannot fire before ${sooner[0]?.event.type}`);
      clock.set(due(timer));
      note();
    },
  };
}

/**
 * Runs one model path on the real machine: user events are sent, timer events fire on the
 * simulated clock, actor outcomes settle the fake calls. After every step the real actor
 * must be in the model's state with the model's context.
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: Path,
  input: unknown,
  inspect?: (event: InspectionEvent) => void,
) {
  const fakes = fakeActors(machine);
  const { actor, clock } = startOnClock(machine.provide({ actors: fakes.actors }), {
    input,
    inspect,
  });
  const timers = timerLedger(actor, clock);
  timers.note();
  const drive = async ({ event }: { event: AnyEventObject }) => {
    const outcome = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
    if (event.type.startsWith('xstate.after.')) timers.fire(event.type);
    else if (outcome?.[1] !== undefined) {
      fakes.settle(outcome[1], event);
      await flushPromises();
    } else actor.send(event);
    timers.note();
  };
  await path.test({
    // The first step is the model's own start (`xstate.init`): the actor has already started.
    events: Object.fromEntries(path.steps.slice(1).map((step) => [step.event.type, drive])),
    states: {
      '*': (state) => {
        const real = actor.getSnapshot();
        expect({ value: real.value, context: real.context }).toEqual({
          value: state.value,
          context: state.context,
        });
      },
    },
  });
  actor.stop();
}
