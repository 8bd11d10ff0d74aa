import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { transitionName } from '../../../machines/qa/inventory.ts';
import { type ModelPath, pathsOf } from '../../../machines/qa/paths.ts';

export interface PathStep {
  /** `xstate.init` for the start, then the event each step sends. */
  event: AnyEventObject;
  value: StateValue;
  /** Ids of the states active after the step. */
  active: string[];
  /** Names of the transitions the event takes (machines/qa/inventory.ts). */
  taken: string[];
}

export interface StatePath {
  /** The sample input the machine starts from. */
  input: unknown;
  /** The start, then one step per event. */
  steps: PathStep[];
}

interface Sample {
  inputs: readonly unknown[];
  events: readonly AnyEventObject[];
}

function stepOf(
  step: ModelPath['steps'][number],
  before: AnyMachineSnapshot | undefined,
): PathStep {
  return {
    event: step.event,
    value: step.state.value,
    active: step.state._nodes.map((node) => node.id),
    // The transitions as the machine chose them: the snapshot's machine is the timeless model,
    // whose transitions carry the same names as the real machine's.
    taken: before ? before.machine.getTransitionData(before, step.event).map(transitionName) : [],
  };
}

/**
 * The shortest event path to each state of the machine, over every sample input. The model's
 * shortest paths go to each distinct snapshot (state and context) and every prefix of one is
 * itself a shortest path, so the shortest way into a state is the earliest step, over all
 * paths, whose snapshot has it active. A state left at once by an eventless transition is
 * in no snapshot, and has no path.
 */
export function shortestStatePaths(
  machine: AnyStateMachine,
  sample: Sample,
): Map<string, StatePath> {
  const best = new Map<string, { input: unknown; path: ModelPath; end: number }>();
  for (const input of sample.inputs) {
    for (const path of pathsOf(machine, input, sample.events, 'shortest')) {
      path.steps.forEach((step, end) => {
        for (const node of step.state._nodes) {
          const known = best.get(node.id);
          if (known === undefined || end < known.end) best.set(node.id, { input, path, end });
        }
      });
    }
  }
  return new Map(
    [...best].map(([id, { input, path, end }]) => [
      id,
      {
        input,
        steps: path.steps
          .slice(0, end + 1)
          .map((step, i) => stepOf(step, i > 0 ? path.steps[i - 1]?.state : undefined)),
      },
    ]),
  );
}

/** A state value as the leaf states' paths: `verify.account.contact.unchecked + …`. */
export function stateValueText(value: StateValue): string {
  const leaves = (node: StateValue): string[] =>
    typeof node === 'string'
      ? [node]
      : Object.entries(node).flatMap(([key, child]) => {
          const below = child === undefined ? [] : leaves(child);
          return below.length === 0 ? [key] : below.map((leaf) => `${key}.${leaf}`);
        });
  return leaves(value).join(' + ');
}

const PAYLOAD_LENGTH = 80;

/** An event's data besides its type, short: errors by name and message, the rest as JSON. */
export function payloadText(event: AnyEventObject): string {
  const { type: _type, ...payload } = event;
  const text = JSON.stringify(payload, (_key, value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : value,
  );
  // `{ output: undefined }` has nothing to show either.
  if (text === '{}') return '';
  return text.length > PAYLOAD_LENGTH ? `${text.slice(0, PAYLOAD_LENGTH - 1)}…` : text;
}
