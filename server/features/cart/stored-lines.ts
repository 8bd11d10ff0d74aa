// A cart's lines as stored, and what a write changes of them: the lines that go, and the lines
// that are new or differ (quantity, choice, seller or place). The statement then touches those
// rows alone (cart-store.ts): a line left as it was is neither written nor locked, and each row
// written checks its foreign keys, so rewriting every line was most of a write's time in
// PostgreSQL.
import { lineKey } from './cart-lines.ts';

/** A line of a cart (the cart is the one read or written). */
export interface NewLine {
  productId: number;
  /** Sorted: with the product, the line's identity. */
  optionIds: number[];
  sellerId: number;
  quantity: number;
  isCheckBox: boolean;
  /** The order lines were added in. */
  position: number;
}

export interface LineChanges {
  /** Lines of `before` that `after` no longer holds (only their keys count). */
  removed: Pick<NewLine, 'productId' | 'optionIds'>[];
  /** Lines of `after` that `before` did not hold as they are. */
  written: NewLine[];
}

const same = (a: NewLine, b: NewLine) =>
  a.quantity === b.quantity &&
  a.isCheckBox === b.isCheckBox &&
  a.sellerId === b.sellerId &&
  a.position === b.position;

/** The changes that make a cart holding `before` hold `after` (each a line per key). */
export function lineChanges(before: readonly NewLine[], after: readonly NewLine[]): LineChanges {
  const held = new Map(before.map((line) => [lineKey(line), line]));
  const kept = new Set<string>();
  const written: NewLine[] = [];
  for (const line of after) {
    const key = lineKey(line);
    kept.add(key);
    const was = held.get(key);
    if (!was || !same(was, line)) written.push(line);
  }
  const removed = before
    .filter((line) => !kept.has(lineKey(line)))
    .map(({ productId, optionIds }) => ({ productId, optionIds }));
  return { removed, written };
}
