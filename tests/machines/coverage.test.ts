import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { createCoverage, inventoryOf } from '../../machines/qa/inventory';
import { pathsOf } from '../../machines/qa/paths';
import { replayPath } from './model-paths';

const demo = setup({
  delays: { soon: 100 },
  guards: { never: () => false },
}).createMachine({
  id: 'demo',
  initial: 'a',
  states: {
    a: { on: { go: 'b', jump: { guard: 'never', target: 'c' } } },
    b: { after: { soon: 'a' } },
    c: {},
    island: {},
  },
});

async function coverageOfAllPaths() {
  const coverage = createCoverage(demo);
  for (const path of pathsOf(demo, undefined, []))
    await replayPath(demo, path, undefined, coverage.inspect);
  return coverage;
}

describe('path coverage helper', () => {
  it('lists every state and transition the machine defines', () => {
    expect(inventoryOf(demo)).toEqual({
      states: ['demo', 'demo.a', 'demo.b', 'demo.c', 'demo.island'],
      transitions: [
        'demo.a: go → demo.b',
        'demo.a: jump → demo.c',
        'demo.b: xstate.after.soon.demo.b → demo.a',
      ],
    });
  });

  it('names what the generated paths never reach', async () => {
    const coverage = await coverageOfAllPaths();
    expect(coverage.missing()).toEqual({
      states: ['demo.c', 'demo.island'],
      transitions: ['demo.a: jump → demo.c'],
    });
  });

  it('fails the test when something is not covered', async () => {
    const coverage = await coverageOfAllPaths();
    expect(coverage.missing()).not.toEqual({ states: [], transitions: [] });
  });
});
