import { expect } from 'vitest';
import {
  type AnyEventObject,
  type AnyStateMachine,
  fromPromise,
  type InspectionEvent,
  type SimulatedClock,
} from 'xstate';
import { allStateNodes } from '../../machines/qa/inventory';
import { contextAsModelled, type ModelPath } from '../../machines/qa/paths';
import { flushPromises, startOnClock } from './helpers';

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
 * must be in the model's state with the model's context (as the model tells them apart).
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: ModelPath,
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
        expect({ value: real.value, context: contextAsModelled(machine, real.context) }).toEqual({
          value: state.value,
          context: contextAsModelled(machine, state.context),
        });
      },
    },
  });
  actor.stop();
}
