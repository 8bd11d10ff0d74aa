// The shopper's cart: the account's cart id, a cart by id, and its writes (cart-writes.ts).
// Every operation but the account's cart id takes guests too: an owned cart answers to its owner
// alone, a guest's to whoever holds its id, and anyone else gets the 404 of an unknown id.
import { notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { keepCart } from './cart-cache.ts';
import { mayUse, ownCartId, readCart } from './cart-store.ts';
import { cartOf } from './cart-view.ts';
import { deleteSellerLines, saveCart, updateCart } from './cart-writes.ts';

export const cartHandlers = {
  getAccountCartId: async ({ db, userId }) => ({
    cartId: (userId === null ? undefined : await ownCartId(db, userId)) ?? null,
  }),

  getCart: async ({ db, path, userId, culture }) => {
    const loaded = await readCart(db, path.cartId);
    if (!loaded || !mayUse(loaded.cart, userId)) throw notFound('cart');
    keepCart(db, loaded); // its next write then needs no read first
    return cartOf(loaded.cart, loaded.lines, loaded.catalogue, culture);
  },

  saveCart: ({ db, body, userId, culture, services }) =>
    saveCart(db, body, { userId, culture }, services.now()),

  updateCart: ({ db, path, body, userId, culture, services }) =>
    updateCart(db, path.cartId, body, { userId, culture }, services.now()),

  deleteSellerCart: ({ db, path, query, userId, culture }) =>
    deleteSellerLines(db, path.cartId, path.sellerId, query.version, { userId, culture }),
} satisfies Partial<Handlers<{ now: () => Date }>>;
