import { type AnyStateMachine, createActor } from 'xstate';
import { createCoverage, inventoryOf } from './inventory';
import type { ModelPath } from './paths';
import { timelessModelOf } from './timeless';

/** A machine's share of states and transitions that a set of paths reaches. */
export interface PathCoverage {
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
}

/**
 * What `runs` (paths with the input each starts from) reach of `machine`: each is replayed
 * on the machine's timeless model, which has the machine's own state ids and transitions.
 */
export function coverageOfPaths(
  machine: AnyStateMachine,
  runs: ReadonlyArray<{ input: unknown; path: ModelPath }>,
): PathCoverage {
  const coverage = createCoverage(machine);
  const model = timelessModelOf(machine);
  for (const { input, path } of runs) {
    const actor = createActor(model, { input, inspect: coverage.inspect }).start();
    for (const step of path.steps.slice(1)) actor.send(step.event);
    actor.stop();
  }
  const missing = coverage.missing();
  const share = (all: number, gone: string[]) => ({
    reached: all - gone.length,
    total: all,
    missing: gone,
  });
  const all = inventoryOf(machine);
  return {
    states: share(all.states.length, missing.states),
    transitions: share(all.transitions.length, missing.transitions),
  };
}
