import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createMachine,
} from 'xstate';

/**
 * The machine as a timeless model: each timer and each invoked actor's outcome becomes the
 * very event the real machine receives for it (`xstate.after.<delay>.<state>`,
 * `xstate.done.actor.<id>`, `xstate.error.actor.<id>`).
 * xstate 5.33's createTestModel refuses `after` and `invoke` (a check upstream has since
 * dropped); the paths found on this model then drive the real machine, its timers on a
 * SimulatedClock and its actors as fakes settled on cue, or the real screens.
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

/** A delay's milliseconds: a number, or a named delay of the machine read from the context. */
export function delayMs(machine: AnyStateMachine, delay: Delay, context: unknown): number {
  const resolved = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
  if (resolved === undefined) throw new Error(`unknown delay ${delay}`);
  // biome-ignore lint/suspicious/noExplicitAny: the storefront's delays read only the context
  return typeof resolved === 'number' ? resolved : resolved({ context } as any, undefined);
}

/**
 * Real timers fire in order of their due time, which the timeless model does not know:
 * it may only fire the shortest of the timers running together.
 */
export function soonestTimerOnly(machine: AnyStateMachine) {
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
