import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { type ModelPath, pathsOf } from './paths';

/** Which screen paths: the shortest to each state, or the shortest through each kind of step. */
export type ScreenPathSet = 'shortest' | 'everyStep';

const valueKey = (path: ModelPath) => JSON.stringify(path.state.value);

/** A path's last step as the shopper sees it: from which states, on what, to which states. */
function lastStepKey(path: ModelPath) {
  const from = path.steps.at(-2)?.state.value;
  return JSON.stringify([from, path.steps.at(-1)?.event.type, path.state.value]);
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
 * (over every context it can reach), reduced to the shortest one per state (or per kind of
 * step), without those another path already plays as its beginning.
 */
export function screenPathsOf(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly AnyEventObject[],
  set: ScreenPathSet,
): ModelPath[] {
  const keyOf = set === 'shortest' ? valueKey : lastStepKey;
  const best = new Map<string, ModelPath>();
  for (const path of pathsOf(machine, input, events, set)) {
    const key = keyOf(path);
    const known = best.get(key);
    if (known === undefined || path.steps.length < known.steps.length) best.set(key, path);
  }
  const chosen = [...best.values()];
  return chosen.filter((path) => !chosen.some((other) => starts(path, other)));
}
