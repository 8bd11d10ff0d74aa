// The carts this server last read or wrote, each as it was at its version, with the catalogue
// generation its lines were checked at. An update or a seller's removal of a cart kept at the
// version it names is decided on what is kept and written by one statement that checks all the
// decision took for granted (cart-writes.ts): the cart still at that version, the catalogue at
// that generation, the stock covering what grows. Every change of a cart's lines raises its
// version (cart-store.ts), so a cart at the version kept holds the lines kept; one changed
// meanwhile (by another server, say) fails the check and is read afresh. Kept per database
// (tests open several in one process), whichever of its connections a request runs on.
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

/** Keeps `cart` as read or written; one read inside a catalogue edit (no generation) is not. */
export function keepCart(db: Db, cart: StoredCart & { generation: string | null }): void {
  const { generation } = cart;
  if (generation === null) cartsOf(db).delete(cart.cart.id);
  else cartsOf(db).set(cart.cart.id, { cart: cart.cart, lines: cart.lines, generation });
}

export const forgetCart = (db: Db, id: string): void => {
  cartsOf(db).delete(id);
};
