import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { coverageOfPaths } from '../../machines/qa/path-coverage';
import { screenPathsOf } from '../../machines/qa/screen-paths';

// A form that counts its failures in the context: many snapshots, four states on screen.
const form = setup({
  types: { context: {} as { failures: number } },
  guards: { tooMany: ({ context }) => context.failures >= 2 },
  actions: { countFailure: assign({ failures: ({ context }) => context.failures + 1 }) },
}).createMachine({
  id: 'form',
  context: { failures: 0 },
  initial: 'editing',
  states: {
    editing: { on: { submit: 'sending' } },
    sending: {
      on: {
        ok: 'done',
        fail: [
          { guard: 'tooMany', target: 'locked' },
          { target: 'editing', actions: 'countFailure' },
        ],
      },
    },
    locked: {},
    done: { type: 'final' },
  },
});

const runsOf = (set: 'shortest' | 'everyStep') =>
  screenPathsOf(form, undefined, [], set).map((path) => ({ input: undefined, path }));

describe('paths for the screens', () => {
  it('keeps one shortest path per state a shopper can see, none the start of another', () => {
    const paths = screenPathsOf(form, undefined, [], 'shortest');
    const ends = paths.map((path) => path.state.value);
    expect(ends).toEqual(expect.arrayContaining(['done', 'locked']));
    const steps = paths.map((path) => path.steps.map((step) => step.event.type).join(' '));
    for (const a of steps)
      for (const b of steps) if (a !== b) expect(b.startsWith(`${a} `)).toBe(false);
    const locked = paths.find((path) => path.state.value === 'locked');
    expect(locked?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'submit',
      'fail',
      'submit',
      'fail',
      'submit',
      'fail',
    ]);
  });

  it('reports the share of states and transitions its paths reach', () => {
    expect(coverageOfPaths(form, runsOf('everyStep'))).toEqual({
      states: { reached: 5, total: 5, missing: [] },
      transitions: { reached: 4, total: 4, missing: [] },
    });
    const none = coverageOfPaths(form, []);
    expect(none.states.reached).toBe(0);
    expect(none.transitions.missing).toHaveLength(4);
  });
});
