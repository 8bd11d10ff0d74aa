import { describe, expect, it } from 'vitest';
import { machines } from '../../machines';
import { createCoverage } from '../../machines/qa/inventory';
import { pathsOf } from '../../machines/qa/paths';
import { samples } from '../../machines/qa/samples';
import { replayPath } from './model-paths';

for (const { id, machine } of machines) {
  describe(`${id}: model-based paths`, () => {
    const { inputs, events } = samples[id];
    const runs = inputs.flatMap((input) =>
      pathsOf(machine, input, events).map((path) => ({ input, path })),
    );

    it('finds paths', () => {
      expect(runs.length).toBeGreaterThan(0);
    });

    for (const { input, path } of runs) {
      it(`${JSON.stringify(input) ?? 'no input'} · ${path.description}`, () =>
        replayPath(machine, path, input));
    }

    // Replays every path again in one test: thousands for the register machine, which is
    // seconds on a busy 2-core machine.
    it('visits every state and takes every transition', { timeout: 60_000 }, async () => {
      const coverage = createCoverage(machine);
      for (const { input, path } of runs) await replayPath(machine, path, input, coverage.inspect);
      expect(coverage.missing()).toEqual({ states: [], transitions: [] });
    });
  });
}
