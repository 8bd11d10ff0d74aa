import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { machines } from '../../machines';
import { inventoryOf } from '../../machines/qa/inventory';

// `npm run machines:export` as a developer runs it, into a directory of the test's own.
const root = resolve(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'stately-export-'));

beforeAll(() => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/export-machines.ts', out], {
    cwd: root,
    stdio: 'pipe',
  });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const exported = (id: string) =>
  createMachine(JSON.parse(readFileSync(join(out, `${id}.json`), 'utf8')));

/** The whole definition, actions, guards, invokes and delays by name; the description aside. */
const definitionOf = (machine: AnyStateMachine) =>
  JSON.stringify({ ...machine.toJSON(), description: undefined });

describe('Stately export', () => {
  it('writes one JSON file per registry machine', () => {
    expect(readdirSync(out).sort()).toEqual(machines.map(({ id }) => `${id}.json`).sort());
  });

  describe.each(machines)('$id', ({ id, machine, description }) => {
    it('reads back with createMachine to the same states and transitions', () => {
      expect(inventoryOf(exported(id))).toEqual(inventoryOf(machine));
    });

    it('keeps every action, guard, actor and delay by its name, and the description', () => {
      expect(definitionOf(exported(id))).toBe(definitionOf(machine));
      expect(exported(id).root.description).toBe(description);
    });
  });
});
