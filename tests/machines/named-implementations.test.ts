import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, type AnyStateNode, createMachine, fromPromise } from 'xstate';
import { machines } from '../../machines';
import { allStateNodes, transitionsOf } from '../../machines/qa/inventory';

// Stately Studio imports a machine file as it is when everything the chart refers to is a
// name of setup(): an inline function or actor has no name to show, and is lost.

type Kind = 'actions' | 'guards' | 'actors' | 'delays';

/** A reference's name: a string, or the `type` of `{ type, params }`; none for a function. */
function nameOf(reference: unknown): string | undefined {
  if (typeof reference === 'string') return reference;
  if (typeof reference === 'object' && reference !== null && 'type' in reference) {
    return typeof reference.type === 'string' ? reference.type : undefined;
  }
  return undefined;
}

const asArray = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value as T];

/**
 * What a state node refers to. Entry, exit and invokes are read from the config: XState adds
 * its own timer actions to a delayed state's entry and exit, and names inline actors itself.
 */
function referencesOf(node: AnyStateNode): Array<[Kind, unknown]> {
  const { entry, exit, invoke } = node.config;
  const transitions = transitionsOf(node);
  return [
    ...[...asArray(entry), ...asArray(exit), ...transitions.flatMap((t) => t.actions)].map(
      (action): [Kind, unknown] => ['actions', action],
    ),
    ...transitions.flatMap((t): Array<[Kind, unknown]> => (t.guard ? [['guards', t.guard]] : [])),
    ...asArray(invoke).map((invoke): [Kind, unknown] => ['actors', invoke.src]),
    ...node.after.map((timer): [Kind, unknown] => ['delays', timer.delay]),
  ];
}

function unnamedIn(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).flatMap((node) =>
    referencesOf(node).flatMap(([kind, reference]) => {
      const name = nameOf(reference);
      const known = name !== undefined && name in (machine.implementations[kind] ?? {});
      return known ? [] : [`${node.id}: ${kind} ${name ?? `inline ${typeof reference}`}`];
    }),
  );
}

const machinesDir = join(import.meta.dirname, '../../machines');
const machineFiles = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.machine.ts'),
);

describe('machines import into Stately Studio as they are', () => {
  it.each(machines)(
    '$id refers to actions, guards, actors and delays by name only',
    ({ machine }) => {
      expect(unnamedIn(machine)).toEqual([]);
    },
  );

  it.each(machineFiles)('%s is one plain setup(...).createMachine(...)', (file) => {
    const source = readFileSync(join(machinesDir, file), 'utf8');
    expect(source.match(/\bsetup\(/g)).toHaveLength(1);
    expect(source.match(/\.createMachine\(/g)).toHaveLength(1);
    expect(source).toMatch(/export const \w+ = setup\(\{[\s\S]*\}\)\.createMachine\(\{/);
  });

  it('finds what is not named', () => {
    const inline = createMachine({
      id: 'inline',
      initial: 'idle',
      states: {
        idle: {
          entry: () => {},
          invoke: { src: fromPromise(async () => 1) },
          on: { go: { guard: () => true, target: 'idle', actions: 'unknownAction' } },
          after: { 100: 'idle' },
        },
      },
    });
    expect(unnamedIn(inline).sort()).toEqual([
      'inline.idle: actions inline function',
      'inline.idle: actions unknownAction',
      'inline.idle: actors inline object',
      'inline.idle: delays inline number',
      'inline.idle: guards inline function',
    ]);
  });
});
