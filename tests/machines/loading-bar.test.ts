import { describe, expect, it } from 'vitest';
import { loadingBarMachine } from '../../machines';
import { startOnClock } from './helpers';

const start = () => {
  const { actor, clock } = startOnClock(loadingBarMachine);
  actor.send({ type: 'loading.start' });
  const visible = () => actor.getSnapshot().matches({ loading: 'visible' });
  return { actor, clock, visible };
};

describe('loading bar', () => {
  it('never shows for a load shorter than 200 ms', () => {
    const { actor, clock, visible } = start();
    clock.increment(199);
    actor.send({ type: 'loading.done' });
    clock.increment(1000);
    expect(visible()).toBe(false);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('shows once a load lasts 200 ms and hides when it is done', () => {
    const { actor, clock, visible } = start();
    clock.increment(200);
    expect(visible()).toBe(true);
    actor.send({ type: 'loading.done' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('completes on its own after 5000 ms on screen', () => {
    const { actor, clock, visible } = start();
    clock.increment(200);
    clock.increment(4999);
    expect(visible()).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('keeps going through a second start, and ignores a late done', () => {
    const { actor, clock, visible } = start();
    clock.increment(100);
    actor.send({ type: 'loading.start' });
    clock.increment(100);
    expect(visible()).toBe(true);
    actor.send({ type: 'loading.done' });
    actor.send({ type: 'loading.done' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
