import { describe, expect, it, vi } from 'vitest';
import { machines } from '../../machines/index.ts';
import { inventoryOf } from '../../machines/qa/inventory.ts';
import { samples } from '../../machines/qa/samples.ts';
import { machineEventOf } from '../../src/dev/gallery/machine-events.ts';
import {
  payloadText,
  shortestStatePaths,
  stateValueText,
} from '../../src/dev/gallery/state-paths.ts';

// The checkout's shortest paths are about 3 s of work alone: more, on two cores busy with the
// other test files, than the default 5 s of a test (a clean-clone CI run timed out on it).
vi.setConfig({ testTimeout: 30_000 });

const login = machines.find(({ id }) => id === 'login')?.machine;
if (!login) throw new Error('login');

describe('shortestStatePaths', () => {
  it('walks the login modal to its reload after a failure: start, submit, timer, error, timer', () => {
    const path = shortestStatePaths(login, samples.login).get('login.reloading');
    expect(path?.input).toEqual({});
    expect(path?.steps.map(({ event, value, taken }) => [event.type, value, taken.length])).toEqual(
      [
        ['xstate.init', 'form', 0],
        ['login.submit', 'pausing', 1],
        ['xstate.after.loginDelay.login.pausing', 'signingIn', 1],
        ['xstate.error.actor.signIn', 'failed', 1],
        ['xstate.after.reloadAfterFailure.login.failed', 'reloading', 1],
      ],
    );
    expect(path?.steps[3]?.taken).toEqual([
      'login.signingIn: xstate.error.actor.signIn #2 → login.failed',
    ]);
  });

  it('starts from the sample input that reaches the state soonest', () => {
    // /login/otp starts with the code: {method: 'otp'} gets to `code` in one submit.
    const path = shortestStatePaths(login, samples.login).get('login.code');
    expect(path?.input).toEqual({ method: 'otp' });
    expect(path?.steps.map(({ event }) => event.type)).toEqual(['xstate.init', 'login.submit']);
  });

  it.each(machines.map(({ id }) => id))(
    '%s: every state has a shortest path ending where it is first active, or is left at once',
    (id) => {
      const machine = machines.find((entry) => entry.id === id)?.machine;
      if (!machine) throw new Error(id);
      const paths = shortestStatePaths(machine, samples[id]);
      const transitions = new Set(inventoryOf(machine).transitions);
      for (const state of inventoryOf(machine).states) {
        const path = paths.get(state);
        if (path === undefined) {
          // Transient: an eventless transition leaves it in the same step it was entered.
          expect(machine.getStateNodeById(state).always?.length ?? 0, state).toBeGreaterThan(0);
          continue;
        }
        const activeAt = path.steps.map(({ active }) => active.includes(state));
        expect(activeAt.indexOf(true), state).toBe(path.steps.length - 1);
        for (const step of path.steps)
          for (const name of step.taken) expect(transitions).toContain(name);
      }
    },
  );
});

describe('step texts', () => {
  it('writes a state value as its leaves', () => {
    expect(stateValueText('form')).toBe('form');
    expect(stateValueText({ verify: { account: { contact: 'unchecked', form: 'editing' } } })).toBe(
      'verify.account.contact.unchecked + verify.account.form.editing',
    );
  });

  it('writes an event payload short, errors by name and message, and nothing when there is none', () => {
    expect(payloadText({ type: 'login.back' })).toBe('');
    expect(payloadText({ type: 'xstate.done.actor.signIn', output: undefined })).toBe('');
    expect(payloadText({ type: 'x', error: new TypeError('offline') })).toBe(
      '{"error":"TypeError: offline"}',
    );
    const long = payloadText({ type: 'x', text: 'ก'.repeat(200) });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('reads timers and actor outcomes out of the event type', () => {
    expect(machineEventOf('xstate.after.loginDelay.login.pausing')).toEqual({
      kind: 'after',
      delay: 'loginDelay',
    });
    expect(machineEventOf('xstate.done.actor.otp')).toEqual({ kind: 'done', actor: 'otp' });
    expect(machineEventOf('xstate.error.actor.signIn')).toEqual({ kind: 'error', actor: 'signIn' });
    expect(machineEventOf('xstate.init')).toEqual({ kind: 'init' });
    expect(machineEventOf('login.submit')).toEqual({ kind: 'event', type: 'login.submit' });
  });
});
