// What a cart write changes of its lines (stored-lines.ts), against a simple model, 10,000 runs at
// full depth: the changes applied to the lines before give exactly the lines after, and nothing is
// written that was already so.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineKey } from '../../server/features/cart/cart-lines.ts';
import {
  type LineChanges,
  lineChanges,
  type NewLine,
} from '../../server/features/cart/stored-lines.ts';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(10_000);

/** A few products and options, so that before and after share many keys. */
const line = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  optionIds: fc
    .uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 })
    .map((ids) => ids.sort((a, b) => a - b)),
  sellerId: fc.integer({ min: 1, max: 2 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  isCheckBox: fc.boolean(),
  position: fc.integer({ min: 0, max: 3 }),
});
/** A cart's lines: one per key. */
const lines = fc.uniqueArray(line, { selector: lineKey, maxLength: 8 });

/** The model: the rows a cart holds, by key, after the changes. */
function applied(before: readonly NewLine[], { removed, written }: LineChanges) {
  const rows = new Map(before.map((row) => [lineKey(row), row]));
  for (const key of removed) rows.delete(lineKey(key));
  for (const row of written) rows.set(lineKey(row), row);
  return rows;
}

describe('lineChanges', () => {
  it('makes the lines before into exactly the lines after', () => {
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const rows = applied(before, lineChanges(before, after));
        expect(rows).toEqual(new Map(after.map((row) => [lineKey(row), row])));
      }),
      RUNS,
    );
  });

  it('writes no line that was already so, and removes none that stays', () => {
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const { removed, written } = lineChanges(before, after);
        const wasSo = new Set(before.map((row) => JSON.stringify(row)));
        for (const row of written) expect(wasSo.has(JSON.stringify(row))).toBe(false);
        const stays = new Set(after.map(lineKey));
        for (const key of removed) expect(stays.has(lineKey(key))).toBe(false);
      }),
      RUNS,
    );
  });

  it('changes nothing when nothing changes', () => {
    fc.assert(
      fc.property(lines, (same) => {
        expect(lineChanges(same, [...same])).toEqual({ removed: [], written: [] });
      }),
      RUNS,
    );
  });
});
