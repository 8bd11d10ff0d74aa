import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as everything from '../../machines';
import { machines } from '../../machines';

const machinesDir = fileURLToPath(new URL('../../machines', import.meta.url));
const machineFiles = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.machine.ts'),
);

describe('machine registry', () => {
  it('lists every machine file of machines/, once', () => {
    const exported = Object.values(everything).filter((value) =>
      machines.some((entry) => entry.machine === value),
    );
    expect(machines).toHaveLength(machineFiles.length);
    expect(exported).toHaveLength(machineFiles.length);
  });

  it('names each machine by its root id and says what it models', () => {
    for (const { id, machine, description } of machines) {
      expect(machine.id).toBe(id);
      expect(description.length).toBeGreaterThan(20);
    }
    expect(new Set(machines.map((entry) => entry.id)).size).toBe(machines.length);
  });
});
