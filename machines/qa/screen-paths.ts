import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { transitionName } from './inventory';
import { type ModelPath, pathsOf } from './paths';
import { timelessModelOf } from './timeless';

/**
 * Whether the screens can make a path's events happen, each from the state before it
 * (`before[i]` is where `events[i]` is sent).
 */
export type Playable = (events: AnyEventObject[], before: AnyMachineSnapshot[]) => boolean;

/** Which screen paths: the shortest to each state, or the shortest through each kind of step. */
export type ScreenPathSet = 'shortest' | 'everyStep';

const valueKey = (path: ModelPath) => JSON.stringify(path.state.value);

/**
 * Each step of a path as the shopper sees it: from which states, on what, to which states, by
 * which transitions (guarded alternatives between the same states are different steps).
 */
function stepKeys(model: AnyStateMachine, path: ModelPath) {
  return path.steps.slice(1).map((step, i) => {
    const before = path.steps[i]?.state;
    const taken = before ? model.getTransitionData(before, step.event).map(transitionName) : [];
    return JSON.stringify([before?.value, step.event.type, step.state.value, taken]);
  });
}

/** The shortest path to each state the shopper can see. */
function shortestToEachState(paths: ModelPath[]) {
  const best = new Map<string, ModelPath>();
  for (const path of paths) {
    const known = best.get(valueKey(path));
    if (known === undefined || path.steps.length < known.steps.length)
      best.set(valueKey(path), path);
  }
  return [...best.values()];
}

/** Shortest first, each path kept only when it takes a kind of step none before it took. */
function throughEveryKindOfStep(model: AnyStateMachine, paths: ModelPath[]) {
  const taken = new Set<string>();
  return [...paths]
    .sort((a, b) => a.steps.length - b.steps.length)
    .filter((path) => {
      const keys = stepKeys(model, path);
      if (keys.every((key) => taken.has(key))) return false;
      for (const key of keys) taken.add(key);
      return true;
    });
}

/** Whether `path`'s steps begin `longer`'s. */
function starts(path: ModelPath, longer: ModelPath) {
  return (
    path.steps.length < longer.steps.length &&
    path.steps.every((step, i) => {
      const other = longer.steps[i];
      return (
        other !== undefined &&
        step.event.type === other.event.type &&
        JSON.stringify(step.state.value) === JSON.stringify(other.state.value)
      );
    })
  );
}

/**
 * Paths for playing on the real screens, few enough for a browser: the machine's paths
 * (over every context it can reach), reduced to the shortest one per state (or the fewest,
 * shortest first, that take every kind of step), without those another path already plays as
 * its beginning. `playable` keeps out what the screens cannot make happen (a second session
 * in one page: the app reloads to sign in or out).
 */
export function screenPathsOf(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly AnyEventObject[],
  set: ScreenPathSet,
  playable: Playable = () => true,
): ModelPath[] {
  const paths = pathsOf(machine, input, events, set).filter((path) =>
    playable(
      path.steps.slice(1).map((step) => step.event),
      path.steps.slice(0, -1).map((step) => step.state),
    ),
  );
  const chosen =
    set === 'shortest'
      ? shortestToEachState(paths)
      : throughEveryKindOfStep(timelessModelOf(machine), paths);
  return chosen.filter((path) => !chosen.some((other) => starts(path, other)));
}
