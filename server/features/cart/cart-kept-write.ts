// A write decided on a cart the server keeps (cart-cache.ts) instead of one read now: the
// update or seller's removal is decided on the kept lines, with the named products' descriptions
// at the kept generation and as if every stock covered it (assumingStock), and written by one
// statement that writes only while all of that still holds (writeKeptLines): the cart at its
// version, the catalogue at that generation, each stock at least what a line that grows needs.
// The write is then the one a decision on the cart read now makes; the answer is priced with the
// stock and promotions that statement read. Otherwise nothing is written and the caller reads
// the cart and decides again (cart-writes.ts), so a refusal is always decided on the cart as it
// is.
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { type KeptCart, keepCart } from './cart-cache.ts';
import { assumingStock, catalogueOf, catalogueWith } from './cart-catalogue.ts';
import { descriptionsOf } from './cart-catalogue-cache.ts';
import type { StockNeeds } from './cart-lines.ts';
import { deleteAt, type LoadedCart, type Writer, writeKeptLines } from './cart-store.ts';
import { cartOf } from './cart-view.ts';
import { lineChanges, type NewLine } from './stored-lines.ts';

type Cart = components['schemas']['Cart'];

/** What a write decides of a cart: the lines it will hold, and the stock it counts on. */
export interface Decision {
  lines: NewLine[];
  needs: StockNeeds;
}

/** Writes decided on a kept cart since the process started (a test checks they happen). */
let keptWrites = 0;
export const writesOnKeptCarts = () => keptWrites;

/**
 * `decide` on the cart `kept` (the products `productIds` it names described), written as above;
 * undefined when the decision is a refusal or nothing was written.
 */
export async function writeOnKept(
  db: Db,
  kept: KeptCart,
  productIds: number[],
  decide: (loaded: LoadedCart) => Decision,
  { userId, culture }: Writer,
): Promise<Cart | undefined> {
  const { cart, generation } = kept;
  const described = await descriptionsOf(db, generation, productIds, []);
  // Some read now, of a catalogue edited since: the kept lines were checked on an older one.
  if (described.generation !== generation) return undefined;
  let decision: Decision;
  try {
    decision = decide({ ...kept, catalogue: assumingStock(described) });
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
  const { lines, needs } = decision;
  if (!lines.length) {
    if (!(await deleteAt(db, cart.id, cart.version, userId, generation))) return undefined;
    keptWrites++;
    const emptied = { ...cart, version: cart.version + 1 };
    keepCart(db, { cart: emptied, lines, generation });
    return cartOf(emptied, lines, assumingStock(described), culture);
  }
  const productsOfLines = [...new Set(lines.map((line) => line.productId))];
  const { version, live } = await writeKeptLines(
    db,
    kept,
    userId,
    lineChanges(kept.lines, lines),
    needs,
    productsOfLines,
  );
  if (version === undefined) return undefined;
  keptWrites++;
  const written = { ...cart, version };
  keepCart(db, { cart: written, lines, generation });
  const sellers = lines.map((line) => line.sellerId);
  // The lines' products and the gifts running now, described (kept already, mostly).
  const shown = await descriptionsOf(
    db,
    generation,
    live.productStock.map(([id]) => id),
    sellers,
  );
  const catalogue =
    shown.generation === generation
      ? catalogueWith(live, shown)
      : // Edited just after the write: the lines written, priced on the catalogue as it is now.
        (await catalogueOf(db, productsOfLines, sellers)).catalogue;
  return cartOf(written, lines, catalogue, culture);
}
