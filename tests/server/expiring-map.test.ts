import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExpiringMap } from '../../server/db/expiring-map.ts';

function withClock(ttlMs: number, maxEntries: number) {
  const clock = { now: 0 };
  return { clock, map: new ExpiringMap<number>(ttlMs, maxEntries, () => clock.now) };
}

describe('ExpiringMap', () => {
  it('answers an entry until its time is up, then forgets it', () => {
    const { clock, map } = withClock(1_000, 10);
    map.set('all', 66);
    clock.now = 999;
    expect(map.get('all')).toBe(66);
    clock.now = 1_000;
    expect(map.get('all')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('setting a key again restarts its time', () => {
    const { clock, map } = withClock(1_000, 10);
    map.set('all', 66);
    clock.now = 900;
    map.set('all', 67);
    clock.now = 1_800;
    expect(map.get('all')).toBe(67);
  });

  it('drops the oldest entry when full', () => {
    const { map } = withClock(1_000, 2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('never holds more than its bound, and always answers the last value set in time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), fc.nat(100)), {
          maxLength: 40,
        }),
        (maxEntries, writes) => {
          const { map } = withClock(1_000, maxEntries);
          for (const [key, value] of writes) {
            map.set(key, value);
            expect(map.size).toBeLessThanOrEqual(maxEntries);
            expect(map.get(key)).toBe(value);
          }
        },
      ),
    );
  });
});
