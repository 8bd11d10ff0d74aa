// The carts this server last read or wrote, each as it was at its version, with the catalogue
// generation its lines were checked at. An update or a seller's removal of a cart kept at the
// version it names is decided on what is kept and written by one statement that checks all the
// decision took for granted (cart-kept-write.ts): the cart still at that version, the catalogue
// at that generation, the stock covering what grows. Every write of a cart's lines raises its
// version (cart-store.ts), so a cart at the version kept holds the lines kept; one written
// meanwhile (by another server, say) fails the check and is read afresh. Lines can also go
// without a write: deleting a product or a store deletes its lines, but it moves the catalogue's
// generation, which the check sees too. Kept per database (tests open several in one process),
// whichever of its connections a request runs on.
import { LRUCache } from 'lru-cache';
import { type Db, databaseOf } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import type { StoredCart } from './cart-store.ts';

/** A cart as it was at its version, its lines checked at catalogue generation `generation`. */
export interface KeptCart extends StoredCart {
  generation: string;
}

/** A cart of ten lines is about 2 kB here. */
const MAX_CARTS = 10_000;

const cartsIn = perDatabase(() => new LRUCache<string, KeptCart>({ max: MAX_CARTS }));
/** The database's kept carts, whichever of its connections `db` is (onOneConnection). */
const cartsOf = (db: Db) => cartsIn(databaseOf(db));

export const keptCart = (db: Db, id: string): KeptCart | undefined => cartsOf(db).get(id);

/**
 * Keeps `cart` as read, or as written by a write that has committed (a kept version is taken to
 * hold the kept lines); forgets one that holds none (a write that emptied it deleted it) or was
 * read inside a catalogue edit (no generation).
 */
export function keepCart(db: Db, cart: StoredCart & { generation: string | null }): void {
  const { generation } = cart;
  if (generation === null || !cart.lines.length) forgetCart(db, cart.cart.id);
  else cartsOf(db).set(cart.cart.id, { cart: cart.cart, lines: cart.lines, generation });
}

export function forgetCart(db: Db, id: string): void {
  cartsOf(db).delete(id);
}
