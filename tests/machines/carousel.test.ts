import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CarouselEvent,
  carouselMachine,
  nextIndex,
  previousIndex,
  wrapIndex,
} from '../../machines';
import { startOnClock } from './helpers';

const start = (count: number, interval = 3500) =>
  startOnClock(carouselMachine, { input: { count, interval } });
const index = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.index;

describe('carousel machine', () => {
  it('advances every interval and wraps after the last slide', () => {
    const { actor, clock } = start(3);
    clock.increment(3499);
    expect(index(actor)).toBe(0);
    clock.increment(1);
    expect(index(actor)).toBe(1);
    // One interval at a time: SimulatedClock schedules timers set while it fires from its target time.
    clock.increment(3500);
    clock.increment(3500);
    expect(index(actor)).toBe(0);
  });

  it('uses the interval it was given (slideshow modal: 3000 ms)', () => {
    const { actor, clock } = start(4, 3000);
    clock.increment(3000);
    expect(index(actor)).toBe(1);
  });

  it('stands still while paused and gives a full interval again on play', () => {
    const { actor, clock } = start(3);
    clock.increment(3000);
    actor.send({ type: 'carousel.pause' });
    clock.increment(10_000);
    expect(index(actor)).toBe(0);
    actor.send({ type: 'carousel.play' });
    clock.increment(3499);
    expect(index(actor)).toBe(0);
    clock.increment(1);
    expect(index(actor)).toBe(1);
  });

  it('restarts the countdown after a manual move', () => {
    const { actor, clock } = start(5);
    clock.increment(3000);
    actor.send({ type: 'carousel.goTo', index: 3 });
    clock.increment(3499);
    expect(index(actor)).toBe(3);
    clock.increment(1);
    expect(index(actor)).toBe(4);
  });

  it('never advances with one slide or none, and starts once slides arrive', () => {
    const { actor, clock } = start(1);
    clock.increment(3500 * 5);
    actor.send({ type: 'carousel.next' });
    expect(index(actor)).toBe(0);
    actor.send({ type: 'carousel.setCount', count: 3 });
    clock.increment(3500);
    expect(index(actor)).toBe(1);
  });

  it('moves by hand while paused, wrapping both ways', () => {
    const { actor } = start(3);
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.prev' });
    expect(index(actor)).toBe(2);
    actor.send({ type: 'carousel.next' });
    expect(index(actor)).toBe(0);
    actor.send({ type: 'carousel.goTo', index: 7 });
    expect(index(actor)).toBe(1);
  });

  const event: fc.Arbitrary<CarouselEvent> = fc.oneof(
    fc.constantFrom<CarouselEvent>(
      { type: 'carousel.next' },
      { type: 'carousel.prev' },
      { type: 'carousel.pause' },
      { type: 'carousel.play' },
    ),
    fc
      .integer({ min: -50, max: 50 })
      .map((i): CarouselEvent => ({ type: 'carousel.goTo', index: i })),
    fc
      .integer({ min: -2, max: 8 })
      .map((n): CarouselEvent => ({ type: 'carousel.setCount', count: n })),
  );

  it('property: whatever happens, the slide shown exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.tuple(event, fc.nat(8000))),
        (count, steps) => {
          const { actor, clock } = start(count);
          for (const [e, wait] of steps) {
            actor.send(e);
            clock.increment(wait);
            const { index: shown, count: slides } = actor.getSnapshot().context;
            expect(shown).toBeGreaterThanOrEqual(0);
            expect(shown).toBeLessThan(Math.max(slides, 1));
          }
          actor.stop();
        },
      ),
    );
  });
});

describe('slide index helpers', () => {
  const count = fc.integer({ min: 1, max: 100 });

  it('property: wrapIndex lands on a slide and ignores whole turns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        count,
        fc.integer({ min: -5, max: 5 }),
        (i, n, turns) => {
          const wrapped = wrapIndex(i, n);
          expect(wrapped).toBeGreaterThanOrEqual(0);
          expect(wrapped).toBeLessThan(n);
          expect(wrapIndex(i + turns * n, n)).toBe(wrapped);
        },
      ),
    );
  });

  it('property: next then previous comes back; n steps forward is a full turn', () => {
    fc.assert(
      fc.property(count, fc.nat(), (n, seed) => {
        const i = seed % n;
        expect(previousIndex(nextIndex(i, n), n)).toBe(i);
        let j = i;
        for (let step = 0; step < n; step++) j = nextIndex(j, n);
        expect(j).toBe(i);
      }),
    );
  });

  it('property: with one slide or none every move stays on slide 0', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -3, max: 1 }), (i, n) => {
        expect([wrapIndex(i, n), nextIndex(i, n), previousIndex(i, n)]).toEqual([0, 0, 0]);
      }),
    );
  });

  it('treats non-finite positions as slide 0', () => {
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
    expect(wrapIndex(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });
});
