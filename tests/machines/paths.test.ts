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

    // Each path is replayed once: its test counts what it visits towards the coverage below.
    const coverage = createCoverage(machine);
    const replayed = new Set<number>();
    for (const [i, { input, path }] of runs.entries()) {
      it(`${JSON.stringify(input) ?? 'no input'} · ${path.description}`, async () => {
        await replayPath(machine, path, input, coverage.inspect);
        replayed.add(i);
      });
    }

    // A path whose test did not run to its end (left out by a filter, or failed) is replayed
    // here, so the coverage is every path's in any case.
    it('visits every state and takes every transition', { timeout: 60_000 }, async () => {
      for (const [i, { input, path }] of runs.entries()) {
        if (!replayed.has(i)) await replayPath(machine, path, input, coverage.inspect);
      }
      expect(coverage.missing()).toEqual({ states: [], transitions: [] });
    });
  });
}
